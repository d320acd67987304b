import { SOCIAL_PROOF_MIN_ONLINE, shownCount } from '@common/constants';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/**
 * "Nu online: 123" with a pulsing green dot; an empty slot of the same height until the count is
 * known, and when fewer than SOCIAL_PROOF_MIN_ONLINE are online (`count` null: a "Nu online: 1"
 * would make the site look deserted).
 */
export function OnlineBadge({
  count,
  className = '',
}: {
  count: number | null | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const shown = shownCount(count, SOCIAL_PROOF_MIN_ONLINE);
  if (shown === null) return <span className={`lander-online invisible ${className}`}>&nbsp;</span>;
  return (
    <span className={`lander-online ${className}`}>
      <span className="lander-pulse" aria-hidden="true" />
      {t('landers.online_now', { n: format.number(shown) })}
    </span>
  );
}
