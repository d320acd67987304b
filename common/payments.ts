/**
 * Payment methods and the shapes of the credits API (issue: buying credits; API.md credits,
 * orders, transactions). Money is integer cents with an ISO 4217 currency.
 */
import { z } from 'zod';
import { dbId } from './schemas/ids.ts';

/** Payment methods the site offers; ids are the provider's (Mollie's) method ids. */
export const PAYMENT_METHODS = ['ideal', 'bancontact', 'creditcard', 'paypal', 'directdebit'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Methods offered per country, most used first; countries not listed get the fallback. */
export const METHODS_BY_COUNTRY: Record<string, readonly PaymentMethod[]> = {
  NL: ['ideal', 'creditcard', 'paypal', 'directdebit'],
  BE: ['bancontact', 'creditcard', 'paypal', 'directdebit'],
  DE: ['creditcard', 'paypal', 'directdebit'],
};
const FALLBACK_METHODS: readonly PaymentMethod[] = ['creditcard', 'paypal'];

/** The methods offered to a member in `country`. */
export function methodsFor(country: string): readonly PaymentMethod[] {
  return METHODS_BY_COUNTRY[country] ?? FALLBACK_METHODS;
}

/** Countries that have packages of their own; others see the first one's (NL). */
export const PACKAGE_COUNTRIES = ['NL', 'BE', 'DE'] as const;

/** A credit package as `GET /api/credits/packages` answers it. */
export const apiPackage = z.object({
  id: z.number().int(),
  credits: z.number().int(),
  amount: z.number().int().describe('cents'),
  currency: z.string(),
  /** The price after the active discount, in cents (equal to `amount` without one). */
  discounted_amount: z.number().int(),
  per_credit: z.number().describe('cents per credit, before discount'),
});
export type ApiPackage = z.infer<typeof apiPackage>;

/** SPEC §3 discount code object. */
export const apiDiscountCode = z.object({
  code: z.string(),
  country: z.string().nullable(),
  user_id: z.number().int().nullable(),
  expires: z.string().nullable(),
  value_percentage: z.number(),
  percentage: z.string(),
  currency: z.string().nullable(),
  minimum_order_value: z.number().int().nullable(),
  status: z.enum(['active', 'inactive']),
  validity: z.enum(['once-per-user', 'unlimited']),
  expired: z.boolean(),
  paymentmethods: z.array(z.string()),
  /** Seconds the time bonus still runs (TIMEBONUS25 only), else null. */
  seconds_left: z.number().int().nullable(),
});
export type ApiDiscountCode = z.infer<typeof apiDiscountCode>;

/** An order as the API answers it (SPEC §3 payment order). */
export const apiOrder = z.object({
  id: z.number().int(),
  status: z.enum(['open', 'pending', 'paid', 'failed', 'cancelled', 'expired', 'refunded', 'charged_back']),
  amount: z.number().int().describe('cents'),
  list_amount: z.number().int().describe('cents, before discount'),
  currency: z.string(),
  credits: z.number().int(),
  method: z.string(),
  discount_code: z.string().nullable(),
  payment_id: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  refundable: z.boolean(),
  refund_requested: z.boolean(),
  /** Cents refunded for unused credits once support handled the request, else null. */
  refunded_amount: z.number().int().nullable(),
  /**
   * Credits booked before the payment came in: a direct debit's advance (SPEC §2 /directdebit, at
   * most DIRECT_DEBIT_ADVANCE_CREDITS) while the bank collects; 0 for other methods.
   */
  advance_credits: z.number().int(),
});
export type ApiOrder = z.infer<typeof apiOrder>;

/**
 * The buyer's express consent, before paying, that the credits (digital content) are delivered at
 * once, with the acknowledgement that the statutory right of withdrawal thereby ends (Directive
 * 2011/83/EU art. 16(m), Dutch Civil Code 6:230p(g); /pages/return-policy#consent). Every order
 * body requires it, so each order's `created_at` is the moment it was given; the receipt mail
 * confirms it (art. 8(7)).
 */
export const withdrawalConsent = z.literal(true, { message: 'validation.withdrawal_consent' });

/** `POST /api/orders` body. */
export const createOrderBody = z.object({
  package_id: dbId,
  method: z.enum(PAYMENT_METHODS, { message: 'validation.choose' }),
  discount_code: z.string().trim().toUpperCase().max(40).optional(),
  withdrawal_consent: withdrawalConsent,
});

/** `POST /api/orders/repeat` body: the consent to immediate delivery (`withdrawalConsent`). */
export const repeatOrderBody = z.object({ withdrawal_consent: withdrawalConsent });
export type RepeatOrderBody = z.infer<typeof repeatOrderBody>;
export type CreateOrderBody = z.infer<typeof createOrderBody>;

/** SPEC §2 SEPA direct debit form (`POST /api/directdebit`); IBAN and mobile are checked on the server. */
export const directDebitBody = z.object({
  package_id: dbId,
  account_holder: z
    .string({ message: 'validation.required' })
    .trim()
    .min(2, { message: 'validation.required' })
    .max(70),
  iban: z.string({ message: 'validation.iban' }).trim().min(15, { message: 'validation.iban' }).max(42),
  street: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(100),
  house_number: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(12),
  zip: z.string({ message: 'validation.required' }).trim().min(3, { message: 'validation.required' }).max(12),
  city: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(60),
  mobile: z.string({ message: 'validation.mobile' }).trim().min(6, { message: 'validation.mobile' }).max(20),
  consent: z.literal(true, { message: 'validation.consent' }),
  withdrawal_consent: withdrawalConsent,
});
export type DirectDebitBody = z.infer<typeof directDebitBody>;

/** `GET /api/credits/packages` answer: the packages and methods for the member's country, and the active discount. */
export const packagesAnswer = z.object({
  packages: z.array(apiPackage),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  discount: apiDiscountCode.nullable(),
});
export type PackagesAnswer = z.infer<typeof packagesAnswer>;

/** `POST /api/orders`, `POST /api/orders/repeat` and direct-debit confirm answer: the order and the provider's checkout. */
export const orderAnswer = z.object({ order: apiOrder, checkout_url: z.string() });
export type OrderAnswer = z.infer<typeof orderAnswer>;

/** `GET /api/orders/:id` and `POST /api/orders/:id/refund` answer. */
export const orderStatusAnswer = z.object({ order: apiOrder });

/** `GET /api/orders/last` answer: the member's last paid order, or null. */
export const lastOrderAnswer = z.object({ order: apiOrder.nullable() });

/** `GET /api/transactions` answer: every order of the member. */
export const transactionsAnswer = z.object({ transactions: z.array(apiOrder) });

/** `POST /api/directdebit` answer: the mandate waiting for the SMS code and the number's last digits. */
export const mandateAnswer = z.object({
  mandate: z.object({ id: z.number(), reference: z.string() }),
  phone: z.string(),
});
