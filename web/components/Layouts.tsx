import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useUnread } from '../features/chats/queries';
import { TimeBonusBanner } from '../features/credits/TimeBonus';
import { useNewLikes } from '../features/likes/queries';
import { useRealtime } from '../lib/realtime';
import { ActivationReminder } from './ActivationReminder';
import { Brand } from './Brand';
import { EntryWarning } from './EntryWarning';
import { Footer } from './Footer';
import { LikePopup } from './LikePopup';
import { ProfilePhotoAlert } from './ProfilePhotoAlert';
import { SignupModalProvider } from './SignupModal';
import { TopNav } from './TopNav';
import { useAppBadge } from './useAppBadge';
import { usePageTitle } from './usePageTitle';

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link btn btn-light" href="#main">
      {t('nav.skip')}
    </a>
  );
}

/**
 * What every member page keeps running: the realtime socket with the fallback refresh, and the
 * page title and app-icon badge with unread messages plus new likes (SPEC §2, §4).
 */
function useMemberShell() {
  useRealtime();
  const total = useUnread() + useNewLikes();
  usePageTitle(total);
  useAppBadge(total);
}

/** SPEC §2 default layout: top navigation, warning banners, footer with disclaimer, entry warning, signup modal. */
export function DefaultLayout() {
  useMemberShell();
  return (
    <SignupModalProvider>
      <SkipLink />
      <TopNav />
      <ActivationReminder />
      <ProfilePhotoAlert />
      <TimeBonusBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <EntryWarning />
      <LikePopup />
    </SignupModalProvider>
  );
}

/** SPEC §2 chat layout: bare, with the entry warning for NL and DE. */
export function ChatLayout() {
  useMemberShell();
  return (
    <>
      <main id="main" className="app-main d-flex flex-column">
        <Outlet />
      </main>
      <EntryWarning />
    </>
  );
}

/** SPEC §2 lander layout: a simple top bar with the logo, and the footer. */
export function LanderLayout() {
  return (
    <SignupModalProvider>
      <header className="bg-white border-bottom py-2">
        <div className="container">
          <Brand />
        </div>
      </header>
      <main id="main" className="app-main">
        <Outlet />
      </main>
      <Footer />
    </SignupModalProvider>
  );
}

/** SPEC §2 empty layout: only the signup modal. */
export function EmptyLayout() {
  return (
    <SignupModalProvider>
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </SignupModalProvider>
  );
}
