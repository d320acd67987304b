/**
 * The back office's member page (issue "Back office" §3): account, profile, photos, conversations
 * as metadata (never a message body), orders, the credit ledger and sessions, put together from
 * the owning modules' functions; and a conversation's messages for staff who gave a reason.
 */
import type { MemberPage, readMessagesAnswer } from '@common/schemas/admin-members';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { accountDetails, sessionsOf } from '../auth/member-admin.ts';
import { conversationForStaff, conversationsOf } from '../chats/member-admin.ts';
import { type LedgerEntry, ledgerPage } from '../credits/history.ts';
import { balance } from '../credits/ledger.ts';
import { profileBriefs, profileForStaff } from '../members/member-admin.ts';
import { exportPayments } from '../payments/export.ts';
import { withSpendingLimit } from '../payments/spending.ts';

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

/** One page of the ledger as answered (`ledgerPageAnswer`). */
export function presentLedgerPage(page: {
  entries: LedgerEntry[];
  nextBefore: number | null;
}): MemberPage['ledger'] {
  return {
    entries: page.entries.map((e) => ({
      id: e.id,
      delta: e.delta,
      reason: e.reason,
      reference: e.reference,
      created_at: iso(e.createdAt),
    })),
    next_before: page.nextBefore,
  };
}

/**
 * The member page of member `userId` (see `memberPageAnswer`) at `now` (whether a spending limit
 * holds), or null when there is no such account.
 */
export async function memberPage(db: Db, userId: number, now: Date): Promise<MemberPage | null> {
  const account = await accountDetails(db, userId);
  if (!account) return null;
  const { profile, photos } = await profileForStaff(db, userId);
  const conversations = await conversationsOf(db, userId);
  const partners = await profileBriefs(
    db,
    conversations.map((c) => c.partnerId),
  );
  const { orders } = await exportPayments(db, userId);
  const ledger = await ledgerPage(db, userId);
  const sessions = await sessionsOf(db, userId);
  return {
    account: {
      id: account.id,
      email: account.email,
      status: account.status,
      role: account.role,
      language: account.language,
      domain: account.domain,
      credits: await balance(db, userId),
      paid_user: account.paidUser,
      spending_limit: (await withSpendingLimit(db, [userId], now)).has(userId),
      invisible: account.invisible,
      tracking: account.tracking,
      signup_ip: account.signupIp,
      signup_device_id: account.signupDeviceId,
      signup_date: iso(account.signupDate),
      confirmed_at: isoOrNull(account.confirmedAt),
      last_active_at: iso(account.lastActiveAt),
      deleted_at: isoOrNull(account.deletedAt),
      purged_at: isoOrNull(account.purgedAt),
      notifications_disabled: account.notificationsDisabled,
    },
    profile: profile && {
      name: profile.name,
      gender: profile.gender,
      looking_for: profile.lookingFor,
      date_of_birth: profile.dateOfBirth,
      country: profile.country,
      region: profile.region,
      city: profile.city,
      status: profile.status,
      about: profile.about,
      hair_colour: profile.hairColour,
      eye_colour: profile.eyeColour,
      body_type: profile.bodyType,
      relationship_status: profile.relationshipStatus,
      sexuality: profile.sexuality,
      tattoos: profile.tattoos,
      signup_reason: profile.signupReason,
      appearance: profile.appearance,
      seek_appearance: profile.seekAppearance,
      min_age: profile.minAge,
      max_age: profile.maxAge,
      interests: profile.interests,
      fictional: profile.fictional,
      sites: profile.sites,
      searchable: profile.searchable,
    },
    photos: photos.map((p) => ({
      id: p.id,
      status: p.status,
      main: p.main,
      created_at: iso(p.createdAt),
      reject_reason: p.rejectReason,
      url: p.url,
      thumb_url: p.thumbUrl,
    })),
    conversations: conversations.map((c) => ({
      id: c.id,
      partner_id: c.partnerId,
      partner_name: partners.get(c.partnerId)?.name ?? null,
      partner_fictional: partners.get(c.partnerId)?.fictional ?? false,
      started_by: c.startedBy,
      started_at: iso(c.startedAt),
      last_message_at: iso(c.lastMessageAt),
      message_count: c.messageCount,
      unread: c.unread,
      removed: c.removed,
    })),
    orders: [...orders].reverse().map((o) => ({
      id: o.id,
      status: o.status,
      amount_cents: o.amount_cents,
      currency: o.currency,
      method: o.method,
      credits: o.credits,
      created_at: o.created_at,
      paid_at: o.paid_at,
      refunded_cents: o.refunded_cents,
    })),
    ledger: presentLedgerPage(ledger),
    sessions: sessions.map((s) => ({
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      ip: s.ip,
      user_agent: s.userAgent,
      device_id: s.deviceId,
    })),
  };
}

/** What `POST /api/admin/conversations/:id/messages` answers. */
export type ReadMessages = z.infer<typeof readMessagesAnswer>;

/** Conversation `conversationId`'s messages for staff (see `conversationForStaff`), or null when it does not exist. */
export async function readConversation(db: Db, conversationId: number): Promise<ReadMessages | null> {
  const conversation = await conversationForStaff(db, conversationId);
  if (conversation.memberIds.length === 0) return null;
  const names = await profileBriefs(db, conversation.memberIds);
  return {
    conversation_id: conversationId,
    members: conversation.memberIds.map((id) => ({ id, name: names.get(id)?.name ?? null })),
    messages: conversation.messages.map((m) => ({
      id: m.id,
      sender_id: m.senderId,
      type: m.type,
      body: m.body,
      gift_id: m.giftId,
      created_at: iso(m.createdAt),
      read_at: isoOrNull(m.readAt),
      held: m.held,
      hidden_at: isoOrNull(m.hiddenAt),
      removed_at: isoOrNull(m.removedAt),
      deleted_by_sender: m.deletedBySender,
      deleted_by_recipient: m.deletedByRecipient,
      operator_id: m.operatorId,
    })),
    truncated: conversation.truncated,
  };
}
