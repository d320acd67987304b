/**
 * Amounts typed by staff in whole currency units (euros) and sent as cents (issue "Back office"
 * §5: amounts entered in euros, sent as cents). Shown through `web/lib/format.ts`.
 */

/**
 * Cents of an amount typed in euros: digits with at most two decimals after `,` or `.`
 * (`12`, `12,5`, `12.50`; thousands separators are not accepted). Null when it is not one.
 */
export function centsFromText(text: string): number | null {
  const value = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(value)) return null;
  return Math.round(Number(value) * 100);
}

/** `cents` as the text of an amount field: two decimals with `decimal` as the separator (`12,50`). */
export function textFromCents(cents: number, decimal: string): string {
  return (cents / 100).toFixed(2).replace('.', decimal);
}

/** The decimal separator of a BCP 47 language tag (`nl-NL` → `,`, `en-GB` → `.`). */
export function decimalSeparator(tag: string): string {
  return new Intl.NumberFormat(tag).formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
}
