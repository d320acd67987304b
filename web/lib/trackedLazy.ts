import { lazy } from 'react';
import { loadingBar } from './loadingBar';

/**
 * React's `lazy`, with the download of the component's chunk counted as a load of the page's
 * loading bar (SPEC §9: the bar shows while route chunks load). Same signature and behaviour.
 */
export const trackedLazy: typeof lazy = (load) => lazy(() => loadingBar.track(load()));
