import { storedInvite } from '../lib/invite';

/**
 * SPEC §2 signup from a server-drawn page (`web/islands/main.ts`): the signup page on smartphones
 * (below Bootstrap's md breakpoint, 768 px), the modal otherwise, whose code (React and the app's
 * signup form, `./signup-dialog.tsx`) loads only now, after the visitor's press; a visitor of an
 * invite-only site without an invite code goes to /invite-only first (SPEC §8). The page's
 * `<body data-invite-only>` says whether the site is invite-only.
 */
export function openSignup(): void {
  if (document.body.dataset.inviteOnly === '1' && !storedInvite()) window.location.assign('/invite-only');
  else if (window.matchMedia('(max-width: 767.98px)').matches) window.location.assign('/signup');
  else void import('./signup-dialog').then((dialog) => dialog.showSignupDialog());
}

/** Every element marked `data-signup` (the landers' calls to action and member tiles) opens the signup. */
export function wireSignup(): void {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-signup]') : null;
    if (!target) return;
    event.preventDefault();
    openSignup();
  });
}
