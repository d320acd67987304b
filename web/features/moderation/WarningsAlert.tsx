import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExclamationTriangleFill } from '../../components/icons/exclamation-triangle-fill';
import { ALERT_PENDING, type AlertBanner } from '../../lib/alerts';
import { useUser } from '../../lib/queries';
import { useAcknowledgeWarning, useWarnings } from './queries';

/**
 * Issue "Back office" §2: a warning from the moderators, shown under the top navigation of every
 * member page with its written reason until the member acknowledges it (the newest first; the
 * next one follows). The reason is staff text, rendered as text. A hook for the shell's alert
 * queue: answers the banner, null without a warning, `ALERT_PENDING` while they load; acknowledging is its only dismissal.
 */
export function useWarningsAlert(): AlertBanner {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const warnings = useWarnings(user?.id);
  const ack = useAcknowledgeWarning();
  if (warnings.isPending && warnings.fetchStatus !== 'idle') return ALERT_PENDING;
  const warning = warnings.data?.[0];
  if (!warning) return null;
  return (
    <div className="alert alert-warning rounded-0 mb-0 border-0 border-bottom" role="alert">
      <div className="container d-flex flex-wrap align-items-start gap-2">
        <ExclamationTriangleFill aria-hidden="true" size={18} className="flex-shrink-0 mt-1" />
        <div className="me-auto" style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <h2 className="h6 mb-1">{t('moderation.warnings.title')}</h2>
          <p className="mb-1">{t('moderation.warnings.intro')}</p>
          <p className="mb-1 fw-semibold text-break" style={{ whiteSpace: 'pre-wrap' }}>
            {warning.reason}
          </p>
          <Link to="/pages/terms" className="small">
            {t('moderation.warnings.more')}
          </Link>
        </div>
        <button
          type="button"
          className="btn btn-sm btn-dark"
          disabled={ack.isPending}
          onClick={() => ack.mutate(warning.id)}
        >
          {t('moderation.warnings.ack')}
        </button>
      </div>
    </div>
  );
}
