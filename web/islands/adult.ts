/** Where the visitor's "I am 18 or older" is kept for the browser session (as `AdultOnlyPage`). */
const CONFIRMED_KEY = 'amora.lander.adult';

/**
 * SPEC §2 `/landers/adultonly` on the server-drawn page: the 18+ question first; once confirmed
 * (now, or before in this browser session) the lander's content drawn behind it shows, and after a
 * confirmation now its headline takes the focus.
 */
export function wireAdultGate(): void {
  const gate = document.querySelector<HTMLElement>('[data-adult-gate]');
  const content = document.querySelector<HTMLElement>('[data-adult-content]');
  if (!gate || !content) return;
  const open = (focus: boolean) => {
    gate.remove();
    content.hidden = false;
    if (focus) content.querySelector<HTMLElement>('h1')?.focus();
  };
  let before = false;
  try {
    before = sessionStorage.getItem(CONFIRMED_KEY) === '1';
  } catch {
    // No storage (private mode): asked on every visit.
  }
  if (before) {
    open(false);
    return;
  }
  gate.querySelector('[data-adult-confirm]')?.addEventListener('click', () => {
    try {
      sessionStorage.setItem(CONFIRMED_KEY, '1');
    } catch {
      // Private mode without storage: asked again on the next visit.
    }
    open(true);
  });
}
