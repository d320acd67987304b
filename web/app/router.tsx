import { type ReactNode, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { ErrorPage } from '../features/errors/ErrorPage';
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
 * The routes of SPEC §2 built so far, each in its SPEC layout. `main.tsx` makes the browser's
 * router from them, `prerender.tsx` renders the home page from them at build time.
 */
export const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    errorElement: <ErrorPage />,
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
      // The member search, where the members area starts (the installed app's start page): a
      // lazy route of the router, which loads its chunk before it draws the page (no spinner
      // between the drawn HTML and the page, `prerender.tsx`).
      {
        path: '/members',
        lazy: () =>
          loadingBar.track(import('../features/members/MembersPage')).then((m) => ({ Component: m.default })),
      },
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
    element: <ChatLayout />,
    errorElement: <ErrorPage />,
    children: [
      { path: '/chats/:id', element: membersOnly(<ConversationPage by="conversation" />) },
      { path: '/members/:id/chat', element: membersOnly(<ConversationPage by="member" />) },
    ],
  },
  {
    element: <LanderLayout />,
    errorElement: <ErrorPage />,
    children: landerRoutes,
  },
  {
    element: <EmptyLayout />,
    errorElement: <ErrorPage />,
    children: [{ path: '/complete-signup', element: membersOnly(<CompleteSignupPage />) }],
  },
];
