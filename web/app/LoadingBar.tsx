import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingBar } from '../lib/loadingBar';

/**
 * SPEC §9 loading bar: a thin bar in the theme colour along the top of the window while API
 * requests or page chunks load longer than 200 ms (`web/lib/loadingBar.ts` decides when it shows
 * and how far it is). A progress bar named "Laden…" for assistive technology.
 */
export function LoadingBar() {
  const { t } = useTranslation();
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.get, loadingBar.get);
  if (!state.visible) return null;
  const percent = Math.round(state.progress);
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={t('common.loading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="loading-bar-fill" style={{ transform: `scaleX(${state.progress / 100})` }} />
    </div>
  );
}
