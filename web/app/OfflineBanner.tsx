import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WifiOff } from '../components/icons/wifi-off';
import { isOnline, onConnectivityChange } from '../lib/online';

/** Whether the browser is online (SPEC §4), re-rendering on each change. */
export function useOnline(): boolean {
  return useSyncExternalStore(onConnectivityChange, isOnline, () => true);
}

/**
 * SPEC §4 online/offline status: while the browser is offline, a banner at the top of the page
 * says so (a polite live region, read out when it appears); requests made meanwhile wait and go
 * out when the browser is online again (`web/lib/api.ts`). Renders nothing while online.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return null;
  return (
    <div
      className="alert alert-warning rounded-0 border-0 border-bottom mb-0 py-2 small d-flex align-items-center gap-2"
      role="status"
    >
      <WifiOff className="flex-shrink-0" aria-hidden="true" />
      <span>{t('common.offline')}</span>
    </div>
  );
}
