import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { trackedLazy as lazy } from '../../lib/trackedLazy';

// Each lander is its own chunk (SPEC §2 landers; ARCHITECTURE "web/" route-level splitting).
const LANDERS = {
  landing: lazy(() => import('./LandingPage')),
  landing2: lazy(() => import('./Landing2Page')),
  landing3: lazy(() => import('./Landing3Page')),
  adultonly: lazy(() => import('./AdultOnlyPage')),
  tinderswipe: lazy(() => import('./TinderSwipePage')),
  whoneedsstrings: lazy(() => import('./WhoNeedsStringsPage')),
  alonetonight: lazy(() => import('./AloneTonightPage')),
  collagelanding: lazy(() => import('./CollagePage')),
  gallery: lazy(() => import('./GalleryPage')),
  iconslanding: lazy(() => import('./IconsPage')),
  maplanding: lazy(() => import('./MapPage')),
  socialnetwork: lazy(() => import('./SocialNetworkPage')),
  transitionsvideolanding: lazy(() => import('./TransitionsPage')),
  video: lazy(() => import('./VideoPage')),
};

/** The name of a lander (SPEC §2), as `data-lander` and the page's module name. */
export type LanderName = keyof typeof LANDERS;

/**
 * The lander paths of SPEC §2 and the lander each shows. The server answers these paths with the
 * lander drawn (`web/render-html.tsx`) for visitors; the single-page app's routes below serve them
 * to signed-in members.
 */
export const LANDER_PATHS: ReadonlyArray<[string, LanderName]> = [
  ['/landing', 'landing'],
  ['/landing2/:slug?', 'landing2'],
  ['/landing3/:slug?', 'landing3'],
  ['/landers/adultonly', 'adultonly'],
  ['/landers/tinderswipe', 'tinderswipe'],
  ['/landers/whoneedsstrings', 'whoneedsstrings'],
  ['/landers/alonetonight/:slug?', 'alonetonight'],
  ['/landers/collagelanding/:slug?', 'collagelanding'],
  ['/landers/gallery/:slug?', 'gallery'],
  ['/landers/iconslanding/:slug?', 'iconslanding'],
  ['/landers/maplanding/:slug?', 'maplanding'],
  ['/landers/socialnetwork/:slug?', 'socialnetwork'],
  ['/landers/transitionsvideolanding/:slug?', 'transitionsvideolanding'],
  ['/landers/video/:slug?', 'video'],
];

/** SPEC §2 lander routes, for the router's `LanderLayout` (each lander lazily loaded). */
export const landerRoutes: RouteObject[] = LANDER_PATHS.map(([path, name]) => {
  const Lander = LANDERS[name];
  return {
    path,
    element: (
      <Suspense
        fallback={
          <div className="lander-loading">
            <PageSpinner />
          </div>
        }
      >
        <Lander />
      </Suspense>
    ),
  };
});
