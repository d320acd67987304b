import { TIME_BONUS_CODE } from '@common/constants';
import { useEffect, useState } from 'react';
import { useUser } from '../../lib/queries';
import { useWelcomeCode } from './queries';

/** When the running countdown ends (ms since epoch); kept while it runs so it never restarts. */
let deadline: number | null = null;

/** SPEC §3 time bonus state: visible, and the countdown as two-digit hours, minutes, seconds. */
export interface TimeBonus {
  isVisible: boolean;
  secondsLeft: number;
  countdownTimer: { hours: string; minutes: string; seconds: string };
}

const two = (n: number) => String(n).padStart(2, '0');

/** A number of seconds as the countdown's two-digit parts. */
export function countdownOf(seconds: number): TimeBonus['countdownTimer'] {
  const s = Math.max(0, seconds);
  return {
    hours: two(Math.floor(s / 3600)),
    minutes: two(Math.floor((s % 3600) / 60)),
    seconds: two(s % 60),
  };
}

/**
 * SPEC §4 time bonus: for a logged-in, not-paid member whose account is younger than 14400 s,
 * a countdown of the remaining seconds, ticking each second. It ends at 0, on logout, on
 * payment and when the account is 4 hours old, and does not restart while it runs. The
 * remaining time comes from the server (`discountcode.php?welcome=true`); a failure to load it
 * is ignored (SPEC §8).
 */
export function useTimeBonus(): TimeBonus {
  const { data: user } = useUser();
  const eligible = Boolean(user && !user.paid_user);
  const welcome = useWelcomeCode(eligible);
  const code = welcome.data;
  if (!eligible) deadline = null;
  else if (deadline === null && code?.code === TIME_BONUS_CODE && (code.seconds_left ?? 0) > 0) {
    deadline = Date.now() + (code.seconds_left ?? 0) * 1000;
  }
  const [now, setNow] = useState(() => Date.now());
  const running = deadline !== null && deadline > now;
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const secondsLeft = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  return { isVisible: eligible && secondsLeft > 0, secondsLeft, countdownTimer: countdownOf(secondsLeft) };
}
