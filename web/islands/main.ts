/**
 * The script of the pages the server draws (the home page and the landers of SPEC §2,
 * `server/plugins/lander-pages.ts`): their style sheets and what moves on them, without React or the
 * app: the traffic source and invite code of the address kept for the signup (SPEC §3, §8), the
 * signup calls to action (`./signup.ts`), the swipe deck, the gallery's choice, the 18+ question,
 * the entry warning; the language menu loads the app's own on the first press. Its own build entry
 * (vite.config.ts), kept small: budget 40 KiB gzip with what it imports (e2e/lander-weight.test.ts).
 */
import '../styles/theme.scss';
import '../features/landers/landers.css';
import '../features/home/home.css';
import '../styles/entry-warning.css';
import { wireEntryWarning } from '../app/wireEntryWarning';
import { captureInvite } from '../lib/invite';
import { captureTracking } from '../lib/tracking';
import { wireAdultGate } from './adult';
import { wireDeck } from './deck';
import { wireGallery } from './gallery';
import { pageData } from './page-data';
import { wireSignup } from './signup';

captureTracking(window.location.search);
captureInvite(window.location.search);
const data = pageData();
wireSignup();
wireAdultGate();
wireDeck(data);
wireGallery(data);
wireEntryWarning();
document.querySelector('[data-language-switcher] button')?.addEventListener(
  'click',
  (event) => {
    const switcher = (event.currentTarget as Element).closest('[data-language-switcher]');
    if (switcher) void import('./language-menu').then((menu) => menu.openLanguageMenu(switcher));
  },
  { once: true },
);
