/**
 * What a mail template is, and the standard body most kinds use: greeting, introduction, the
 * kind's own part, the button with its link, closing line and signature. Every text comes from
 * the i18n keys `mail.<kind>.*` (and the shared `mail.*`) in the member's language.
 */
import type { ReactNode } from 'react';
import type { MailFormat } from '../format.ts';
import type { MailKind, MailParams, MailSite } from '../types.ts';
import { CallToAction, Paragraph } from './layout.tsx';

/** Interpolation values of a text. */
export type TextValues = Record<string, string | number>;

/** What a template gets. */
export interface TemplateInput<K extends MailKind> {
  /** The text `mail.<kind>.<key>` with the site's name, the kind's scalar params and `values` interpolated. */
  t: (key: string, values?: TextValues) => string;
  /** A shared text `mail.<key>` (greeting, signature, …), interpolated the same way. */
  shared: (key: string, values?: TextValues) => string;
  params: MailParams[K];
  /** The absolute URL behind the button; '' for a kind without one. */
  link: string;
  format: MailFormat;
  site: MailSite;
  /** When the mail is rendered (the app's clock). */
  now: Date;
  /** The recipient's profile name for the greeting, or '' for none. */
  name: string;
}

/** What a template answers: the subject, the inbox preview line and the body inside the layout's card. */
export interface TemplateOutput {
  subject: string;
  preview: string;
  body: ReactNode;
}

/** A mail template of kind `K`. */
export type Template<K extends MailKind> = (input: TemplateInput<K>) => TemplateOutput;

/** The greeting: "Hallo Eva," with the recipient's name, "Hallo," without one (`mail.greeting*`). */
export function greeting(input: Pick<TemplateInput<MailKind>, 'shared' | 'name'>): string {
  const name = input.name.trim();
  return name ? input.shared('greeting_name', { name }) : input.shared('greeting');
}

/**
 * The standard mail: greeting, `mail.<kind>.intro` (with `values`), `lead` before it (a photo),
 * `details` after it (a quote, a table), the `button` with the link when there is one, `outro`
 * and the signature. Subject `mail.<kind>.subject`; preview: the introduction.
 */
export function standard<K extends MailKind>(
  input: TemplateInput<K>,
  extra: { values?: TextValues; lead?: ReactNode; details?: ReactNode } = {},
): TemplateOutput {
  const { t, shared, link } = input;
  const intro = t('intro', extra.values);
  return {
    subject: t('subject', extra.values),
    preview: intro,
    body: (
      <>
        {extra.lead}
        <Paragraph>{greeting(input)}</Paragraph>
        <Paragraph>{intro}</Paragraph>
        {extra.details}
        {link ? (
          <CallToAction href={link} label={t('button', extra.values)} fallback={shared('link_fallback')} />
        ) : null}
        <Paragraph>{t('outro', extra.values)}</Paragraph>
        <Paragraph>{shared('signature')}</Paragraph>
      </>
    ),
  };
}
