/**
 * Staff roles and what each may do in the back office (issue "Back office"). Least privilege: one
 * policy entry per action, checked on the server for every route under `/api/admin`
 * (`server/plugins/staff-guard.ts`) and used by the web client only to hide what a role cannot use.
 */

/** Every account role; `member` is not staff. */
export const ROLES = ['member', 'admin', 'moderator', 'operator', 'support'] as const;
/** An account's role. */
export type Role = (typeof ROLES)[number];

/** The staff roles, most powerful first. */
export const STAFF_ROLES = ['admin', 'moderator', 'operator', 'support'] as const;
/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True for a staff role (not `member`). */
export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Each back-office action and the roles allowed to take it. A route under `/api/admin` names
 * exactly one action (`config.staff`); reading and writing are separate actions where the roles
 * differ.
 */
export const STAFF_POLICY = {
  /** The photo review queue: list and approve or reject. */
  'photos.review': ['admin', 'moderator'],
  /** The complaints queue: read complaints and their history. */
  'complaints.read': ['admin', 'moderator'],
  /** Decide a complaint or an appeal, with a written reason (DSA art. 17, 20). */
  'complaints.decide': ['admin', 'moderator'],
  /** Warn, ban and unban members; hide a message. */
  'members.moderate': ['admin', 'moderator'],
  /** Find and read members: search, the member page (metadata), duplicate-account signals. */
  'members.read': ['admin', 'moderator', 'support'],
  /** Read a conversation's messages (only with a reason, which is logged). */
  'messages.read': ['admin', 'moderator', 'support'],
  /** Deactivate, reactivate, delete a member; export their data. */
  'members.manage': ['admin', 'support'],
  /** Add or take credits through a ledger entry with a reason. */
  'credits.adjust': ['admin', 'support'],
  /** Refund requests: list and refund. */
  'refunds.manage': ['admin', 'support'],
  /** Create and edit fictional profiles. */
  'fictional.manage': ['admin'],
  /** The operator console: queue, leases, answering as a fictional profile, notes. */
  'operator.work': ['admin', 'operator'],
  /** Operator figures: messages and response times per operator and period. */
  'operator.figures': ['admin'],
  /** Site settings, packages, payment methods, company info and legal texts per site. */
  'settings.manage': ['admin'],
  /** Discount codes. */
  'discounts.manage': ['admin'],
  /** Invite codes of invite-only sites. */
  'invites.manage': ['admin'],
  /** Grant and take staff roles. */
  'staff.manage': ['admin'],
  /** Read the audit log. */
  'audit.read': ['admin'],
  /** The business figures dashboard. */
  'figures.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A back-office action (a key of `STAFF_POLICY`). */
export type StaffAction = keyof typeof STAFF_POLICY;

/** Every back-office action. */
export const STAFF_ACTIONS = Object.keys(STAFF_POLICY) as StaffAction[];

/** Whether an account with `role` may take `action` (false for members and unknown roles). */
export function can(role: string | null | undefined, action: StaffAction): boolean {
  return (STAFF_POLICY[action] as readonly string[]).includes(role ?? '');
}

/** Staff sessions last this long (seconds), against 30 days for members. */
export const STAFF_SESSION_S = 12 * 3600;

/** An operator's lease on a conversation lasts this long (seconds) unless renewed. */
export const OPERATOR_LEASE_S = 5 * 60;
