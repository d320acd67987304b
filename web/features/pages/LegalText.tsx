import type { LegalSection } from '@common/legal';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ContactText } from './ContactText';

/** The support contacts a text links (`tel:` and `mailto:`, through `ContactText`). */
export interface Contacts {
  phone: string;
  email: string;
}

/**
 * One paragraph's inline markup (`common/legal/index.ts`): `[label](/path#anchor)` becomes a link
 * inside the site, `` `name` `` a code name, and the support phone and e-mail in the rest links.
 */
function Inline({ text, contacts }: { text: string; contacts: Contacts }) {
  const parts: ReactNode[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|`([^`]+)`/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > at) parts.push(<ContactText key={at} text={text.slice(at, index)} {...contacts} />);
    const [, label, target, code] = match;
    parts.push(
      code !== undefined ? (
        <code key={index} className="text-body bg-body-tertiary rounded px-1">
          {code}
        </code>
      ) : target?.startsWith('/') && !target.startsWith('//') ? (
        <Link key={index} to={target}>
          {label}
        </Link>
      ) : (
        // Only links inside the site (a site's own text is checked on the server too).
        <span key={index}>{label}</span>
      ),
    );
    at = index + match[0].length;
  }
  if (at < text.length) parts.push(<ContactText key={at} text={text.slice(at)} {...contacts} />);
  return <>{parts}</>;
}

/** `body` as blocks: paragraphs, and each run of `- ` items as one list. */
function blocks(body: string[]): Array<{ list: false; text: string } | { list: true; items: string[] }> {
  const out: Array<{ list: false; text: string } | { list: true; items: string[] }> = [];
  for (const paragraph of body) {
    const last = out[out.length - 1];
    if (!paragraph.startsWith('- ')) out.push({ list: false, text: paragraph });
    else if (last?.list) last.items.push(paragraph.slice(2));
    else out.push({ list: true, items: [paragraph.slice(2)] });
  }
  return out;
}

/**
 * One section of a legal page (SPEC §2): its heading as an `h2` with the section's id (the anchor
 * the footer, the FAQ and the other pages link to), its paragraphs and lists; the model withdrawal
 * form (`form`) in a bordered box. `text` fills the site values into each text (`fillLegal`).
 */
export function LegalSectionView({
  section,
  text,
  contacts,
}: {
  section: LegalSection;
  text: (value: string) => string;
  contacts: Contacts;
}) {
  const content = blocks(section.body).map((block, i) =>
    block.list ? (
      <ul key={String(i)} className={section.form ? 'list-unstyled mb-2' : undefined}>
        {block.items.map((item, j) => (
          <li key={String(j)} className="mb-1">
            <Inline text={text(item)} contacts={contacts} />
          </li>
        ))}
      </ul>
    ) : (
      <p key={String(i)} className={section.form ? 'mb-2' : undefined}>
        <Inline text={text(block.text)} contacts={contacts} />
      </p>
    ),
  );
  return (
    <section
      id={section.id}
      aria-labelledby={section.heading ? `${section.id}-heading` : undefined}
      style={{ scrollMarginTop: '5rem' }}
    >
      {section.heading && (
        <h2 id={`${section.id}-heading`} className="h5 mt-4">
          {text(section.heading)}
        </h2>
      )}
      {section.form ? <div className="border rounded p-3 bg-body-tertiary small">{content}</div> : content}
    </section>
  );
}
