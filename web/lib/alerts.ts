import type { ReactNode } from 'react';

/**
 * What a default-layout alert's hook answers (SPEC §2 alerts, queued by the shell,
 * `web/app/AlertQueue.tsx`): the banner to draw now, null when the alert does not apply (or was
 * dismissed), or `ALERT_PENDING` while that is not known yet; the queue then holds the alerts
 * after it, so that a less urgent banner does not flash up before the one that takes its place.
 */
export type AlertBanner = ReactNode | AlertPending;

/** The type of `ALERT_PENDING`. */
export interface AlertPending {
  readonly alertPending: true;
}

/** The answer of an alert whose data is still loading (compared by identity). */
export const ALERT_PENDING: AlertPending = Object.freeze({ alertPending: true });
