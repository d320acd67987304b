/**
 * The registry of the API's operations (issue "contract"): for every documented route, by
 * `METHOD /path` in Fastify's form, what its zod schemas cannot say: the operation's id and summary,
 * a description when the route has none, who may call it when its `config` does not tell
 * (`security`), the error codes its use case can answer beyond those its declarations imply
 * (`derivedErrors` in ./document.ts: validation, session, staff, origin, rate limit, internal), and
 * request bodies and answers of other content types (multipart uploads, forms, redirects, files).
 * A test keeps it and the registered routes one to one (./operations.test.ts), and the API tests
 * validate every answer against the document it completes (server/test/openapi-responses.ts).
 */
import type { ErrorCode } from '@common/errors';

/** A JSON schema as it appears in the document. */
export type JsonSchema = Record<string, unknown>;

/** An OpenAPI response object. */
export interface ResponseObject {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
}

/**
 * Who may call an operation: anyone (`public`), a signed-in account (`session`), a staff account
 * that passed the second factor (`staff`), or the mail provider with its bearer secret (`bearer`).
 */
export type Security = 'public' | 'session' | 'staff' | 'bearer';

/** One operation's entry. */
export interface OperationDoc {
  /** `operationId`: camelCase, unique. */
  id: string;
  /** One line: what the operation does. */
  summary: string;
  /** The description, for routes whose schema has none. */
  description?: string;
  /** Who may call it; default from the route's `config.auth` / `config.staff`, else public. */
  security?: Security;
  /** Error codes the operation answers beyond the derived ones. */
  errors?: ErrorCode[];
  /** Request bodies of content types other than the route's JSON schema (merged into it). */
  body?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  /** The JSON body schema is also taken as these content types (e.g. a form). */
  bodyAlsoAs?: string[];
  /** Answers to add or replace by status; null removes a generated one. */
  responses?: Record<string, ResponseObject | null>;
}

const upload = (field: string): OperationDoc['body'] => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          [field]: {
            type: 'string',
            format: 'binary',
            description: 'JPEG, PNG, WebP or AVIF, at most 10 MiB.',
          },
        },
        required: [field],
      },
    },
  },
});

const redirect = (description: string): ResponseObject => ({
  description,
  headers: { Location: { description: 'Where the browser goes next.', schema: { type: 'string' } } },
});

const PHOTO_UPLOAD: ErrorCode[] = ['validation', 'photo_limit', 'unsupported_media_type'];

/** Every documented operation, by `METHOD /path` (Fastify's form). */
export const OPERATIONS: Record<string, OperationDoc> = {
  // Site
  'GET /api/settings.php': {
    id: 'getSiteSettings',
    summary: 'Site settings',
    description: 'The settings of the site (SPEC §3) the request’s host belongs to, for the web client.',
  },
  'GET /api/interests.php': {
    id: 'listInterests',
    summary: 'Interests',
    description: 'The interests a profile can choose from (SPEC §3), in the request’s language.',
  },
  'GET /api/regions.php': {
    id: 'listRegions',
    summary: 'Regions',
    description: 'The regions of the supported countries (SPEC §3), for the profile and search forms.',
  },
  'GET /api/legal/overrides': { id: 'getLegalOverrides', summary: 'Legal texts of this site' },
  'GET /api/companyinfo.php': {
    id: 'getCompanyInfo',
    summary: 'Company details',
    description:
      'The company behind the site (SPEC §3): name, address, registration and VAT numbers, support.',
  },
  // Accounts
  'GET /api/user.php': {
    id: 'getCurrentUser',
    summary: 'The signed-in member',
    description: 'The signed-in member (`user`, SPEC §3 fields), or `user: null` for a visitor.',
  },
  'POST /api/user.php': {
    id: 'login',
    summary: 'Log in (or save a push subscription)',
    errors: ['login_failed', 'login_blocked', 'account_banned', 'account_deleted', 'authentication_required'],
  },
  'PUT /api/user.php': {
    id: 'setLanguage',
    summary: 'Change the language',
    description: 'Sets the signed-in member’s language (`{language}`); answers the member.',
  },
  'GET /api/logout.php': { id: 'logout', summary: 'Log out' },
  'POST /api/page-hidden.php': {
    id: 'pageHidden',
    summary: 'Page hidden beacon',
    responses: { 204: { description: 'Recorded (or nothing to record); no body.' } },
  },
  'POST /api/signup': {
    id: 'signup',
    summary: 'Sign up',
    description:
      'Creates an account and its profile (SPEC §2 signup), mails the activation link and logs in. ' +
      '409 email_taken; on an invite-only site a valid invite code is required.',
    errors: [
      'email_taken',
      'signups_closed',
      'invite_required',
      'invite_invalid',
      'invite_expired',
      'invite_used_up',
    ],
  },
  'POST /api/activation/resend': {
    id: 'resendActivation',
    summary: 'Mail the activation link again',
    description: 'Mails the signed-in, not yet confirmed member a fresh activation link.',
  },
  'GET /api/activate': {
    id: 'activate',
    summary: 'Activate the account (mailed link)',
    description:
      'The mailed activation link: confirms the e-mail address and redirects the browser to ' +
      '/activate/done, or to /activate/error when the token is unknown or expired.',
    responses: { 302: redirect('To /activate/done or /activate/error.') },
  },
  'POST /api/password-reset': {
    id: 'requestPasswordReset',
    summary: 'Mail a password reset link',
    description:
      'Mails a reset link to the address when it has an account; the same answer for unknown ones.',
  },
  'POST /api/password-reset/do': {
    id: 'resetPassword',
    summary: 'Set a new password (mailed link)',
    description: 'Sets the password with the mailed reset token; 410 link_expired when used or too old.',
    errors: ['link_expired'],
  },
  'PUT /api/account/password': {
    id: 'changePassword',
    summary: 'Change the password',
    description: 'Changes the signed-in member’s password; the old one must be given and right.',
  },
  'POST /api/account/email': {
    id: 'requestEmailChange',
    summary: 'Change the e-mail address',
    description: 'Mails a confirmation link to the new address; 409 email_taken when another account has it.',
    errors: ['email_taken'],
  },
  'POST /api/mail-change/do': {
    id: 'confirmEmailChange',
    summary: 'Confirm the new e-mail address (mailed link)',
    description: 'Confirms the new address with the mailed token; 410 link_expired when used or too old.',
    errors: ['link_expired', 'email_taken'],
  },
  'DELETE /api/account': { id: 'deleteAccount', summary: 'Delete the account' },
  'POST /api/account/reactivate': {
    id: 'reactivateAccount',
    summary: 'Reactivate a deleted account (mailed link)',
    errors: ['link_expired'],
  },
  'POST /api/account/stay-discount': {
    id: 'getStayDiscount',
    summary: 'Discount instead of deleting',
    errors: ['code_not_found'],
  },
  'GET /api/account/export': {
    id: 'exportOwnData',
    summary: 'Export the member’s own data',
    responses: {
      200: {
        description: 'JSON inline or as an attachment; with `format=zip` a zip archive.',
        content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
      },
    },
  },
  'GET /api/account/warnings': { id: 'listOwnWarnings', summary: 'Moderators’ warnings to read' },
  'POST /api/account/warnings/:id/ack': {
    id: 'acknowledgeWarning',
    summary: 'Acknowledge a warning',
    errors: ['not_found'],
  },
  // Members and profile
  'GET /api/members': {
    id: 'searchMembers',
    summary: 'Search members',
    description:
      'Profile cards matching the search (SPEC §2 search), a page at a time, with the number of results. ' +
      'Visitors only where the site allows searching logged out, else 403 authentication_required.',
    errors: ['authentication_required'],
  },
  'GET /api/members/:id': {
    id: 'getMember',
    summary: 'A member’s profile',
    description:
      'A profile with its photos; 404 when unknown or hidden, 403 blocked between the two members.',
    errors: ['not_found', 'blocked', 'authentication_required'],
  },
  'GET /api/profile': {
    id: 'getOwnProfile',
    summary: 'The member’s own profile',
    description: 'The signed-in member’s profile form fields and photos.',
  },
  'PUT /api/profile': {
    id: 'updateOwnProfile',
    summary: 'Save the member’s own profile',
    description: 'Saves the profile form (SPEC §3 fields); answers the profile.',
  },
  'GET /api/profile/search-defaults': { id: 'getSearchDefaults', summary: 'Where the member search starts' },
  'PUT /api/profile/search-defaults': { id: 'setSearchDefaults', summary: 'Save the match finder' },
  'PUT /api/account/invisible': { id: 'setInvisible', summary: 'Invisible mode', errors: ['premium_only'] },
  'POST /api/photos': {
    id: 'uploadPhoto',
    summary: 'Upload a photo',
    errors: PHOTO_UPLOAD,
    body: upload('photo'),
  },
  'GET /api/verification': { id: 'getVerification', summary: 'Verified photos: badge, request, setting' },
  'POST /api/verification': {
    id: 'requestVerification',
    summary: 'Ask for verification (a pose is drawn)',
    errors: ['forbidden', 'not_found'],
  },
  'POST /api/verification/selfie': {
    id: 'sendVerificationSelfie',
    summary: 'Send the selfie in the drawn pose',
    errors: ['validation', 'forbidden', 'not_found', 'unsupported_media_type'],
    body: upload('selfie'),
  },
  'PUT /api/verification/contact-only': {
    id: 'setVerifiedContactOnly',
    summary: 'Only verified members may start a conversation with me',
  },
  'DELETE /api/photos/:id': {
    id: 'deletePhoto',
    summary: 'Delete a photo',
    description: 'Deletes one of the member’s own photos; the next one becomes the main photo.',
    errors: ['not_found'],
  },
  'PUT /api/photos/:id/main': {
    id: 'setMainPhoto',
    summary: 'Make a photo the main photo',
    description: 'Makes one of the member’s own photos the main photo.',
    errors: ['not_found'],
  },
  'GET /api/showcase.php': { id: 'getShowcase', summary: 'Members for the landers' },
  'GET /api/geocode.php': {
    id: 'geocode',
    summary: 'Place of a position',
    description: 'The country, region and city nearest to `lat`/`lon` (the profile form’s location button).',
    errors: ['not_found'],
  },
  // Likes, swipe game, blocks
  'GET /api/likes.php': {
    id: 'listLikes',
    summary: 'Likes and matches',
    description: 'The profiles the member liked, and who liked the member (`like_new` for unseen likes).',
  },
  'POST /api/likes/:profileId': {
    id: 'like',
    summary: 'Like a profile',
    description: 'Likes a profile; `match` is true when the like is mutual.',
    errors: ['not_found', 'blocked', 'forbidden', 'swipe_limit'],
  },
  'DELETE /api/likes/:profileId': {
    id: 'unlike',
    summary: 'Take a like back',
    description: 'Removes the member’s like of a profile.',
    errors: ['not_found'],
  },
  'POST /api/likes/:profileId/seen': {
    id: 'markLikeSeen',
    summary: 'Mark a like as seen',
    description: 'The member saw that this profile liked them (`like_new` false).',
    errors: ['not_found'],
  },
  'GET /api/auto-like.php': {
    id: 'getAutoLike',
    summary: 'Like popup profile',
    description: 'A profile for the like popup (SPEC §7), with its main image; 404 when there is none.',
    errors: ['not_found'],
  },
  'GET /api/swipe-game': {
    id: 'nextSwipeProfile',
    summary: 'Next profile of the swipe game',
    description:
      'The next profile to like or pass; 429 swipe_limit with `wait_hours` when the day’s swipes are used.',
    errors: ['swipe_limit'],
  },
  'POST /api/swipe-game/pass/:profileId': {
    id: 'passSwipeProfile',
    summary: 'Pass a profile in the swipe game',
    description: 'Skips the profile in the swipe game.',
    errors: ['not_found', 'swipe_limit'],
  },
  'GET /api/blocks': {
    id: 'listBlocks',
    summary: 'Blocked members',
    description: 'The profiles the member blocked.',
  },
  'POST /api/blocks/:profileId': {
    id: 'block',
    summary: 'Block a member',
    description: 'Blocks a member: neither sees or writes to the other any more.',
    errors: ['not_found'],
  },
  'DELETE /api/blocks/:profileId': {
    id: 'unblock',
    summary: 'Unblock a member',
    description: 'Lifts the member’s block of a profile.',
    errors: ['not_found'],
  },
  // Chats
  'GET /api/chats.php': {
    id: 'listChats',
    summary: 'Conversations',
    description: 'The member’s conversations with the other profile, unread count and last message.',
  },
  'DELETE /api/chat.php': {
    id: 'deleteChat',
    summary: 'Delete a conversation',
    description: 'Removes a conversation from the member’s list (`{conversation: id}`).',
    errors: ['not_found'],
  },
  'GET /api/chats/:id/messages': {
    id: 'listMessages',
    summary: 'Messages of a conversation',
    description: 'A page of messages before `before`, newest last, and whether there are more.',
    errors: ['not_found'],
  },
  'POST /api/chats/:id/read': {
    id: 'markChatRead',
    summary: 'Mark a conversation read',
    description: 'The member read the conversation up to now.',
    errors: ['not_found'],
  },
  'POST /api/messages': {
    id: 'sendMessage',
    summary: 'Send a message',
    description:
      'Sends a text, image or gift message to a profile (SPEC §2 chat), charging credits where due; ' +
      '201 for a new message, 200 for a retry with the same `client_id`.',
    errors: [
      'not_found',
      'blocked',
      'insufficient_credits',
      'conversation_limit',
      'not_confirmed',
      'client_id_conflict',
      'forbidden',
      'confirm_required',
      'verified_only',
    ],
  },
  'POST /api/nudges/:id/edited': {
    id: 'nudgeEdited',
    summary: 'Edit instead of sending after a nudge',
    errors: ['not_found'],
  },
  'POST /api/chat-images': {
    id: 'uploadChatImage',
    summary: 'Upload a chat image',
    errors: ['validation', 'unsupported_media_type'],
    body: upload('image'),
  },
  'POST /api/messages/:id/reveal': {
    id: 'revealChatImage',
    summary: 'Open a blurred chat image',
    errors: ['not_found'],
  },
  'GET /api/chat-settings': {
    id: 'getChatSettings',
    summary: 'The member’s chat image setting',
    description:
      '`blur_images` (default true): received images still being screened or flagged as explicit show blurred until tapped.',
  },
  'PUT /api/chat-settings': {
    id: 'setChatSettings',
    summary: 'Change the member’s chat image setting',
    description: 'Turn blurring of received explicit images on or off (docs/safety.md "Explicit images").',
  },
  'DELETE /api/messages/:id': {
    id: 'deleteMessage',
    summary: 'Delete a message',
    description: 'Deletes one of the member’s own messages for both members.',
    errors: ['not_found'],
  },
  // Complaints
  'POST /api/complaints': { id: 'fileComplaint', summary: 'File a complaint' },
  'GET /api/complaints': { id: 'listOwnComplaints', summary: 'The member’s complaints' },
  'GET /api/complaints/decisions': { id: 'listDecisionsAboutMe', summary: 'Decisions about the member' },
  'POST /api/complaints/:id/appeal': {
    id: 'appealDecision',
    summary: 'Appeal a decision',
    errors: ['not_found', 'appeal_not_possible', 'complaint_closed'],
  },
  // Credits and payments
  'POST /api/directdebit': {
    id: 'startDirectDebit',
    summary: 'Start a direct debit mandate',
    errors: ['not_found', 'directdebit_blocked', 'directdebit_limit', 'spending_limit', 'sms_unavailable'],
  },
  'POST /api/directdebit/:id/confirm': {
    id: 'confirmDirectDebit',
    summary: 'Sign a direct debit mandate',
    errors: ['not_found', 'sms_code_invalid', 'spending_limit'],
  },
  'GET /api/credits/packages': {
    id: 'listCreditPackages',
    summary: 'Credit packages',
    description: 'The credit packages and payment methods offered to the member, prices in cents.',
  },
  'POST /api/orders': {
    id: 'createOrder',
    summary: 'Order credits',
    description: 'Orders a credit package with a payment method; answers the order and the checkout address.',
    errors: ['not_found', 'code_not_found', 'code_used', 'spending_limit', 'payment_unavailable'],
  },
  'POST /api/orders/repeat': {
    id: 'repeatOrder',
    summary: 'Order the last package again',
    description: 'Like ordering, for the package and method of the member’s last paid order.',
    errors: ['not_found', 'spending_limit', 'payment_unavailable'],
  },
  'GET /api/spending-limit': {
    id: 'getSpendingLimit',
    summary: 'The member’s own spending limit',
    description:
      'The monthly limit on credit purchases the member chose (cents), a raise or removal waiting 72 hours, ' +
      'and what was spent and is left this calendar month (Europe/Amsterdam).',
  },
  'PUT /api/spending-limit': {
    id: 'setSpendingLimit',
    summary: 'Set the member’s own spending limit',
    description:
      'Sets the monthly limit in cents (null removes it). A first limit or a lower one holds at once; ' +
      'a higher one or a removal takes effect after 72 hours.',
  },
  'DELETE /api/spending-limit/pending': {
    id: 'cancelSpendingLimitRaise',
    summary: 'Cancel a waiting raise of the spending limit',
    description: 'Drops the raise or removal of the limit that waits its 72 hours; the current limit stays.',
  },
  'GET /api/spending-statement': {
    id: 'getSpendingStatement',
    summary: 'Monthly statement of spending',
    description:
      'This calendar month and the eleven before it (Europe/Amsterdam), newest first: purchases and ' +
      'refunds with their totals in cents.',
  },
  'GET /api/orders/last': {
    id: 'getLastOrder',
    summary: 'The last paid order',
    description: 'The member’s last paid order, for the repeat-order button.',
  },
  'GET /api/orders/:id': {
    id: 'getOrder',
    summary: 'An order',
    description: 'One of the member’s orders with its status (pending, paid, failed, cancelled).',
    errors: ['not_found'],
  },
  'POST /api/orders/:id/refund': {
    id: 'requestRefund',
    summary: 'Ask for a refund',
    description: 'Asks for the refund of an order within the site’s refund days (SPEC §2).',
    errors: ['not_found', 'refund_not_possible'],
  },
  'GET /api/transactions': {
    id: 'listTransactions',
    summary: 'Payment history',
    description: 'The member’s orders and refunds, newest first.',
  },
  'POST /api/payments/webhook': {
    id: 'paymentWebhook',
    summary: 'Payment provider webhook',
    bodyAlsoAs: ['application/x-www-form-urlencoded'],
    responses: { 200: { description: 'Processed; no body.' } },
  },
  'GET /api/discountcode.php': {
    id: 'getDiscountCode',
    summary: 'Check a discount code',
    description:
      'A discount code (SPEC §3) by `code`, or the welcome discount with `welcome=true`; 404 code_not_found, ' +
      '409 code_used.',
    errors: ['code_not_found', 'code_used', 'not_found'],
  },
  // Notifications and mail
  'GET /api/notifications': { id: 'getNotificationPreferences', summary: 'Notification preferences' },
  'PUT /api/notifications': { id: 'setNotificationPreferences', summary: 'Change notification preferences' },
  'GET /api/notifications/state': { id: 'getNotificationState', summary: 'Alert and prompt state' },
  'POST /api/notifications/dismiss': {
    id: 'dismissNotificationPrompt',
    summary: 'Dismiss an alert or prompt',
  },
  'POST /api/notifications/mail/enable': { id: 'enableMail', summary: 'Turn e-mail back on' },
  'POST /api/mail/unsubscribe': {
    id: 'unsubscribeOneClick',
    summary: 'One-click unsubscribe (RFC 8058)',
    errors: ['unsubscribe_invalid'],
    body: {
      required: false,
      content: {
        'application/x-www-form-urlencoded': {
          schema: {
            type: 'object',
            properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
          },
        },
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { 'List-Unsubscribe': { type: 'string', enum: ['One-Click'] } },
          },
        },
      },
    },
  },
  'POST /api/mail/events': {
    id: 'mailEvents',
    summary: 'Mail provider bounces and complaints',
    security: 'bearer',
    errors: ['not_found', 'forbidden'],
  },
  // Invites
  'GET /api/invite-codes/check': { id: 'checkInviteCode', summary: 'Check an invite code' },
  // Staff sign-in
  'GET /api/staff/me': { id: 'getStaffMe', summary: 'The signed-in staff member' },
  'POST /api/staff/2fa/enrol': { id: 'enrolSecondFactor', summary: 'Start TOTP enrolment' },
  'POST /api/staff/2fa/confirm': {
    id: 'confirmSecondFactor',
    summary: 'Confirm TOTP enrolment',
    errors: ['second_factor_invalid'],
  },
  'POST /api/staff/2fa/verify': {
    id: 'verifySecondFactor',
    summary: 'Pass the second factor',
    errors: ['second_factor_invalid'],
  },
  // Back office: moderation
  'GET /api/admin/photos': {
    id: 'adminListPhotos',
    summary: 'Photos to review',
    description: 'Photos waiting for review (SPEC §3 photo status), oldest first.',
  },
  'POST /api/admin/photos/review': {
    id: 'adminReviewPhotos',
    summary: 'Approve or reject photos',
    description: 'Approves or rejects reviewed photos; each decision is audited.',
    errors: ['not_found'],
  },
  'GET /api/admin/refunds': {
    id: 'adminListRefunds',
    summary: 'Refund requests',
    description: 'Refunds members asked for, waiting for a decision.',
  },
  'POST /api/admin/refunds/:id': {
    id: 'adminDecideRefund',
    summary: 'Decide a refund request',
    description:
      'Grants or refuses a refund request; a granted one is refunded through the payment provider.',
    errors: ['not_found', 'refund_not_possible', 'payment_unavailable'],
  },
  'GET /api/admin/complaints': { id: 'adminListComplaints', summary: 'Complaints queue' },
  'GET /api/admin/complaints/:id': { id: 'adminGetComplaint', summary: 'A complaint', errors: ['not_found'] },
  'POST /api/admin/complaints/:id/decision': {
    id: 'adminDecideComplaint',
    summary: 'Decide a complaint',
    errors: ['not_found', 'complaint_closed'],
  },
  'POST /api/admin/complaints/:id/appeal-decision': {
    id: 'adminDecideAppeal',
    summary: 'Decide an appeal',
    errors: ['not_found', 'complaint_closed'],
  },
  'GET /api/admin/members/:id/sanctions': {
    id: 'adminListSanctions',
    summary: 'A member’s sanctions',
    errors: ['not_found'],
  },
  'POST /api/admin/members/:id/warnings': {
    id: 'adminWarnMember',
    summary: 'Warn a member',
    errors: ['not_found', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'POST /api/admin/members/:id/ban': {
    id: 'adminBanMember',
    summary: 'Ban a member',
    errors: ['not_found', 'member_status_conflict', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'POST /api/admin/members/:id/unban': {
    id: 'adminUnbanMember',
    summary: 'Lift a ban',
    errors: ['not_found', 'member_status_conflict', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'GET /api/admin/members/:id/duplicates': {
    id: 'adminListDuplicates',
    summary: 'Possible duplicate accounts',
    errors: ['not_found'],
  },
  'POST /api/admin/messages/:id/hide': {
    id: 'adminHideMessage',
    summary: 'Hide a message',
    errors: ['not_found'],
  },
  'POST /api/admin/messages/:id/unhide': {
    id: 'adminUnhideMessage',
    summary: 'Show a hidden message again',
    errors: ['not_found'],
  },
  // Back office: fictional profiles
  'GET /api/admin/fictional-profiles': { id: 'adminListFictional', summary: 'Fictional profiles' },
  'POST /api/admin/fictional-profiles': { id: 'adminCreateFictional', summary: 'Create a fictional profile' },
  'GET /api/admin/fictional-profiles/:id': {
    id: 'adminGetFictional',
    summary: 'A fictional profile',
    errors: ['not_found'],
  },
  'PUT /api/admin/fictional-profiles/:id': {
    id: 'adminUpdateFictional',
    summary: 'Save a fictional profile',
    errors: ['not_found'],
  },
  'DELETE /api/admin/fictional-profiles/:id': {
    id: 'adminHideFictional',
    summary: 'Hide a fictional profile',
    errors: ['not_found'],
  },
  'POST /api/admin/fictional-profiles/:id/restore': {
    id: 'adminRestoreFictional',
    summary: 'Show a fictional profile again',
    errors: ['not_found'],
  },
  'POST /api/admin/fictional-profiles/:id/photos': {
    id: 'adminUploadFictionalPhoto',
    summary: 'Upload a photo of a fictional profile',
    errors: ['not_found', ...PHOTO_UPLOAD],
    body: upload('photo'),
  },
  'DELETE /api/admin/fictional-profiles/:id/photos/:photoId': {
    id: 'adminDeleteFictionalPhoto',
    summary: 'Remove a photo of a fictional profile',
    errors: ['not_found'],
  },
  'PUT /api/admin/fictional-profiles/:id/photos/:photoId/main': {
    id: 'adminSetFictionalMainPhoto',
    summary: 'Main photo of a fictional profile',
    errors: ['not_found'],
  },
  // Back office: sites and pricing
  'GET /api/admin/sites': { id: 'adminListSites', summary: 'Sites' },
  'POST /api/admin/sites': { id: 'adminCreateSite', summary: 'Add a site' },
  'GET /api/admin/sites/:domain': { id: 'adminGetSite', summary: 'A site', errors: ['not_found'] },
  'PUT /api/admin/sites/:domain/settings': {
    id: 'adminUpdateSiteSettings',
    summary: 'Change a site’s settings',
    errors: ['not_found'],
  },
  'PUT /api/admin/sites/:domain/company': {
    id: 'adminUpdateSiteCompany',
    summary: 'Change a site’s company details',
    errors: ['not_found'],
  },
  'PUT /api/admin/sites/:domain/legal/:locale/:section': {
    id: 'adminSetLegalOverride',
    summary: 'Replace a legal section',
    errors: ['not_found'],
  },
  'DELETE /api/admin/sites/:domain/legal/:locale/:section': {
    id: 'adminRemoveLegalOverride',
    summary: 'Restore a shipped legal section',
    errors: ['not_found'],
  },
  'GET /api/admin/payment-methods': { id: 'adminListPaymentMethods', summary: 'Payment methods per country' },
  'GET /api/admin/payment-methods/:country': {
    id: 'adminGetPaymentMethods',
    summary: 'Payment methods of a country',
  },
  'PUT /api/admin/payment-methods/:country': {
    id: 'adminSetPaymentMethods',
    summary: 'Set the payment methods of a country',
  },
  'GET /api/admin/packages': { id: 'adminListPackages', summary: 'Credit packages' },
  'POST /api/admin/packages': { id: 'adminCreatePackage', summary: 'Add a credit package' },
  'PUT /api/admin/packages/:id': {
    id: 'adminUpdatePackage',
    summary: 'Change a credit package',
    errors: ['not_found'],
  },
  'DELETE /api/admin/packages/:id': {
    id: 'adminRetirePackage',
    summary: 'Retire a credit package',
    errors: ['not_found'],
  },
  'GET /api/admin/discount-codes': { id: 'adminListDiscountCodes', summary: 'Discount codes' },
  'POST /api/admin/discount-codes': { id: 'adminCreateDiscountCode', summary: 'Create a discount code' },
  'PUT /api/admin/discount-codes/:code': {
    id: 'adminUpdateDiscountCode',
    summary: 'Change a discount code',
    errors: ['not_found'],
  },
  // Back office: members
  'GET /api/admin/members': { id: 'adminFindMembers', summary: 'Find members' },
  'GET /api/admin/members/:id': { id: 'adminGetMember', summary: 'A member page', errors: ['not_found'] },
  'DELETE /api/admin/members/:id': {
    id: 'adminDeleteMember',
    summary: 'Delete a member’s account',
    errors: ['not_found', 'member_status_conflict', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'GET /api/admin/members/:id/ledger': {
    id: 'adminGetLedger',
    summary: 'A member’s credit ledger',
    errors: ['not_found'],
  },
  'POST /api/admin/conversations/:id/messages': {
    id: 'adminReadConversation',
    summary: 'Read a conversation (with a reason)',
    errors: ['not_found'],
  },
  'POST /api/admin/members/:id/credits': {
    id: 'adminAdjustCredits',
    summary: 'Add or take credits',
    errors: ['not_found', 'staff_credits_limit', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'POST /api/admin/members/:id/deactivate': {
    id: 'adminDeactivateMember',
    summary: 'Hide a member’s profile',
    errors: ['not_found', 'member_status_conflict', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'POST /api/admin/members/:id/reactivate': {
    id: 'adminReactivateMember',
    summary: 'Show a member’s profile again',
    errors: ['not_found', 'member_status_conflict', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'POST /api/admin/members/:id/export': {
    id: 'adminExportMember',
    summary: 'Export a member’s data',
    errors: ['not_found', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'GET /api/admin/figures': { id: 'adminGetFigures', summary: 'Business figures' },
  'GET /api/admin/figures/nudges': { id: 'adminGetNudgeFigures', summary: 'Nudges shown and what followed' },
  'GET /api/admin/contact-flags': {
    id: 'adminListContactFlags',
    summary: 'Members flagged for contact details',
  },
  'POST /api/admin/contact-flags/:id/review': {
    id: 'adminReviewContactFlag',
    summary: 'Mark a contact-details flag reviewed',
    errors: ['not_found'],
  },
  'GET /api/admin/verifications': {
    id: 'adminListVerifications',
    summary: 'Selfies waiting for a moderator',
  },
  'GET /api/admin/verifications/:id/selfie': {
    id: 'adminGetVerificationSelfie',
    summary: 'The selfie of a waiting verification',
    errors: ['not_found'],
    responses: {
      200: {
        description: 'The selfie (WebP), until the decision.',
        content: { 'image/webp': { schema: { type: 'string', format: 'binary' } } },
      },
    },
  },
  'POST /api/admin/verifications/:id/decision': {
    id: 'adminDecideVerification',
    summary: 'Confirm or reject a verification',
    errors: ['not_found', 'forbidden'],
  },
  // Back office: operators
  'GET /api/admin/operator/queue': { id: 'operatorQueue', summary: 'Conversations waiting for an answer' },
  'POST /api/admin/operator/conversations/:id/lease': {
    id: 'operatorTakeLease',
    summary: 'Take a conversation',
    errors: ['not_found', 'lease_taken'],
  },
  'DELETE /api/admin/operator/conversations/:id/lease': {
    id: 'operatorReleaseLease',
    summary: 'Release a conversation',
    errors: ['not_found', 'lease_required'],
  },
  'GET /api/admin/operator/conversations/:id': {
    id: 'operatorGetConversation',
    summary: 'A conversation to answer',
    errors: ['not_found', 'lease_taken', 'lease_required'],
  },
  'POST /api/admin/operator/conversations/:id/messages': {
    id: 'operatorSendMessage',
    summary: 'Answer as the fictional profile',
    errors: ['not_found', 'lease_required', 'lease_taken', 'client_id_conflict', 'blocked'],
  },
  'POST /api/admin/operator/notes': {
    id: 'operatorAddNote',
    summary: 'Note on a member',
    errors: ['not_found'],
  },
  'GET /api/admin/operator/figures': { id: 'operatorFigures', summary: 'Operator figures' },
  // Back office: staff, audit, invites
  'GET /api/admin/staff': { id: 'adminListStaff', summary: 'Staff accounts' },
  'PUT /api/admin/staff/role': {
    id: 'adminSetRole',
    summary: 'Give an account a role',
    errors: ['not_found', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'DELETE /api/admin/staff/:id/factor': {
    id: 'adminResetFactor',
    summary: 'Reset a staff member’s second factor',
    errors: ['not_found', 'staff_target_forbidden', 'staff_self_forbidden'],
  },
  'GET /api/admin/audit': { id: 'adminAuditLog', summary: 'Audit log' },
  'GET /api/admin/invite-codes': { id: 'adminListInviteCodes', summary: 'Invite codes' },
  'POST /api/admin/invite-codes': {
    id: 'adminCreateInviteCode',
    summary: 'Create an invite code',
    errors: ['invite_code_taken'],
  },
  'DELETE /api/admin/invite-codes/:id': {
    id: 'adminRevokeInviteCode',
    summary: 'Revoke an invite code',
    errors: ['not_found'],
  },
};
