import { useTranslation } from 'react-i18next';
import type { TimeBonus } from './useTimeBonus';

/**
 * SPEC §2, §4: the time bonus's HH:MM:SS countdown, as a timer whose accessible name reads the
 * time left in the member's language. Drawn by the banner and by the pop-up.
 */
export function Countdown({ bonus }: { bonus: TimeBonus }) {
  const { t } = useTranslation();
  const { hours, minutes, seconds } = bonus.countdownTimer;
  return (
    <span
      className="font-monospace fw-bold"
      role="timer"
      aria-label={t('timebonus.time_left', { time: `${hours}:${minutes}:${seconds}` })}
    >
      {hours}:{minutes}:{seconds}
    </span>
  );
}
