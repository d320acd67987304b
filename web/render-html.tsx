import { DEFAULT_LOCALE, isLocale, type Locale } from '@common/constants';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, type RouteObject, StaticRouter, useRoutes } from 'react-router';
import { DefaultLayout, LanderLayout } from './app/Layouts';
import { type HeadSettings, pageHead } from './app/usePageTitle';
import HomePage from './features/home/HomePage';
import AdultOnlyPage from './features/landers/AdultOnlyPage';
import AloneTonightPage from './features/landers/AloneTonightPage';
import CollagePage from './features/landers/CollagePage';
import GalleryPage from './features/landers/GalleryPage';
import IconsPage from './features/landers/IconsPage';
import Landing2Page from './features/landers/Landing2Page';
import Landing3Page from './features/landers/Landing3Page';
import LandingPage from './features/landers/LandingPage';
import MapPage from './features/landers/MapPage';
import { LANDER_PATHS, type LanderName } from './features/landers/routes';
import SocialNetworkPage from './features/landers/SocialNetworkPage';
import TinderSwipePage from './features/landers/TinderSwipePage';
import TransitionsPage from './features/landers/TransitionsPage';
import VideoPage from './features/landers/VideoPage';
import WhoNeedsStringsPage from './features/landers/WhoNeedsStringsPage';
import i18next from './lib/i18n';

/** Every locale's texts, bundled into the server's copy of this module (never sent to a browser). */
const LOCALES = import.meta.glob<{ default: Record<string, unknown> }>('../common/locales/*.json', {
  eager: true,
});

const PAGES: Record<LanderName, () => ReactNode> = {
  landing: () => <LandingPage />,
  landing2: () => <Landing2Page />,
  landing3: () => <Landing3Page />,
  adultonly: () => <AdultOnlyPage />,
  tinderswipe: () => <TinderSwipePage />,
  whoneedsstrings: () => <WhoNeedsStringsPage />,
  alonetonight: () => <AloneTonightPage />,
  collagelanding: () => <CollagePage />,
  gallery: () => <GalleryPage />,
  iconslanding: () => <IconsPage />,
  maplanding: () => <MapPage />,
  socialnetwork: () => <SocialNetworkPage />,
  transitionsvideolanding: () => <TransitionsPage />,
  video: () => <VideoPage />,
};

/**
 * The pages drawn here: the home page in its layout (the server adds the entry warning when it is
 * due, `server/plugins/entry-warning.ts`), and the landers of SPEC §2 in theirs, each page
 * imported whole (no lazy chunks on the server).
 */
const ROUTES: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [{ path: '/', element: <HomePage /> }],
  },
  {
    element: <LanderLayout />,
    children: LANDER_PATHS.map(([path, name]) => ({ path, element: PAGES[name]() })),
  },
];

/** A page drawn on the server: `html` the content of `#root`; `queries` what it was drawn from. */
/** The drawn pages (`ROUTES`) at the static router's address. */
function DrawnRoutes() {
  return useRoutes(ROUTES);
}

export interface RenderedPage {
  html: string;
  /** The page's title and meta description in its language (`pageHead`, as the app sets them). */
  head: { title: string; description: string } | null;
  /** The query keys the page asked for and the answers it was drawn with (for its small scripts). */
  queries: Array<[readonly unknown[], unknown]>;
}

/**
 * True when `pathname` is a page `renderHtml` draws: the home page or a lander of SPEC §2 (with
 * its optional slug).
 */
export function drawsPage(pathname: string): boolean {
  return (matchRoutes(ROUTES, pathname)?.length ?? 0) > 0;
}

/** Locales whose texts are all in i18next (the app's start holds only the first screen's Dutch). */
const selected = new Set<Locale>();

/** Put `locale`'s texts into i18next (once) and make it the language of the next render. */
function selectLocale(locale: Locale): void {
  if (!selected.has(locale)) {
    const texts = LOCALES[`../common/locales/${locale}.json`];
    if (texts) i18next.addResourceBundle(locale, 'translation', texts.default, true, true);
    selected.add(locale);
  }
  // Synchronous with bundled resources: the render right after it reads this language.
  void i18next.changeLanguage(locale);
}

/** Draw the page once, with the answers the cache holds; queries do not fetch on the server. */
function draw(url: string, queryClient: QueryClient, locale: Locale): string {
  selectLocale(locale);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={url}>
        <DrawnRoutes />
      </StaticRouter>
    </QueryClientProvider>,
  );
}

/**
 * SPEC §2 home page and landers as HTML, drawn on the server with the components the single-page app uses: the
 * page at `url` (path and query) in `locale`, for a visitor (user null). Every query the page makes
 * (`['settings']`, `['showcase', filters]`, …) is answered by `load(key)` (the server's own services,
 * no HTTP): a first render collects the keys, the second draws the page with their answers. Answers
 * null for a path that is not drawn here. Throws what `load` throws.
 */
export async function renderHtml(
  url: string,
  locale: string,
  load: (key: readonly unknown[]) => Promise<unknown>,
): Promise<RenderedPage | null> {
  const pathname = url.split('?', 1)[0] ?? '/';
  if (!drawsPage(pathname)) return null;
  const language: Locale = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const queryClient = new QueryClient({
    defaultOptions: { queries: { enabled: false, staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(['user'], null);
  draw(url, queryClient, language);
  const asked = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.data === undefined)
    .map((query) => query.queryKey);
  const answers = await Promise.all(asked.map((key) => load(key)));
  asked.forEach((key, i) => {
    if (answers[i] !== undefined) queryClient.setQueryData(key, answers[i]);
  });
  const html = draw(url, queryClient, language);
  const settings = queryClient.getQueryData<HeadSettings>(['settings']);
  return {
    html,
    head: settings ? pageHead(settings, language, i18next.t) : null,
    queries: asked.map((key, i) => [key, answers[i]] as [readonly unknown[], unknown]),
  };
}

/**
 * The paths drawn here in React Router's form (`/landers/gallery/:slug?`), for the server's routes
 * (`server/plugins/lander-pages.ts`): the home page and the landers of SPEC §2.
 */
export const DRAWN_PATHS: readonly string[] = ['/', ...LANDER_PATHS.map(([path]) => path)];
