/**
 * What the site mails (issue: notifications; SPEC §2, §3, §4): the kinds, the values each kind's
 * template needs (`MailParams`) and the request a caller hands to `Mailer.send`. Typed per kind,
 * so a caller cannot forget a value nor the link behind a mail's button.
 */

/** A member proposed in the weekly update (at most 6 per mail). */
export interface SuggestedMember {
  /** Profile name, as the member typed it (escaped when rendered). */
  name: string;
  /** Age in years. */
  age: number;
  /** City or region shown under the name; '' shows the age alone. */
  city: string;
  /** Absolute URL of the approved main photo (thumbnail), or null for the placeholder. */
  photoUrl: string | null;
  /** Absolute URL of the profile page, e.g. `https://…/members/42`. */
  link: string;
}

/** No values beyond the site's name. */
type NoParams = Record<never, never>;

/**
 * The values of each mail kind's texts (i18n keys `mail.<kind>.*`). Names are member-supplied and
 * escaped in the HTML; dates are instants, formatted in the member's language and the site's time
 * zone; amounts are integer cents of an ISO 4217 currency.
 */
export interface MailParams {
  /** SPEC §4 activation link (button: the `/api/activate?token=` link). */
  activation: NoParams;
  /** Password reset link (button), valid `minutes`. */
  password_reset: { minutes: number };
  /** Confirmation of a new address (button), sent to the new address. */
  email_change: NoParams;
  /** Notice to the old address that `email` was asked for (no button). */
  email_change_notice: { email: string };
  /** Reactivation link (button) of a deleted account, valid `days` after the deletion. */
  reactivation: { days: number };
  /** DSA complaint received under `reference` (button: the complaint's page). */
  complaint_received: { reference: string };
  /**
   * DSA art. 17: the reporter is told the `decision` (a `ComplaintDecision` code) on complaint
   * `reference` and the staff's written `reason`, and that they may appeal once within 6 months
   * (button: the complaint's page).
   */
  complaint_decided: { reference: string; decision: string; reason: string };
  /**
   * DSA art. 17 statement of reasons to the reported member: the `decision` about them, the
   * written `reason`, and how to appeal once within 6 months (button: their decisions page).
   */
  moderation_decision: { reference: string; decision: string; reason: string };
  /** DSA art. 20: the appeal on complaint `reference` was `upheld` or `reversed`, with the `reason` (button: the complaints page). */
  appeal_decided: { reference: string; decision: 'upheld' | 'reversed'; reason: string };
  /** A member wrote for the first time (button: the conversation); `preview`: the start of the message. */
  new_conversation: { name: string; preview?: string; photoUrl?: string | null };
  /** New message(s) in a conversation (button: the conversation); one mail per quiet period. */
  new_message: { name: string; preview?: string; photoUrl?: string | null };
  /** `name` liked the member (button: their profile). */
  like: { name: string; photoUrl?: string | null };
  /** The member and `name` like each other (button: their profile). */
  match: { name: string; photoUrl?: string | null };
  /** `count` messages are still unread (button: the chats). */
  unread_message_reminder: { count: number };
  /** Up to 6 suggested members (more are dropped; button: the member search). */
  weekly_update: { members: SuggestedMember[] };
  /** A discount of `percent` % with `code` until `validUntil` (button: the credit packages). Opt-in only. */
  promotion: { percent: number; code: string; validUntil: Date };
  /** Receipt of paid order `orderId`: `credits` for `amountCents` `currency`, paid at `paidAt` (button: the transactions). */
  payment_receipt: { orderId: number; credits: number; amountCents: number; currency: string; paidAt: Date };
  /** Notice that the password was changed (button: the password-reset page, for a member who did not). */
  password_changed: NoParams;
}

/** The mails the site sends; each has i18n keys `mail.<kind>.*` in every locale. */
export type MailKind = keyof MailParams;

/** The kinds that tell of activity or offers (SPEC §3 notification kinds): `unsubscribeUrl` is required. */
export const NOTIFICATION_MAIL_KINDS = [
  'new_conversation',
  'new_message',
  'like',
  'match',
  'unread_message_reminder',
  'weekly_update',
  'promotion',
] as const satisfies readonly MailKind[];

/** A notification mail's kind (see `NOTIFICATION_MAIL_KINDS`). */
export type NotificationMailKind = (typeof NOTIFICATION_MAIL_KINDS)[number];

/** The kinds without a button: `link` is not taken. */
type UnlinkedKind = 'email_change_notice';

/** `params` is optional only for kinds that need no values. */
type ParamsOf<K extends MailKind> = keyof MailParams[K] extends never
  ? { params?: MailParams[K] }
  : { params: MailParams[K] };

/** `link` (absolute URL behind the button) is required for every kind with a button. */
type LinkOf<K extends MailKind> = K extends UnlinkedKind ? { link?: undefined } : { link: string };

/**
 * RFC 8058 one-click unsubscribe URL (`https://…/api/mail/unsubscribe?token=…`): required for
 * notification kinds, optional for account mails. When set the message carries `List-Unsubscribe`
 * and `List-Unsubscribe-Post`, and the footer links to the `/unsubscribe?token=…` page.
 */
type UnsubscribeOf<K extends MailKind> = K extends NotificationMailKind
  ? { unsubscribeUrl: string }
  : { unsubscribeUrl?: string };

/**
 * One mail of kind `K` to send: recipient, language (a Locale code; unknown ones render Dutch) and
 * the kind's values. `about`: the other members it names or quotes (a message's sender, a like's
 * giver, a complaint's other party, suggested members); the purge of one deletes the mail.
 */
export type MailOf<K extends MailKind> = {
  to: string;
  kind: K;
  locale: string;
  /**
   * The recipient's profile name for the greeting ("Hallo Eva,"; member-supplied, escaped in the
   * HTML). Left out, the mailer finds it by `to` (the account with that address); an address
   * without an account (a new address to confirm) is greeted without a name.
   */
  name?: string;
  about?: readonly number[];
} & LinkOf<K> &
  ParamsOf<K> &
  UnsubscribeOf<K>;

/** One mail to send, of any kind (a union discriminated by `kind`). */
export type MailRequest = { [K in MailKind]: MailOf<K> }[MailKind];

/** A mail as a caller describes it before the recipient is known: `MailRequest` less `to`, `locale`, `name` and `unsubscribeUrl`. */
export type MailContent = {
  [K in MailKind]: Omit<MailOf<K>, 'to' | 'locale' | 'name' | 'unsubscribeUrl'>;
}[MailKind];

/** A rendered mail: subject, HTML document and plain text. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** What the layout shows of the site: its name, the company of the footer and its time zone. */
export interface MailSite {
  /** The site's name, e.g. "Amora". */
  name: string;
  /** SPEC §3 company info for the footer's line, e.g. "Amora B.V. · Herengracht 100, 1015 BS Amsterdam · KvK 12345678". */
  company: { name: string; address: string; city: string; kvk: string };
  /** IANA time zone of dates in mails, e.g. "Europe/Amsterdam". */
  timeZone: string;
}
