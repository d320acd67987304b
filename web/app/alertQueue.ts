import { ALERT_PENDING, type AlertBanner } from '../lib/alerts';

/**
 * One alert of the default layout (SPEC §2) as a feature registers it with the shell's queue:
 * `id` names it, `priority` orders it (lower shows first), and `useAlert` is the feature's hook
 * answering the banner to draw now, null while the alert does not apply (or was dismissed), or
 * `ALERT_PENDING` while its data loads.
 * The hooks of all registered alerts run on every render, in their registered order.
 */
export interface QueuedAlert {
  id: string;
  priority: number;
  useAlert: () => AlertBanner;
}

/** A registered alert with its hook's answer for this render. */
export interface ActiveAlert {
  id: string;
  priority: number;
  node: AlertBanner;
}

/** Above the content at most one banner on a phone (< 768 px), two on a wider screen. */
export const MAX_ALERTS_PHONE = 1;
export const MAX_ALERTS_WIDE = 2;

/** The media query of a phone, where the tab bar shows (Bootstrap's md breakpoint). */
export const PHONE_QUERY = '(max-width: 767.98px)';

/**
 * The alerts to draw: going through `active` in priority order (ties keep their registered
 * order), those whose banner is not null, up to `max`; an alert still loading (`ALERT_PENDING`)
 * holds the ones after it. The others wait their turn: each shows once one before it is
 * dismissed or no longer applies.
 */
export function pickAlerts(active: readonly ActiveAlert[], max: number): ActiveAlert[] {
  const ordered = active
    .map((alert, index) => ({ alert, index }))
    .sort((a, b) => a.alert.priority - b.alert.priority || a.index - b.index);
  const shown: ActiveAlert[] = [];
  for (const { alert } of ordered) {
    if (shown.length >= max || alert.node === ALERT_PENDING) break;
    if (alert.node !== null && alert.node !== undefined && alert.node !== false) shown.push(alert);
  }
  return shown;
}
