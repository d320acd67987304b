/**
 * Rendering a mail with its template (React Email): the template of the request's kind inside the
 * layout, rendered to an HTML document and, from that HTML, to plain text (React Email's
 * converter: images and the copy-the-link hint left out, links as "text URL"). Loaded on the
 * first mail (`../render.ts`): React Email costs about 0.3 s to import.
 */
import { render, toPlainText } from '@react-email/render';
import { translator } from '../../../lib/i18n.ts';
import { mailFormat, mailLocale } from '../format.ts';
import type { MailKind, MailRequest, MailSite, RenderedMail } from '../types.ts';
import {
  activation,
  complaintReceived,
  emailChange,
  emailChangeNotice,
  passwordChanged,
  passwordReset,
  reactivation,
} from './account.tsx';
import { like, match, newConversation, newMessage, unreadMessageReminder } from './activity.tsx';
import { type FooterProps, Layout } from './layout.tsx';
import { appealDecided, complaintDecided, moderationDecision } from './moderation.tsx';
import { paymentReceipt } from './payment-receipt.tsx';
import { promotion } from './promotion.tsx';
import type { Template, TemplateInput, TextValues } from './standard.tsx';
import { weeklyUpdate } from './weekly-update.tsx';

/** The template of every kind (a missing kind fails the type check). */
const TEMPLATES: { [K in MailKind]: Template<K> } = {
  activation,
  password_reset: passwordReset,
  email_change: emailChange,
  email_change_notice: emailChangeNotice,
  reactivation,
  complaint_received: complaintReceived,
  complaint_decided: complaintDecided,
  moderation_decision: moderationDecision,
  appeal_decided: appealDecided,
  new_conversation: newConversation,
  new_message: newMessage,
  like,
  match,
  unread_message_reminder: unreadMessageReminder,
  weekly_update: weeklyUpdate,
  promotion,
  payment_receipt: paymentReceipt,
  password_changed: passwordChanged,
};

/**
 * The web page of a one-click unsubscribe URL: `/unsubscribe?token=…` on the URL's host, with
 * the same token (`https://x/api/mail/unsubscribe?token=T` → `https://x/unsubscribe?token=T`).
 */
export function unsubscribePage(unsubscribeUrl: string): { unsubscribe: string; preferences: string } {
  const url = new URL(unsubscribeUrl);
  const token = url.searchParams.get('token') ?? '';
  return {
    unsubscribe: `${url.origin}/unsubscribe?token=${encodeURIComponent(token)}`,
    preferences: `${url.origin}/notifications`,
  };
}

/** The params' strings and numbers, for interpolation (dates, lists and absent values left out). */
function scalars(params: object | undefined): TextValues {
  const out: TextValues = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  return out;
}

/** Render `mail` for `site` at `now`: subject, HTML document and plain text, in the mail's language. */
export async function renderTemplate(mail: MailRequest, site: MailSite, now: Date): Promise<RenderedMail> {
  const locale = mailLocale(mail.locale);
  const translate = translator(locale);
  const base = { site: site.name, ...scalars(mail.params) };
  const t = (key: string, values?: TextValues) =>
    translate(`mail.${mail.kind}.${key}`, { ...base, ...values });
  const shared = (key: string, values?: TextValues) => translate(`mail.${key}`, { ...base, ...values });
  const input: TemplateInput<MailKind> = {
    t,
    shared,
    params: (mail.params ?? {}) as never,
    link: mail.link ?? '',
    format: mailFormat(locale, site.timeZone),
    site,
    now,
    name: mail.name ?? '',
  };
  // The request's kind and its params belong together (`MailRequest`); the map is checked per kind.
  const template = TEMPLATES[mail.kind] as Template<MailKind>;
  const { subject, preview, body } = template(input);
  const pages = mail.unsubscribeUrl ? unsubscribePage(mail.unsubscribeUrl) : null;
  const { name, address, city, kvk } = site.company;
  const footer: FooterProps = {
    why: shared(pages ? 'footer.why_notification' : 'footer.why_account'),
    company: [name, [address, city].filter(Boolean).join(', '), kvk ? shared('footer.kvk', { kvk }) : '']
      .filter(Boolean)
      .join(' · '),
    ...(pages
      ? {
          unsubscribe: { label: shared('footer.unsubscribe'), href: pages.unsubscribe },
          preferences: { label: shared('footer.preferences'), href: pages.preferences },
        }
      : {}),
  };
  const html = await render(
    <Layout lang={locale} site={site} preview={preview} footer={footer}>
      {body}
    </Layout>,
  );
  return { subject, html, text: toPlainText(html).trim() };
}
