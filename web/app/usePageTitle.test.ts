import { LOCALES } from '@common/constants';
import { resources } from '@common/locales';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageHead } from './usePageTitle';

const dutchSite = {
  name: 'Amora',
  index_title: 'Amora – daten en chatten met singles bij jou in de buurt',
  description: 'Maak een profiel, zoek singles bij jou in de buurt, like en chat.',
  domain_language: 'nl_NL',
};

describe('the page title and meta description (SPEC §2) in the reader’s language', () => {
  beforeAll(async () => {
    await i18next.init({ lng: 'nl', resources });
  });

  it("gives a reader of the site's own language the site's title and description, with the count", () => {
    expect(pageHead(dutchSite, 'nl', i18next.t)).toEqual({
      title: dutchSite.index_title,
      description: dutchSite.description,
    });
    expect(pageHead(dutchSite, 'nl', i18next.t, 3).title).toBe(`(3) ${dutchSite.index_title}`);
  });

  it('gives a reader of another language a title and description in that language, with the site name', () => {
    expect(pageHead(dutchSite, 'en', i18next.t, 2)).toEqual({
      title: '(2) Amora – dating and chatting with singles near you',
      description: 'Create a profile, find singles near you, like and chat.',
    });
    expect(pageHead(dutchSite, 'de', i18next.t).title).toBe(
      'Amora – Dating und Chatten mit Singles in deiner Nähe',
    );
  });

  it.each(LOCALES.filter((l) => l !== 'nl'))('is not Dutch in %s', (locale) => {
    const head = pageHead(dutchSite, locale, i18next.t);
    expect(head.title).toContain('Amora');
    expect(head.title).not.toBe(dutchSite.index_title);
    expect(head.description).not.toBe(dutchSite.description);
    expect(head.description).not.toBe(resources.nl.translation.app.meta_description);
  });
});
