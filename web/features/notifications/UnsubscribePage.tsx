import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EnvelopeCheck } from '../../components/icons/envelope-check';
import { EnvelopeSlash } from '../../components/icons/envelope-slash';
import { EnvelopeX } from '../../components/icons/envelope-x';
import { useUnsubscribe } from './queries';

/**
 * `/unsubscribe?token=`: the visible unsubscribe link of every mail (docs/notifications.md). It
 * says what will happen and unsubscribes only when the button is pressed (`POST
 * /api/mail/unsubscribe?token=`): mail scanners open links, a bare visit must change nothing. No
 * session needed: the token names the member. Then a confirmation with the way to /notifications
 * (after logging in, for a visitor), or the error of a bad link.
 */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const heading = useRef<HTMLHeadingElement>(null);
  const finished = unsubscribe.isSuccess || unsubscribe.isError;

  useEffect(() => {
    // The result replaces the button: its heading takes the focus, so it is read out.
    if (finished) heading.current?.focus();
  }, [finished]);

  const frame = (icon: ReactNode, title: string, body: ReactNode) => (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      {icon}
      <h1 ref={heading} tabIndex={-1} className="h3 mt-3" style={{ outline: 'none' }}>
        {title}
      </h1>
      {body}
    </div>
  );

  if (unsubscribe.isSuccess) {
    return frame(
      <EnvelopeCheck className="display-3 text-success" aria-hidden="true" />,
      t('notifications.unsubscribe.done_title'),
      <>
        <p>{t('notifications.unsubscribe.done_body')}</p>
        <Link to="/notifications" className="btn btn-primary">
          {t('notifications.unsubscribe.to_settings')}
        </Link>
      </>,
    );
  }
  if (!token || unsubscribe.isError) {
    const message = !token
      ? t('notifications.unsubscribe.missing')
      : unsubscribe.error?.code === 'network'
        ? t('errors.network')
        : (unsubscribe.error?.message ?? t('errors.generic'));
    return frame(
      <EnvelopeX className="display-3 text-danger" aria-hidden="true" />,
      t('notifications.unsubscribe.title'),
      <>
        <p className="fw-semibold" role="alert">
          {message}
        </p>
        <Link to="/notifications" className="btn btn-outline-primary">
          {t('notifications.unsubscribe.to_settings')}
        </Link>
      </>,
    );
  }
  return frame(
    <EnvelopeSlash className="display-3 text-primary" aria-hidden="true" />,
    t('notifications.unsubscribe.title'),
    <>
      <p>{t('notifications.unsubscribe.explain')}</p>
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        <button
          type="button"
          className="btn btn-primary btn-lg"
          disabled={unsubscribe.isPending}
          onClick={() => unsubscribe.mutate(token)}
        >
          {unsubscribe.isPending
            ? t('notifications.unsubscribe.busy')
            : t('notifications.unsubscribe.button')}
        </button>
        <Link to="/notifications" className="btn btn-outline-primary btn-lg">
          {t('notifications.unsubscribe.to_settings')}
        </Link>
      </div>
    </>,
  );
}
