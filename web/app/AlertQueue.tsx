import { Fragment, type ReactNode, useSyncExternalStore } from 'react';
import { MAX_ALERTS_PHONE, MAX_ALERTS_WIDE, PHONE_QUERY, pickAlerts, type QueuedAlert } from './alertQueue';

function subscribePhone(onChange: () => void): () => void {
  const query = window.matchMedia?.(PHONE_QUERY);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the window is phone-sized (< 768 px), re-rendering when that changes. */
function useIsPhone(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => window.matchMedia?.(PHONE_QUERY).matches ?? false,
    () => false,
  );
}

/**
 * SPEC §2 default-layout alerts through one queue: runs every registered alert's hook, and draws
 * above the content the one with the lowest priority on a phone, the first two on a wider screen
 * (`pickAlerts`); the rest wait until those are dismissed or no longer apply. `alerts` must be
 * the same list on every render (its hooks run in its order).
 */
export function AlertQueue({ alerts }: { alerts: readonly QueuedAlert[] }) {
  const phone = useIsPhone();
  // biome-ignore lint/correctness/useHookAtTopLevel: the list is fixed, so its hooks run in the same order on every render.
  const active = alerts.map(({ id, priority, useAlert }) => ({ id, priority, node: useAlert() }));
  const shown = pickAlerts(active, phone ? MAX_ALERTS_PHONE : MAX_ALERTS_WIDE);
  if (shown.length === 0) return null;
  return (
    <div className="member-alerts" data-testid="member-alerts">
      {shown.map((alert) => (
        <Fragment key={alert.id}>{alert.node as ReactNode}</Fragment>
      ))}
    </div>
  );
}
