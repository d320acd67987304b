import { type ComponentType, type ReactNode, lazy as reactLazy, Suspense } from 'react';
import { matchPath, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { NotFoundPage } from '../features/errors/NotFoundPage';
// The home page is where most visits start: it ships with the entry chunk, so that its text is
// drawn without waiting for a second download (largest contentful paint).
import HomePage from '../features/home/HomePage';
import { landerRoutes } from '../features/landers/routes';
import { loadingBar } from '../lib/loadingBar';
// `lazy` counts each page chunk's download for the loading bar (SPEC §9), else React's own.
import { trackedLazy as lazy } from '../lib/trackedLazy';
import { ChatLayout, DefaultLayout, EmptyLayout, LanderLayout } from './Layouts';
import { RequireMember } from './RequireMember';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// The member search, where the members area starts (the installed app's start page): entered
// there, its module is loaded before the first drawing (`routesReady`), so that no spinner
// comes between the drawn HTML (`prerender.tsx`) and the page.
let membersPage: ComponentType | null = null;
const loadMembersPage = () =>
  loadingBar.track(import('../features/members/MembersPage')).then((module) => {
    membersPage = module.default;
    return module;
  });
const LazyMembersPage = reactLazy(loadMembersPage);
function MembersRoute() {
  const Loaded = membersPage;
  return Loaded ? <Loaded /> : <LazyMembersPage />;
}

/**
 * Resolves once the page at `pathname` can be drawn without a spinner: the member search's
 * module is loaded when the address is `/members`; at once for other pages.
 */
export function routesReady(pathname: string): Promise<void> {
  return matchPath('/members', pathname) ? loadMembersPage().then(() => undefined) : Promise.resolve();
}

// Route-level code splitting (ARCHITECTURE "web/"): each other feature is its own chunk.
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const SignupPage = lazy(() => import('../features/auth/SignupPage'));
const CompleteSignupPage = lazy(() => import('../features/auth/CompleteSignupPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/ResetPasswordPage'));
const ResetPasswordDoPage = lazy(() => import('../features/auth/ResetPasswordDoPage'));
const ActivateResultPage = lazy(() => import('../features/auth/ActivateResultPage'));
const MailChangeDoPage = lazy(() => import('../features/auth/MailChangeDoPage'));
const SettingsPage = lazy(() => import('../features/settings/SettingsPage'));
const VerificationPage = lazy(() => import('../features/verification/VerificationPage'));
const NotificationsPage = lazy(() => import('../features/notifications/NotificationsPage'));
const UnsubscribePage = lazy(() => import('../features/notifications/UnsubscribePage'));
const LegalPage = lazy(() => import('../features/pages/LegalPage'));
const ProfilePage = lazy(() => import('../features/members/ProfilePage'));
const OwnProfilePage = lazy(() => import('../features/profile/OwnProfilePage'));
const LikesPage = lazy(() => import('../features/likes/LikesPage'));
const LikeOpenPage = lazy(() => import('../features/likes/LikeOpenPage'));
const SwipeGamePage = lazy(() => import('../features/swipe/SwipeGamePage'));
// The back office (issue "Back office"): one lazy shell, its pages in their own chunks (features/admin/routes.tsx).
const AdminApp = lazy(() => import('../features/admin/AdminApp'));
const InviteOnlyPage = lazy(() => import('../features/invites/InviteOnlyPage'));
const ChatsPage = lazy(() => import('../features/chats/ChatsPage'));
const ConversationPage = lazy(() => import('../features/chats/ConversationPage'));
const CreditsPage = lazy(() => import('../features/credits/CreditsPage'));
const CheckoutPage = lazy(() => import('../features/credits/CheckoutPage'));
const RepeatOrderPage = lazy(() => import('../features/credits/RepeatOrderPage'));
const TransactionsPage = lazy(() => import('../features/credits/TransactionsPage'));
const PremiumPage = lazy(() => import('../features/credits/PremiumPage'));
const PricingPage = lazy(() => import('../features/credits/PricingPage'));
const DirectDebitPage = lazy(() => import('../features/credits/DirectDebitPage'));
const ComplaintsPage = lazy(() => import('../features/complaints/ComplaintsPage'));
const LangConfigPage = lazy(() => import('../features/language/LangConfigPage'));
const AccountDeletedPage = lazy(() => import('../features/account/AccountDeletedPage'));
const ReactivatePage = lazy(() => import('../features/account/ReactivatePage'));
const MatchFinderPage = lazy(() => import('../features/matchfinder/MatchFinderPage'));
const SignupMatchesPage = lazy(() => import('../features/matchfinder/SignupMatchesPage'));

const page = (node: ReactNode) => <Suspense fallback={<PageSpinner />}>{node}</Suspense>;
const membersOnly = (node: ReactNode) => page(<RequireMember>{node}</RequireMember>);

/**
 * The routes of SPEC §2 built so far, each in its SPEC layout, which shows the error page when it
 * or its page throws (`RouteErrorBoundary`). `main.tsx` draws them with React Router's
 * declarative `BrowserRouter` (`useRoutes`), `prerender.tsx` renders the entry pages from them
 * at build time on a static router.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <DefaultLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/', element: page(<HomePage />) },
      { path: '/login', element: page(<LoginPage />) },
      { path: '/signup', element: page(<SignupPage />) },
      { path: '/invite-only', element: page(<InviteOnlyPage />) },
      { path: '/match-finder', element: page(<MatchFinderPage />) },
      { path: '/signup-matches', element: page(<SignupMatchesPage />) },
      { path: '/reset-password', element: page(<ResetPasswordPage />) },
      { path: '/reset-password/do', element: page(<ResetPasswordDoPage />) },
      { path: '/activate/done', element: page(<ActivateResultPage ok />) },
      { path: '/activate/error', element: page(<ActivateResultPage ok={false} />) },
      { path: '/mail-change/do', element: page(<MailChangeDoPage />) },
      { path: '/account-deleted', element: page(<AccountDeletedPage />) },
      { path: '/reactivate', element: page(<ReactivatePage />) },
      { path: '/members', element: page(<MembersRoute />) },
      { path: '/members/:id', element: page(<ProfilePage />) },
      { path: '/profile', element: membersOnly(<OwnProfilePage />) },
      { path: '/likes', element: membersOnly(<LikesPage />) },
      { path: '/likes/m/:id', element: membersOnly(<LikeOpenPage />) },
      { path: '/likes/:type', element: membersOnly(<LikesPage />) },
      { path: '/swipe-game', element: membersOnly(<SwipeGamePage />) },
      { path: '/admin/*', element: membersOnly(<AdminApp />) },
      { path: '/chats', element: membersOnly(<ChatsPage />) },
      { path: '/settings', element: membersOnly(<SettingsPage />) },
      { path: '/verification', element: membersOnly(<VerificationPage />) },
      { path: '/notifications', element: membersOnly(<NotificationsPage />) },
      { path: '/unsubscribe', element: page(<UnsubscribePage />) },
      { path: '/credits', element: membersOnly(<CreditsPage />) },
      { path: '/credits/repeat-order', element: membersOnly(<RepeatOrderPage />) },
      { path: '/credits/:id/:method?', element: membersOnly(<CheckoutPage />) },
      { path: '/transactions/:id?', element: membersOnly(<TransactionsPage />) },
      { path: '/directdebit', element: membersOnly(<DirectDebitPage />) },
      { path: '/premium', element: page(<PremiumPage />) },
      { path: '/pricing', element: page(<PricingPage />) },
      { path: '/pages/:page', element: page(<LegalPage />) },
      { path: '/complaints', element: page(<ComplaintsPage />) },
      { path: '/lang-config', element: page(<LangConfigPage />) },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: (
      <RouteErrorBoundary>
        <ChatLayout />
      </RouteErrorBoundary>
    ),
    children: [
      { path: '/chats/:id', element: membersOnly(<ConversationPage by="conversation" />) },
      { path: '/members/:id/chat', element: membersOnly(<ConversationPage by="member" />) },
    ],
  },
  {
    element: (
      <RouteErrorBoundary>
        <LanderLayout />
      </RouteErrorBoundary>
    ),
    children: landerRoutes,
  },
  {
    element: (
      <RouteErrorBoundary>
        <EmptyLayout />
      </RouteErrorBoundary>
    ),
    children: [{ path: '/complete-signup', element: membersOnly(<CompleteSignupPage />) }],
  },
];
