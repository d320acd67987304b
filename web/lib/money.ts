import i18n from 'i18next';

/** Integer cents as money in the member's language ("€ 12,50"), ISO 4217 `currency`. */
export function formatMoney(cents: number, currency: string, locale = i18n.language || 'nl'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(cents / 100);
}
