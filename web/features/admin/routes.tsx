import type { StaffAction } from '@common/staff';
import type { ReactNode } from 'react';
import { trackedLazy as lazy } from '../../lib/trackedLazy';

const AdminPhotosPage = lazy(() => import('./AdminPhotosPage'));
const AdminVerificationsPage = lazy(() => import('./AdminVerificationsPage'));
const FiguresPage = lazy(() => import('./figures/FiguresPage'));
const FictionalListPage = lazy(() => import('./fictional/FictionalListPage'));
const FictionalEditPage = lazy(() => import('./fictional/FictionalEditPage'));
const AdminRefundsPage = lazy(() => import('./AdminRefundsPage'));
const AdminInvitesPage = lazy(() => import('./AdminInvitesPage'));
const StaffPage = lazy(() => import('./StaffPage'));
const AuditPage = lazy(() => import('./AuditPage'));
const MembersPage = lazy(() => import('./members/MembersPage'));
const MemberPage = lazy(() => import('./members/MemberPage'));
const OperatorQueuePage = lazy(() => import('./OperatorQueuePage'));
const OperatorConversationPage = lazy(() => import('./OperatorConversationPage'));
const OperatorFiguresPage = lazy(() => import('./OperatorFiguresPage'));
const SitesPage = lazy(() => import('./settings/SitesPage'));
const SitePage = lazy(() => import('./settings/SitePage'));
const PackagesPage = lazy(() => import('./settings/PackagesPage'));
const DiscountsPage = lazy(() => import('./settings/DiscountsPage'));
const ComplaintsPage = lazy(() => import('./moderation/ComplaintsPage'));
const ComplaintPage = lazy(() => import('./moderation/ComplaintPage'));
const ContactFlagsPage = lazy(() => import('./moderation/ContactFlagsPage'));

/**
 * A back-office page under /admin: its path (relative, e.g. `members/:id`), the page, the action
 * a role needs to see it (common/staff.ts; the server checks it again on every call), and the
 * navigation label key (namespace `backoffice`) when it is in the menu.
 */
export interface AdminRoute {
  path: string;
  element: ReactNode;
  action: StaffAction;
  nav?: string;
}

/** The back office's pages, each its own chunk; the menu shows those with `nav` in this order. */
export const adminRoutes: AdminRoute[] = [
  // Admins' start page candidate: the business figures (Chart.js stays in this page's chunk).
  { path: 'figures', element: <FiguresPage />, action: 'figures.read', nav: 'nav.figures' },
  { path: 'members', element: <MembersPage />, action: 'members.read', nav: 'nav.members' },
  { path: 'members/:id', element: <MemberPage />, action: 'members.read' },
  { path: 'photos', element: <AdminPhotosPage />, action: 'photos.review', nav: 'nav.photos' },
  {
    path: 'verifications',
    element: <AdminVerificationsPage />,
    action: 'photos.review',
    nav: 'nav.verifications',
  },
  { path: 'complaints', element: <ComplaintsPage />, action: 'complaints.read', nav: 'nav.complaints' },
  { path: 'complaints/:id', element: <ComplaintPage />, action: 'complaints.read' },
  {
    path: 'contact-flags',
    element: <ContactFlagsPage />,
    action: 'complaints.read',
    nav: 'nav.contact_flags',
  },
  { path: 'refunds', element: <AdminRefundsPage />, action: 'refunds.manage', nav: 'nav.refunds' },
  { path: 'sites', element: <SitesPage />, action: 'settings.manage', nav: 'nav.sites' },
  { path: 'sites/:domain', element: <SitePage />, action: 'settings.manage' },
  { path: 'packages', element: <PackagesPage />, action: 'settings.manage', nav: 'nav.packages' },
  { path: 'discounts', element: <DiscountsPage />, action: 'discounts.manage', nav: 'nav.discounts' },
  { path: 'invites', element: <AdminInvitesPage />, action: 'invites.manage', nav: 'nav.invites' },
  { path: 'staff', element: <StaffPage />, action: 'staff.manage', nav: 'nav.staff' },
  { path: 'audit', element: <AuditPage />, action: 'audit.read', nav: 'nav.audit' },
  { path: 'fictional', element: <FictionalListPage />, action: 'fictional.manage', nav: 'nav.fictional' },
  { path: 'fictional/new', element: <FictionalEditPage />, action: 'fictional.manage' },
  { path: 'fictional/:id', element: <FictionalEditPage />, action: 'fictional.manage' },
  { path: 'operator', element: <OperatorQueuePage />, action: 'operator.work', nav: 'nav.operator' },
  { path: 'operator/:id', element: <OperatorConversationPage />, action: 'operator.work' },
  {
    // Not under `operator/`: the menu would mark the queue's link active on this page too.
    path: 'operator-figures',
    element: <OperatorFiguresPage />,
    action: 'operator.figures',
    nav: 'nav.operator_figures',
  },
];
