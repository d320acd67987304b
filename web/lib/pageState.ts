import type { SiteSettings } from '@common/schemas/settings';
import type { ApiUser } from '@common/schemas/user';
import type { QueryClient } from '@tanstack/react-query';
import { shellKeys } from './queries';

/** The id of the element carrying the page state (`server/plugins/page-state.ts` `PAGE_STATE_ID`). */
export const PAGE_STATE_ID = 'page-state';

/**
 * What the server put into the page it answered (SPEC §7 "settings fetched on first server
 * render"): the site settings as settings.php answers them, and the signed-in member as user.php
 * answers `user` (null for a visitor).
 */
export interface PageState {
  settings: SiteSettings;
  user: ApiUser | null;
}

/**
 * The page state of `doc`'s page-state element, or null when the page has none (the Vite dev
 * server's page, `/index.html` asked for by name) or it is not an object with `settings`. The
 * server's own answer is trusted: not validated beyond its shape's two keys.
 */
export function readPageState(doc: Pick<Document, 'getElementById'> = document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    const state: unknown = JSON.parse(text);
    if (!state || typeof state !== 'object' || !('settings' in state) || !('user' in state)) return null;
    return state as PageState;
  } catch {
    return null;
  }
}

/**
 * Seed `queryClient` with the page state, so that `useSettings()` and `useUser()` answer at once
 * instead of asking settings.php and user.php on the first screen. Answers whether there was one.
 */
export function seedPageState(
  queryClient: Pick<QueryClient, 'setQueryData'>,
  state: PageState | null = readPageState(),
): boolean {
  if (!state) return false;
  queryClient.setQueryData(shellKeys.settings, state.settings);
  queryClient.setQueryData(shellKeys.user, state.user);
  return true;
}
