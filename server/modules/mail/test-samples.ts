/**
 * One sample mail of every kind, for the mail module's tests (outbox and SMTP): typed by
 * `MailOf`, so a new kind without a sample fails the type check.
 */
import type { MailKind, MailOf, MailRequest } from './types.ts';

/** Every mail kind, in the order of `MailParams`. */
export const MAIL_KINDS: readonly MailKind[] = [
  'activation',
  'password_reset',
  'email_change',
  'email_change_notice',
  'reactivation',
  'complaint_received',
  'complaint_decided',
  'moderation_decision',
  'appeal_decided',
  'new_conversation',
  'new_message',
  'like',
  'match',
  'unread_message_reminder',
  'weekly_update',
  'promotion',
  'payment_receipt',
  'password_changed',
];

/** Where a sample is sent and in which language; `unsubscribeUrl` is used by every kind that takes it. */
export interface SampleTarget {
  to: string;
  locale: string;
  /** The site's public URL, e.g. `https://amora.test`. */
  publicUrl: string;
  unsubscribeUrl: string;
}

type Samples = { [K in MailKind]: (target: SampleTarget) => MailOf<K> };

const base = <K extends MailKind>(kind: K, target: SampleTarget) => ({
  to: target.to,
  kind,
  locale: target.locale,
});

const SAMPLES: Samples = {
  activation: (x) => ({ ...base('activation', x), link: `${x.publicUrl}/api/activate?token=abc` }),
  password_reset: (x) => ({
    ...base('password_reset', x),
    link: `${x.publicUrl}/reset-password/do?token=abc`,
    params: { minutes: 30 },
  }),
  email_change: (x) => ({ ...base('email_change', x), link: `${x.publicUrl}/mail-change/do?token=abc` }),
  email_change_notice: (x) => ({ ...base('email_change_notice', x), params: { email: 'new@example.com' } }),
  reactivation: (x) => ({
    ...base('reactivation', x),
    link: `${x.publicUrl}/reactivate?token=abc`,
    params: { days: 14 },
  }),
  complaint_received: (x) => ({
    ...base('complaint_received', x),
    link: `${x.publicUrl}/complaints?ref=K-1234`,
    params: { reference: 'K-1234' },
  }),
  complaint_decided: (x) => ({
    ...base('complaint_decided', x),
    link: `${x.publicUrl}/complaints?ref=K-1234`,
    params: {
      reference: 'K-1234',
      decision: 'content_removed',
      reason: 'Het bericht <b>schond</b> regel 3.',
    },
  }),
  moderation_decision: (x) => ({
    ...base('moderation_decision', x),
    link: `${x.publicUrl}/complaints#decisions`,
    params: {
      reference: 'K-1234',
      decision: 'warning',
      reason: 'Je stuurde herhaaldelijk ongevraagde berichten.',
    },
  }),
  appeal_decided: (x) => ({
    ...base('appeal_decided', x),
    link: `${x.publicUrl}/complaints#decisions`,
    params: {
      reference: 'K-1234',
      decision: 'reversed',
      reason: 'Bij nader inzien paste het bericht binnen de regels.',
    },
  }),
  new_conversation: (x) => ({
    ...base('new_conversation', x),
    link: `${x.publicUrl}/chats/7`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: {
      name: 'Anna <3',
      preview: 'Hoi! Zin in koffie?',
      photoUrl: `${x.publicUrl}/media/photos/1.thumb.webp`,
    },
  }),
  new_message: (x) => ({
    ...base('new_message', x),
    link: `${x.publicUrl}/chats/7`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: { name: 'Anna <3', preview: 'Nog een bericht' },
  }),
  like: (x) => ({
    ...base('like', x),
    link: `${x.publicUrl}/members/3`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: { name: 'Bram' },
  }),
  match: (x) => ({
    ...base('match', x),
    link: `${x.publicUrl}/members/3`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: { name: 'Bram' },
  }),
  unread_message_reminder: (x) => ({
    ...base('unread_message_reminder', x),
    link: `${x.publicUrl}/chats`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: { count: 3 },
  }),
  weekly_update: (x) => ({
    ...base('weekly_update', x),
    link: `${x.publicUrl}/members`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: {
      members: Array.from({ length: 7 }, (_, i) => ({
        name: `Lid ${i + 1}`,
        age: 30 + i,
        city: i % 2 ? 'Utrecht' : '',
        photoUrl: i % 3 ? `${x.publicUrl}/media/photos/${i + 1}.thumb.webp` : null,
        link: `${x.publicUrl}/members/${i + 1}`,
      })),
    },
  }),
  promotion: (x) => ({
    ...base('promotion', x),
    link: `${x.publicUrl}/credits`,
    unsubscribeUrl: x.unsubscribeUrl,
    params: { percent: 25, code: 'VOORJAAR25', validUntil: new Date('2026-03-31T12:00:00Z') },
  }),
  payment_receipt: (x) => ({
    ...base('payment_receipt', x),
    link: `${x.publicUrl}/transactions/42`,
    params: {
      orderId: 42,
      credits: 1250,
      amountCents: 1995,
      currency: 'EUR',
      paidAt: new Date('2026-03-01T10:00:00Z'),
    },
  }),
  password_changed: (x) => ({ ...base('password_changed', x), link: `${x.publicUrl}/reset-password` }),
};

/** The sample mail of `kind` for `target`. */
export function sampleMail(kind: MailKind, target: SampleTarget): MailRequest {
  return (SAMPLES[kind] as (target: SampleTarget) => MailRequest)(target);
}
