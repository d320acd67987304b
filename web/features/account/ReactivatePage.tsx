import { ACCOUNT_DELETION_GRACE_DAYS } from '@common/constants';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PersonCheck } from '../../components/icons/person-check';
import { PersonExclamation } from '../../components/icons/person-exclamation';
import { useSettings } from '../../lib/queries';
import { useReactivate } from './queries';

/**
 * SPEC §4 reactivation within 14 days (/reactivate?token=, the mailed link): posts the token once
 * on load (`POST /api/account/reactivate`), which signs the member in again; then "welcome back"
 * with the way to /members, or the error (`link_expired`: used, unknown or too late) with the ways
 * to log in (which mails a fresh link within the 14 days) or to write to support.
 */
export default function ReactivatePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const reactivate = useReactivate();
  const { mutate } = reactivate;
  const { data: settings } = useSettings();
  const started = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The token is single-use: send it once, also when effects run twice in development.
    if (started.current || !token) return;
    started.current = true;
    mutate(token);
  }, [mutate, token]);

  const done = reactivate.isSuccess || reactivate.isError || !token;
  useEffect(() => {
    // The result replaces the spinner: its heading takes the focus, so it is read out.
    if (done && token) heading.current?.focus();
  }, [done, token]);

  if (!done) {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <output className="d-block">
          <span className="spinner-border text-primary mb-3 d-block mx-auto" aria-hidden="true" />
          {t('reactivate.busy')}
        </output>
      </div>
    );
  }
  if (reactivate.isSuccess) {
    return (
      <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
        <PersonCheck className="display-3 text-success" aria-hidden="true" />
        <h1 ref={heading} tabIndex={-1} className="h3 mt-3" style={{ outline: 'none' }}>
          {t('reactivate.done_title')}
        </h1>
        <p>{t('reactivate.done_body')}</p>
        <Link to="/members" className="btn btn-primary btn-lg">
          {t('reactivate.to_members')}
        </Link>
      </div>
    );
  }
  const support = settings?.support_email;
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      <PersonExclamation className="display-3 text-danger" aria-hidden="true" />
      <h1 ref={heading} tabIndex={-1} className="h3 mt-3" style={{ outline: 'none' }}>
        {t('reactivate.failed_title')}
      </h1>
      <div role="alert">
        <p className="fw-semibold">
          {!reactivate.error
            ? t('errors.link_expired')
            : reactivate.error.code === 'network'
              ? t('errors.network')
              : reactivate.error.message}
        </p>
      </div>
      <p>{t('reactivate.failed_body', { days: ACCOUNT_DELETION_GRACE_DAYS })}</p>
      <div className="d-flex flex-column flex-sm-row justify-content-center gap-2">
        <Link to="/login" className="btn btn-primary">
          {t('reactivate.login')}
        </Link>
        {support && (
          <a href={`mailto:${support}`} className="btn btn-outline-primary">
            {t('reactivate.contact', { email: support })}
          </a>
        )}
      </div>
    </div>
  );
}
