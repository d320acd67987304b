import { lazy } from 'react';
import { loadAllTexts } from './i18n';
import { loadingBar } from './loadingBar';

/**
 * React's `lazy`, with the download of the component's chunk counted as a load of the page's
 * loading bar (SPEC §9: the bar shows while route chunks load), and the rest of the language's
 * texts loaded beside it (the first screen ships only its own, `lib/i18n.ts` `loadAllTexts`).
 * Same signature and behaviour.
 */
export const trackedLazy: typeof lazy = (load) =>
  lazy(() => loadingBar.track(Promise.all([load(), loadAllTexts()]).then(([module]) => module)));
