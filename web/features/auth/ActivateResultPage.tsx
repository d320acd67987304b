import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EnvelopeCheck } from '../../components/icons/envelope-check';
import { EnvelopeX } from '../../components/icons/envelope-x';
import { useRefreshUser, useSettings, useUser } from '../../lib/queries';

/** SPEC §2 /activate/done and /activate/error: the result of following the activation link. */
export default function ActivateResultPage({ ok }: { ok: boolean }) {
  const { t } = useTranslation();
  const refreshUser = useRefreshUser();
  const { data: settings } = useSettings();
  const { data: user } = useUser();
  useEffect(() => {
    void refreshUser();
  }, [refreshUser]);
  return (
    <div className="container py-5 text-center" style={{ maxWidth: 560 }}>
      {ok ? (
        <>
          <EnvelopeCheck className="display-3 text-success" aria-hidden="true" />
          <h1 className="h3 mt-3">{t('activation.done_title')}</h1>
          <p>{t('activation.done_body')}</p>
          <Link to={user ? '/members' : '/login'} className="btn btn-primary btn-lg">
            {user ? t('activation.to_members') : t('nav.login')}
          </Link>
        </>
      ) : (
        <>
          <EnvelopeX className="display-3 text-danger" aria-hidden="true" />
          <h1 className="h3 mt-3">{t('activation.failed')}</h1>
          <p>{t('activation.failed_body', { email: settings?.support_email ?? '' })}</p>
          <Link to="/" className="btn btn-outline-primary">
            {t('common.home')}
          </Link>
        </>
      )}
    </div>
  );
}
