import { CREDITS_BADGE_THRESHOLD } from '@common/constants';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A pill badge with Bootstrap's classes, as react-bootstrap's `<Badge pill bg text>` draws it
 * without its code (the member shell's first screen): `bg` the theme colour of its background
 * (primary), `text` of its text when the background needs another (`dark` on warning).
 */
export function CountBadge({
  bg = 'primary',
  text,
  className,
  children,
}: {
  bg?: 'primary' | 'warning' | 'danger';
  text?: 'dark' | undefined;
  className?: string;
  children: ReactNode;
}) {
  const classes = ['badge rounded-pill', `bg-${bg}`, text && `text-${text}`, className];
  return <span className={classes.filter(Boolean).join(' ')}>{children}</span>;
}

/**
 * SPEC §2: a paid member's balance as a badge once it is `CREDITS_BADGE_THRESHOLD` (10) credits or
 * fewer: the warning colour above 0, danger at 0; nothing above the threshold. The count is read
 * out with its unit ("3 credits").
 */
export function LowCreditsBadge({ credits, className }: { credits: number; className: string }) {
  const { t } = useTranslation();
  if (credits > CREDITS_BADGE_THRESHOLD) return null;
  return (
    <CountBadge
      bg={credits > 0 ? 'warning' : 'danger'}
      text={credits > 0 ? 'dark' : undefined}
      className={className}
    >
      {credits}
      <span className="visually-hidden"> {t('nav.credits_count', { count: credits })}</span>
    </CountBadge>
  );
}
