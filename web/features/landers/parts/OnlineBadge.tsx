import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';

/**
 * "Nu online: 123" with a pulsing green dot; an empty slot of the same height until the count is
 * known, and when nobody is online (a "0" would make the site look deserted).
 */
export function OnlineBadge({ count, className = '' }: { count: number | undefined; className?: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  if (!count) return <span className={`lander-online invisible ${className}`}>&nbsp;</span>;
  return (
    <span className={`lander-online ${className}`}>
      <span className="lander-pulse" aria-hidden="true" />
      {t('landers.online_now', { n: format.number(count) })}
    </span>
  );
}
