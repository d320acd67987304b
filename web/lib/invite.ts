/**
 * SPEC §1, §8 invite-only mode: the invite code a visitor brings (`?invite=CODE` on any entry
 * address, or typed on /invite-only) is kept in a cookie for 30 days, so that the signup page and
 * modal fill it in, and signup buttons know the visitor may sign up.
 */
const COOKIE = 'invite';
/** How long a brought code is kept (seconds): 30 days. */
const MAX_AGE_S = 30 * 86_400;
/** What can be a code: letters, digits, hyphens, 4-64 characters (the server decides validity). */
const CODE = /^[A-Z0-9-]{4,64}$/;

let lastSearch: string | undefined;

/** The code as the server compares it (trimmed, upper case), or undefined when it cannot be one. */
export function normaliseInvite(code: string | null | undefined): string | undefined {
  const value = code?.trim().toUpperCase();
  return value && CODE.test(value) ? value : undefined;
}

/** Keep `code` (an invite code) for the signup; a malformed one is ignored. */
export function rememberInvite(code: string): void {
  const value = normaliseInvite(code);
  if (!value) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every supported browser.
  document.cookie = `${COOKIE}=${value}; Path=/; Max-Age=${MAX_AGE_S}; SameSite=Lax${secure}`;
}

/**
 * Keep the `invite` parameter of an address's query (`search`, e.g. "?invite=K7MQ2XW9PA"): called
 * with every page the visitor opens (`main.tsx`, next to the tracking capture), so any entry page
 * counts. A query without one leaves the kept code alone; the same query twice is read once.
 */
export function captureInvite(search: string): void {
  if (search === lastSearch) return;
  lastSearch = search;
  const code = new URLSearchParams(search).get('invite');
  if (code) rememberInvite(code);
}

/** The kept invite code, if any. */
export function storedInvite(): string | undefined {
  const match = document.cookie.match(/(?:^|; )invite=([^;]*)/);
  return normaliseInvite(match?.[1]);
}

/** Forget the kept code (after the signup it opened). */
export function forgetInvite(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see rememberInvite.
  document.cookie = `${COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}
