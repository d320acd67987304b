import { LOCALES } from '@common/constants';
import { resources } from '@common/locales';
import { describe, expect, it } from 'vitest';
import { omitTexts, pickTexts, SHELL_TEXTS } from '../../vite.locales';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a locale tree, dotted. */
function leaves(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && !Array.isArray(value)
      ? leaves(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the first screen’s texts and the rest (vite.locales.ts)', () => {
  it('names only texts that exist', () => {
    const dutch = resources.nl.translation as unknown as Tree;
    for (const path of SHELL_TEXTS) {
      let at: Tree | string | undefined = dutch;
      for (const part of path.split('.')) at = typeof at === 'object' ? at[part] : undefined;
      expect(at, path).toBeDefined();
    }
  });

  it('splits every locale into two parts that share no text and together are all of it', () => {
    for (const locale of LOCALES) {
      const all = resources[locale].translation as unknown as Tree;
      const shell = pickTexts(all, SHELL_TEXTS);
      const rest = omitTexts(all, SHELL_TEXTS);
      const shellKeys = leaves(shell);
      const restKeys = leaves(rest);
      expect(
        shellKeys.filter((key) => restKeys.includes(key)),
        locale,
      ).toEqual([]);
      expect([...shellKeys, ...restKeys].sort(), locale).toEqual(leaves(all).sort());
      expect(shellKeys, locale).toContain('complaints.footer');
      expect(restKeys, locale).not.toContain('complaints.footer');
      expect(
        restKeys.some((key) => key.startsWith('complaints.')),
        locale,
      ).toBe(true);
      expect(Object.keys(shell), locale).not.toContain('signup');
      expect(Object.keys(rest), locale).toContain('signup');
    }
  });

  it('keeps a section out of the rest once all of it is in the first screen’s', () => {
    expect(omitTexts({ a: { b: 'x' }, c: 'y' }, ['a.b'])).toEqual({ c: 'y' });
    expect(pickTexts({ a: { b: 'x', d: 'z' }, c: 'y' }, ['a.b', 'missing.key'])).toEqual({ a: { b: 'x' } });
  });
});
