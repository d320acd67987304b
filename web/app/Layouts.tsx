import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Brand } from '../components/Brand';
import { SignupModalProvider } from '../features/auth/SignupModal';
import { useUser } from '../lib/queries';
import { Footer } from './Footer';
import { LoadingBar } from './LoadingBar';
import { OfflineBanner } from './OfflineBanner';
import { ScrollToTop } from './ScrollToTop';
import { TopNav } from './TopNav';
import { useAppBadge } from './useAppBadge';
import { usePageTitle } from './usePageTitle';

// Loaded once user.php names a member (one chunk, `MemberShell.tsx`).
const shell = () => import('./MemberShell');
const MemberRuntime = lazy(() => shell().then((m) => ({ default: m.MemberRuntime })));
const MemberBanners = lazy(() => shell().then((m) => ({ default: m.MemberBanners })));
const MemberPopups = lazy(() => shell().then((m) => ({ default: m.MemberPopups })));

function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link btn btn-light" href="#main">
      {t('nav.skip')}
    </a>
  );
}

/**
 * What every layout shows above its page: the loading bar (SPEC §9) and the offline banner (SPEC §4);
 * a new page starts at its top.
 */
function PageStatus() {
  return (
    <>
      <ScrollToTop />
      <LoadingBar />
      <OfflineBanner />
    </>
  );
}

/** A visitor's title and app-icon badge: the site's title, no count (SPEC §2). */
function VisitorRuntime() {
  usePageTitle(0);
  useAppBadge(0);
  return null;
}

/**
 * `children` for a signed-in member only (loading them lazily, showing nothing meanwhile); with
 * `runtime`, else for visitors, the title and badge without counts.
 */
function ForMember({ children, runtime = false }: { children: ReactNode; runtime?: boolean }) {
  const { data: user } = useUser();
  if (!user) return runtime ? <VisitorRuntime /> : null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/**
 * SPEC §2 default layout: top navigation, warning banners, footer with disclaimer, signup modal.
 * The entry warning of this layout and the chat layout comes drawn by the server with the page
 * (`server/plugins/entry-warning.ts`, wired by `wireEntryWarning.ts`).
 */
export function DefaultLayout() {
  return (
    <SignupModalProvider>
      <ForMember runtime>
        <MemberRuntime />
      </ForMember>
      <SkipLink />
      <PageStatus />
      <TopNav />
      <ForMember>
        <MemberBanners />
      </ForMember>
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <ForMember>
        <MemberPopups />
      </ForMember>
    </SignupModalProvider>
  );
}

/** SPEC §2 chat layout: bare; the entry warning for NL and DE comes with the page (as the default layout's). */
export function ChatLayout() {
  return (
    <>
      <ForMember runtime>
        <MemberRuntime />
      </ForMember>
      <PageStatus />
      <main id="main" className="app-main d-flex flex-column">
        <Outlet />
      </main>
    </>
  );
}

/** SPEC §2 lander layout: a simple top bar with the logo, and the footer. */
export function LanderLayout() {
  return (
    <SignupModalProvider>
      <PageStatus />
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
      <PageStatus />
      <main id="main" className="app-main">
        <Outlet />
      </main>
    </SignupModalProvider>
  );
}
