import type { ReactNode } from 'react';
import { telHref } from '../../lib/phone';

/**
 * `text` with the support phone as a `tel:` link (hyphens and spaces removed from the number,
 * SPEC §9; the text as written) and the support e-mail address as a `mailto:` link. Empty
 * `phone` or `email` are left alone.
 */
export function ContactText({ text, phone, email }: { text: string; phone: string; email: string }) {
  const contacts = [
    ...(phone ? [{ value: phone, href: telHref(phone) }] : []),
    ...(email ? [{ value: email, href: `mailto:${email}` }] : []),
  ];
  const parts: ReactNode[] = [];
  let rest = text;
  for (;;) {
    const next = contacts
      .map((c) => ({ ...c, at: rest.indexOf(c.value) }))
      .filter((c) => c.at >= 0)
      .sort((a, b) => a.at - b.at)[0];
    if (!next) break;
    if (next.at > 0) parts.push(rest.slice(0, next.at));
    parts.push(
      <a key={parts.length} href={next.href}>
        {next.value}
      </a>,
    );
    rest = rest.slice(next.at + next.value.length);
  }
  if (rest) parts.push(rest);
  return <>{parts}</>;
}
