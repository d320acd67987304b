/**
 * A locale file imported as part of its texts (`vite.locales.ts` `localeTexts`): `?texts=shell`
 * the members area's first screen's, `?texts=rest` the others.
 */
type LocaleTexts = { [key: string]: string | LocaleTexts };

declare module '*.json?texts=shell' {
  const texts: LocaleTexts;
  export default texts;
}

declare module '*.json?texts=rest' {
  const texts: LocaleTexts;
  export default texts;
}
