import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  DIRECT_DEBIT_CODES_PER_HOUR,
  DIRECT_DEBIT_MAX_CENTS,
  DIRECT_DEBIT_MAX_ORDERS,
  DIRECT_DEBIT_PERIOD_DAYS,
  SMS_CODE_ATTEMPTS,
  SMS_CODE_DIGITS,
  SMS_CODE_TTL_S,
} from '@common/constants';
import type { DirectDebitBody } from '@common/payments';
import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { electronicFormatIBAN, isSEPACountry, isValidIBAN } from 'ibantools';
import type * as Phones from 'libphonenumber-js/max';
import { lazyPackage } from '../../lib/lazy.ts';

/** libphonenumber-js with its full metadata, loaded with the first number checked. */
const phones = lazyPackage<typeof Phones>('libphonenumber-js/max');

import type { Db } from '../../db/client.ts';
import { directDebitBlocklist, mandates, orders } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import type { SmsSender } from '../sms/sms.ts';

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * SPEC §8 "direct debit limit reached": whether a new direct-debit order of `amountCents` would
 * exceed the member's limits, given their direct-debit orders in the last
 * `DIRECT_DEBIT_PERIOD_DAYS` (30) days that are open, pending or paid (`recent.orders`, their
 * total `recent.cents`): at most `DIRECT_DEBIT_MAX_ORDERS` (2) orders worth at most
 * `DIRECT_DEBIT_MAX_CENTS` (€150) together, the new one included.
 */
export function directDebitLimitReached(
  recent: { orders: number; cents: number },
  amountCents: number,
): boolean {
  return recent.orders >= DIRECT_DEBIT_MAX_ORDERS || recent.cents + amountCents > DIRECT_DEBIT_MAX_CENTS;
}

/**
 * Whether an SMS code signs the mandate at `now`: `attempts` counts this try too (at most
 * `SMS_CODE_ATTEMPTS`, 5), `codeExpiresAt` (sending + `SMS_CODE_TTL_S`, 600 s) is still ahead,
 * and `code` (trimmed) hashes to the stored SHA-256 hex `codeHash` (compared in constant time).
 */
export function smsCodeAccepted(
  mandate: { attempts: number; codeExpiresAt: Date; codeHash: string },
  code: string,
  now: Date,
): boolean {
  const given = Buffer.from(hashCode(code.trim()));
  const stored = Buffer.from(mandate.codeHash);
  return (
    mandate.attempts <= SMS_CODE_ATTEMPTS &&
    mandate.codeExpiresAt.getTime() > now.getTime() &&
    given.length === stored.length &&
    timingSafeEqual(given, stored)
  );
}

/** An IBAN as the bank writes it (no spaces, upper case), or a validation error on `iban`. */
export function normalizeIban(input: string): string {
  const iban = electronicFormatIBAN(input) ?? '';
  if (!isValidIBAN(iban)) throw fieldError({ iban: 'validation.iban' });
  if (!isSEPACountry(iban.slice(0, 2))) throw fieldError({ iban: 'validation.iban_country' });
  return iban;
}

/** A mobile number in E.164 (`+31612345678`), read in `country` when written nationally; else a validation error. */
export function normalizeMobile(input: string, country: string): string {
  const phone = phones().parsePhoneNumberFromString(
    input,
    country as Parameters<typeof Phones.parsePhoneNumberFromString>[1],
  );
  const type = phone?.getType();
  if (!phone?.isValid() || (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE')) {
    throw fieldError({ mobile: 'validation.mobile' });
  }
  return phone.number;
}

/**
 * SEPA direct debit (issue: buying credits §7; SPEC §2 /directdebit, §5, §8): the form is checked
 * (IBAN checksum and SEPA country with ibantools, the mobile number with libphonenumber-js),
 * blocked IBANs and numbers are refused, a member may place at most 2 direct-debit orders worth
 * €150 in 30 days and ask for at most 5 SMS codes an hour, and an SMS code signs the mandate.
 */
export function createDirectDebit(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  sms: SmsSender;
  siteName: string;
}) {
  const { db, clock, sms, siteName } = deps;
  return {
    /**
     * Check the form and send the SMS code; answers the mandate waiting for it. Throws validation
     * (fields), directdebit_blocked (IBAN or number on the blocklist) and directdebit_limit.
     */
    async start(userId: number, country: string, body: DirectDebitBody, amountCents: number) {
      const iban = normalizeIban(body.iban);
      const mobile = normalizeMobile(body.mobile, country);
      const [blocked] = await db
        .select({ kind: directDebitBlocklist.kind })
        .from(directDebitBlocklist)
        .where(
          or(
            and(eq(directDebitBlocklist.kind, 'iban'), eq(directDebitBlocklist.value, iban)),
            and(eq(directDebitBlocklist.kind, 'phone'), eq(directDebitBlocklist.value, mobile)),
          ),
        )
        .limit(1);
      if (blocked) throw new AppError('directdebit_blocked');
      const since = new Date(clock.now().getTime() - DIRECT_DEBIT_PERIOD_DAYS * 86_400_000);
      const [recent] = await db
        .select({
          n: sql<number>`count(*)::int`,
          cents: sql<number>`coalesce(sum(${orders.amountCents}), 0)::int`,
        })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            eq(orders.method, 'directdebit'),
            gte(orders.createdAt, since),
            inArray(orders.status, ['open', 'pending', 'paid']),
          ),
        );
      if (directDebitLimitReached({ orders: recent?.n ?? 0, cents: recent?.cents ?? 0 }, amountCents))
        throw new AppError('directdebit_limit');
      const now = clock.now();
      const [codes] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mandates)
        .where(
          and(eq(mandates.userId, userId), gte(mandates.createdAt, new Date(now.getTime() - 3_600_000))),
        );
      if ((codes?.n ?? 0) >= DIRECT_DEBIT_CODES_PER_HOUR) throw new AppError('directdebit_limit');
      const code = String(randomInt(0, 10 ** SMS_CODE_DIGITS)).padStart(SMS_CODE_DIGITS, '0');
      const [mandate] = await db
        .insert(mandates)
        .values({
          userId,
          reference: `AMORA-${userId}-${randomBytes(4).toString('hex').toUpperCase()}`,
          packageId: body.package_id,
          accountHolder: body.account_holder,
          iban,
          street: body.street,
          houseNumber: body.house_number,
          zip: body.zip,
          city: body.city,
          mobile,
          codeHash: hashCode(code),
          codeExpiresAt: new Date(now.getTime() + SMS_CODE_TTL_S * 1000),
          createdAt: now,
        })
        .returning();
      if (!mandate) throw new Error('mandate not stored');
      try {
        await sms.send(mobile, `${siteName}: ${code} is je code voor de machtiging ${mandate.reference}.`);
      } catch (error) {
        await db.update(mandates).set({ status: 'expired' }).where(eq(mandates.id, mandate.id));
        throw new AppError('sms_unavailable', {}, {}, error);
      }
      return mandate;
    },

    /**
     * Sign the member's mandate with the SMS code. Throws not_found, sms_code_invalid (wrong,
     * expired or too many attempts; each wrong try counts) and answers the signed mandate.
     */
    async sign(userId: number, mandateId: number, code: string) {
      const now = clock.now();
      const [mandate] = await db
        .update(mandates)
        .set({ attempts: sql`${mandates.attempts} + 1` })
        .where(
          and(eq(mandates.id, mandateId), eq(mandates.userId, userId), eq(mandates.status, 'awaiting_code')),
        )
        .returning();
      if (!mandate) throw new AppError('not_found');
      if (!smsCodeAccepted(mandate, code, now)) throw new AppError('sms_code_invalid');
      const [signed] = await db
        .update(mandates)
        .set({ status: 'signed', signedAt: now })
        .where(and(eq(mandates.id, mandateId), eq(mandates.status, 'awaiting_code')))
        .returning();
      if (!signed) throw new AppError('not_found');
      return signed;
    },
  };
}

/** The direct-debit mandates as wired in server/app.ts (`app.deps.directDebit`). */
export type DirectDebit = ReturnType<typeof createDirectDebit>;
