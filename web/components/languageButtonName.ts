/**
 * The accessible name of the language button: the code it shows ("NL") first, then what it does
 * ("NL, Taal kiezen"), so that the name holds the visible text (WCAG 2.5.3 label in name).
 */
export function languageButtonName(language: string, action: string): string {
  return `${language.toUpperCase()}, ${action}`;
}
