/**
 * The app's dependency container (`app.deps`): the services `buildApp` (server/app.ts) wires once
 * and the routes reach, and the per-route rate limits.
 */
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { JobQueue } from './lib/jobs.ts';
import type { Metrics } from './lib/metrics.ts';
import type { AccountLifecycle } from './modules/account/lifecycle.ts';
import type { createAuthService } from './modules/account/service.ts';
import type { FictionalAdmin } from './modules/admin/fictional-profiles.ts';
import type { MembersAdmin } from './modules/admin/members-admin.ts';
import type { SettingsAdmin } from './modules/admin/settings-admin.ts';
import type { SessionStore } from './modules/auth/sessions.ts';
import type { createChatsService } from './modules/chats/service.ts';
import type { createComplaintsService } from './modules/complaints/service.ts';
import type { createFigures } from './modules/figures/service.ts';
import type { InvitesAdmin } from './modules/invites/invites-admin.ts';
import type { createLikesService } from './modules/likes/service.ts';
import type { Mailer } from './modules/mail/service.ts';
import type { PortraitRenderer } from './modules/media/images.ts';
import type { PhotoStorage } from './modules/media/storage.ts';
import type { createOwnProfileService } from './modules/members/own-profile.ts';
import type { createPhotosService } from './modules/members/photos.ts';
import type { MemberRelations } from './modules/members/relations.ts';
import type { createMembersService } from './modules/members/service.ts';
import type { Verification } from './modules/members/verification.ts';
import type { ModerationAdmin } from './modules/moderation/moderation-admin.ts';
import type { PushSender } from './modules/notifications/push.ts';
import type { OperatorConsole } from './modules/operators/service.ts';
import type { Buyers } from './modules/payments/buyers.ts';
import type { DirectDebit } from './modules/payments/directdebit.ts';
import type { Discounts } from './modules/payments/discounts.ts';
import type { Orders } from './modules/payments/orders.ts';
import type { Packages } from './modules/payments/packages.ts';
import type { DiscountsAdmin, PackagesAdmin } from './modules/payments/pricing-admin.ts';
import type { PaymentProvider } from './modules/payments/provider.ts';
import type { Reconcile } from './modules/payments/reconcile.ts';
import type { Refunds } from './modules/payments/refunds.ts';
import type { Spending } from './modules/payments/spending.ts';
import type { Bus } from './modules/realtime/bus.ts';
import type { ClientFrames } from './modules/realtime/frames.ts';
import type { Hub } from './modules/realtime/hub.ts';
import type { Presence } from './modules/realtime/presence.ts';
import type { Rebalancer } from './modules/realtime/rebalance.ts';
import type { SettingsService } from './modules/settings/service.ts';
import type { createSmsOutbox } from './modules/sms/sms.ts';
import type { StaffAdmin } from './modules/staff/staff-admin.ts';
import type { Readiness } from './plugins/health.ts';

/** Per-route rate limits (requests per window, per client address). */
export interface RateLimits {
  login: { max: number; timeWindow: string };
  signup: { max: number; timeWindow: string };
  reset: { max: number; timeWindow: string };
  /** Complaints filed (SPEC §2 /complaints); without it, signup's limit applies. */
  complaint?: { max: number; timeWindow: string };
  /** Invite-code checks (`GET /api/invite-codes/check`); without it, reset's limit applies. */
  invite?: { max: number; timeWindow: string };
  /**
   * The public showcase of the landers (`GET /api/showcase.php`): a page view asks once or twice,
   * and each new query costs the database a count; without it the route is not limited.
   */
  showcase?: { max: number; timeWindow: string };
  /**
   * Staff second-factor codes (`POST /api/staff/2fa/confirm` and `verify`), counted per staff
   * account so that a code cannot be guessed (issue "Back office"); without it, login's limit applies.
   */
  staffCode?: { max: number; timeWindow: string };
}

/** Production limits: generous for people, tight for scripts. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 20, timeWindow: '1 minute' },
  signup: { max: 10, timeWindow: '1 hour' },
  reset: { max: 5, timeWindow: '1 minute' },
  complaint: { max: 10, timeWindow: '1 hour' },
  invite: { max: 10, timeWindow: '1 minute' },
  showcase: { max: 120, timeWindow: '1 minute' },
  staffCode: { max: 10, timeWindow: '10 minutes' },
};

/** Everything the routes reach through `app.deps`, wired once in `buildApp`. */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  settings: SettingsService;
  sessions: SessionStore;
  mailer: Mailer;
  auth: ReturnType<typeof createAuthService>;
  members: ReturnType<typeof createMembersService>;
  ownProfile: ReturnType<typeof createOwnProfileService>;
  photos: ReturnType<typeof createPhotosService>;
  /** Verified photos: requests, selfies, the face jobs (server/modules/members/verification.ts). */
  verification: Verification;
  likes: ReturnType<typeof createLikesService>;
  chats: ReturnType<typeof createChatsService>;
  complaints: ReturnType<typeof createComplaintsService>;
  /** The payments use cases (server/modules/payments). */
  payments: {
    buyers: Buyers;
    packages: Packages;
    orders: Orders;
    reconcile: Reconcile;
    refunds: Refunds;
    spending: Spending;
  };
  discounts: Discounts;
  directDebit: DirectDebit;
  /** The local SMS outbox (readable at /dev/sms outside production); used unless Twilio is configured. */
  smsOutbox: ReturnType<typeof createSmsOutbox>;
  /** The payment provider: Mollie with MOLLIE_API_KEY, else the sandbox. */
  paymentProvider: PaymentProvider;
  bus: Bus;
  hub: Hub;
  /** Socket rebalancing across processes (rebalance.ts); null with one process (no Redis) or WS_REBALANCE_S=0. */
  rebalancer: Rebalancer | null;
  /** Handlers of the frames clients send on the realtime socket, registered by the modules (chats: `typing`). */
  clientFrames: ClientFrames;
  /** What members' visibility rules ask likes, chats and operators (members/relations.ts). */
  memberRelations: MemberRelations;
  /** Whether this process takes traffic (`/readyz`); `serve.ts` sets `draining` on SIGTERM. */
  readiness: Readiness;
  /** Web push to members' browsers (notifications/push.ts; VAPID keys from notifications/vapid.ts). */
  push: PushSender;
  /** Who has a socket open, in any process (realtime_presence). */
  presence: Presence;
  /** Background jobs (pg-boss): the purge of deleted accounts. */
  jobs: JobQueue;
  /** Deletion, reactivation and purge of accounts (server/modules/account). */
  account: AccountLifecycle;
  storage: PhotoStorage;
  /** Draws demo members' photos on their first request (`portraits.ts`); stored in `storage` after. */
  renderPortrait: PortraitRenderer;
  rateLimits: RateLimits;
  /** This app's Prometheus metrics (server/lib/metrics.ts); `metrics.text()` is what `/metrics` serves. */
  metrics: Metrics;
  /** The back office's use cases on members and money (server/modules/admin/members-admin.ts). */
  membersAdmin: MembersAdmin;
  /** The back office's moderation and complaints use cases (server/modules/moderation/moderation-admin.ts). */
  moderationAdmin: ModerationAdmin;
  /** The back office's settings use cases (server/modules/settings/settings-admin.ts). */
  settingsAdmin: SettingsAdmin;
  /** The back office's credit packages use cases (server/modules/payments/pricing-admin.ts). */
  packagesAdmin: PackagesAdmin;
  /** The back office's discount codes use cases (server/modules/payments/pricing-admin.ts). */
  discountsAdmin: DiscountsAdmin;
  /** The back office's invite codes use cases (server/modules/invites/invites-admin.ts). */
  invitesAdmin: InvitesAdmin;
  /** The admins' staff and audit log use cases (server/modules/staff/staff-admin.ts). */
  staffAdmin: StaffAdmin;
  /** The back office's fictional profiles (server/modules/admin/fictional-profiles.ts). */
  fictionalAdmin: FictionalAdmin;
  /** The operator console (server/modules/operators/service.ts). */
  operatorConsole: OperatorConsole;
  /** The business figures (server/modules/figures/service.ts). */
  figures: ReturnType<typeof createFigures>;
}

// `request.member`, `request.site`, `request.locale` and `app.context()`: plugins/request-context.ts.
declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
