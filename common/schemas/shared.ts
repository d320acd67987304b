import { z } from 'zod';

/**
 * Zod helpers shared by every schema. Error messages are i18n keys (common/locales), which the
 * server translates into the member's language and the web client translates with `t()`.
 */

/** A bounded, trimmed string (CONVENTIONS: every string `.trim().max()`). */
export const text = (max: number) => z.string().trim().max(max, { message: 'validation.too_long' });

/** An e-mail address, lower-cased; error "Ongeldige e-mail" (SPEC §5). */
export const email = z
  .string({ message: 'validation.email_invalid' })
  .trim()
  .toLowerCase()
  .max(254, { message: 'validation.email_invalid' })
  .pipe(z.email({ message: 'validation.email_invalid' }));

/**
 * A birth date: a calendar date `YYYY-MM-DD` that exists. SPEC §5 errors: missing or empty
 * (nothing chosen yet) "Vul uw geboortedatum in ({min_age}+ jaar)" (`validation.birthdate_required`,
 * `min_age` given by whoever translates it), anything else "Ongeldige geboortedatum."
 */
export const isoDate = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'validation.birthdate_required'
        : 'validation.birthdate_invalid',
  })
  .trim()
  .min(1, { message: 'validation.birthdate_required' })
  .regex(/^(?:\d{4}-\d{2}-\d{2})?$/, { message: 'validation.birthdate_invalid' })
  .refine(
    (value) => {
      if (value === '') return true;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { message: 'validation.birthdate_invalid' },
  );

/** The error answer of every route (API.md conventions). */
export const errorAnswer = z
  .object({
    error: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    minutes: z.number().int().optional(),
  })
  .catchall(z.unknown());
export type ErrorAnswer = z.infer<typeof errorAnswer>;

export const okAnswer = z.object({ ok: z.literal(true) });

/** A profile name (SPEC §5): 2-30 characters, not starting with @; visible to other members. */
export const profileName = z
  .string({ message: 'validation.name_required' })
  .trim()
  .min(2, { message: 'validation.name_too_short' })
  .max(30, { message: 'validation.too_long' })
  .refine((name) => !name.startsWith('@'), { message: 'validation.name_at' });
