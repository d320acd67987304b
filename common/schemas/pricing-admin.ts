/**
 * The back office's prices (issue "Back office" §5; SPEC §3 discount code; issue: buying credits):
 * credit packages per country, payment methods per country and discount codes, as the admin
 * routes take and answer them. Money in integer cents, percentages of codes in percent on the
 * wire (stored as basis points), field errors as i18n keys (`validation.*`).
 */
import { z } from 'zod';
import { SUPPORTED_COUNTRIES } from '../constants.ts';
import { apiDiscountCode, PAYMENT_METHODS } from '../payments.ts';

const country = z.enum(SUPPORTED_COUNTRIES, { message: 'validation.country' });
const currency = z
  .string({ message: 'validation.invalid' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, { message: 'validation.invalid' });
const whole = (min: number, max: number) =>
  z
    .number({ message: 'validation.invalid' })
    .int({ message: 'validation.invalid' })
    .min(min, { message: 'validation.out_of_range' })
    .max(max, { message: 'validation.out_of_range' });

/** A credit package as the back office shows it: amount in cents, whether orders refer to it. */
export const adminPackage = z.object({
  id: z.number().int(),
  country: z.string(),
  currency: z.string(),
  credits: z.number().int(),
  amount: z.number().int().describe('cents'),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** Orders refer to it: it can be deactivated but its price stays in their books. */
  ordered: z.boolean(),
});
/** A package in the back office. */
export type AdminPackage = z.infer<typeof adminPackage>;

/** `POST /api/admin/packages` body: credits 1–100000, amount 1–1000000 cents. */
export const packageBody = z.object({
  country,
  currency,
  credits: whole(1, 100_000),
  amount: whole(1, 1_000_000).describe('cents'),
  sort_order: whole(0, 1000).default(0),
  active: z.boolean().default(true),
});
/** A new package. */
export type PackageBody = z.infer<typeof packageBody>;

/**
 * `PUT /api/admin/packages/:id` body: the fields to change (country and currency stay); an absent
 * field keeps its value. Built without `packageBody`'s defaults: zod 4 applies a default inside
 * `.partial()`, which would re-activate a retired package and reset its sort order.
 */
export const packagePatch = z
  .object({
    credits: packageBody.shape.credits,
    amount: packageBody.shape.amount,
    sort_order: whole(0, 1000),
    active: z.boolean(),
  })
  .partial()
  .strict();
/** A package change. */
export type PackagePatch = z.infer<typeof packagePatch>;

/** `GET /api/admin/packages` answer. */
export const adminPackagesAnswer = z.object({ packages: z.array(adminPackage) });
/** A package write's answer. */
export const adminPackageAnswer = z.object({ package: adminPackage });

/** `PUT /api/admin/payment-methods/:country` body: the methods offered there, most used first. */
export const paymentMethodsBody = z.object({
  methods: z
    .array(z.enum(PAYMENT_METHODS, { message: 'validation.invalid' }))
    .min(1, { message: 'validation.required' })
    .refine((list) => new Set(list).size === list.length, { message: 'validation.invalid' }),
});
/** `GET|PUT /api/admin/payment-methods/:country` answer; `configured` false while the default applies. */
export const paymentMethodsAnswer = z.object({
  country: z.string(),
  methods: z.array(z.enum(PAYMENT_METHODS)),
  configured: z.boolean(),
});

/** A discount code as people type it: 3–32 letters, digits or hyphens (stored upper case). */
export const discountCodeText = z
  .string({ message: 'validation.required' })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9-]{2,31}$/, { message: 'validation.code_pattern' });

/** The rules of a discount code (SPEC §3); an empty (null) rule does not restrict. */
const discountRules = z.object({
  /** 1–90 %, at most one decimal (stored in basis points). */
  value_percentage: z
    .number({ message: 'validation.percentage' })
    .min(1, { message: 'validation.percentage' })
    .max(90, { message: 'validation.percentage' })
    .refine((v) => Number.isInteger(Math.round(v * 100) / 10), { message: 'validation.percentage' }),
  country: country.nullable(),
  /** A member id or e-mail address. */
  user: z.string().trim().max(254).nullable(),
  currency: currency.nullable(),
  payment_methods: z
    .array(z.enum(PAYMENT_METHODS, { message: 'validation.invalid' }))
    .refine((list) => new Set(list).size === list.length, { message: 'validation.invalid' }),
  minimum_order_value: whole(1, 1_000_000).nullable().describe('cents'),
  expires: z.iso.datetime({ offset: true, message: 'validation.invalid' }).nullable(),
  validity: z.enum(['once-per-user', 'unlimited'], { message: 'validation.choose' }),
  status: z.enum(['active', 'inactive'], { message: 'validation.choose' }),
});

/**
 * `POST /api/admin/discount-codes` body (SPEC §3 discount code): the code and its percentage;
 * the other rules are optional (absent: no restriction, once per user, active). `user` is a
 * member id or e-mail address, `minimum_order_value` cents, `expires` ISO 8601 in the future.
 */
export const discountCodeBody = discountRules
  .partial()
  .required({ value_percentage: true })
  .extend({ code: discountCodeText })
  .strict();
/** A new discount code. */
export type DiscountCodeBody = z.infer<typeof discountCodeBody>;

/** `PUT /api/admin/discount-codes/:code` body: the rules to change (the same checks). */
export const discountCodePatch = discountRules.partial().strict();
/** A discount code change. */
export type DiscountCodePatch = z.infer<typeof discountCodePatch>;

/** A discount code in the back office: the SPEC §3 object, its member's e-mail and its use. */
export const adminDiscountCode = apiDiscountCode.omit({ seconds_left: true }).extend({
  user_email: z.string().nullable(),
  welcome: z.boolean(),
  /** Orders that used it (paid, refunded or charged back). */
  redemptions: z.number().int(),
});
/** A discount code in the back office. */
export type AdminDiscountCode = z.infer<typeof adminDiscountCode>;

/** `GET /api/admin/discount-codes` answer. */
export const adminDiscountCodesAnswer = z.object({ codes: z.array(adminDiscountCode) });
/** A discount code write's answer. */
export const adminDiscountCodeAnswer = z.object({ code: adminDiscountCode });
