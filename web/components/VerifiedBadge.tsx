import { useTranslation } from 'react-i18next';
import { PatchCheckFill } from './icons/patch-check-fill';

/**
 * The verified badge (docs/safety.md "Verified photos"): a check mark and "Geverifieerd" on cards,
 * profiles and the chat header; `iconOnly` draws the mark with the text for screen readers only.
 */
export function VerifiedBadge({
  className = '',
  iconOnly = false,
}: {
  className?: string;
  iconOnly?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span
      className={`badge text-bg-light border fw-normal text-primary ${className}`.trim()}
      title={t('verification.badge_title')}
      data-testid="verified-badge"
    >
      <PatchCheckFill aria-hidden="true" className={iconOnly ? '' : 'me-1'} />
      {iconOnly ? (
        <span className="visually-hidden">{t('verification.badge')}</span>
      ) : (
        t('verification.badge')
      )}
    </span>
  );
}
