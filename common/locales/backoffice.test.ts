/**
 * The back office's texts (namespace `backoffice`, Dutch and English only; issue "Back office"):
 * English has exactly the keys of Dutch, with the same placeholders and tags, and is translated.
 */
import { describe, expect, it } from 'vitest';
import en from './backoffice/en.json' with { type: 'json' };
import nl from './backoffice/nl.json' with { type: 'json' };

type Tree = { [key: string]: string | string[] | Tree };

/** Every leaf key of a locale tree, dotted; plural suffixes folded into their base key. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || Array.isArray(value)) {
      out.set(full.replace(/_(zero|one|two|few|many|other)$/, '_plural'), String(value));
    } else {
      for (const [k, v] of leaves(value, full)) out.set(k, v);
    }
  }
  return out;
}

/** The `{{name}}` and `{{name, format}}` placeholders and the `<tag>`s of a text. */
const placeholders = (value: string) =>
  [...new Set(value.match(/\{\{\w+(?:, ?\w+)?\}\}|<\/?\w+>/g) ?? [])].sort();

describe('backoffice texts', () => {
  const dutch = leaves(nl as Tree);
  const english = leaves(en as Tree);

  it('English has every key of Dutch, and no other', () => {
    expect([...english.keys()].sort()).toEqual([...dutch.keys()].sort());
  });

  it('English keeps the placeholders and tags of each Dutch text', () => {
    for (const [key, value] of dutch) {
      expect({ key, p: placeholders(english.get(key) ?? '') }).toEqual({ key, p: placeholders(value) });
    }
  });

  it('no text is empty', () => {
    const empty = [...dutch, ...english].filter(([, value]) => !value.trim()).map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('has the exact labels of the staff sign-in', () => {
    expect(nl.staff.twofa.code).toBe('Code uit je authenticator-app');
    expect(en.staff.twofa.code).toBe('Code from your authenticator app');
    expect([nl.staff.twofa.confirm, en.staff.twofa.confirm]).toEqual(['Bevestigen', 'Confirm']);
    expect([nl.staff.twofa.codes_saved, en.staff.twofa.codes_saved]).toEqual([
      'Ik heb de codes bewaard',
      'I have saved the codes',
    ]);
  });
});
