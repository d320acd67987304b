import {
  type ApiPackage,
  PACKAGE_COUNTRIES,
  type PackagesAnswer,
  type PaymentMethod,
} from '@common/payments';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditPackages } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type Buyers, paying } from './buyers.ts';
import { checkCode, chooseDiscount, discounted } from './discount-rules.ts';
import type { Discounts } from './discounts.ts';

/** A credit package as stored: per country and currency, amount in cents. */
export type PackageRow = typeof creditPackages.$inferSelect;

/** Countries without active packages of their own see this country's (NL's). */
const FALLBACK_COUNTRY = PACKAGE_COUNTRIES[0];

/**
 * Credit packages (issue: buying credits §1, §5): four EUR bundles seeded for NL, BE and DE; a
 * country gets its own once it has an active package (the back office adds them), others see
 * NL's. The payment methods per country come from `methods` (the settings service).
 */
export function createPackages(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  buyers: Pick<Buyers, 'of'>;
  discounts: Pick<Discounts, 'codesFor'>;
  methods: { methodsFor(country: string): Promise<readonly PaymentMethod[]> };
}) {
  const { db, clock, buyers, discounts } = deps;

  /** The active packages offered in `country` (its own, else NL's), in the list's order. One query. */
  async function offered(country: string): Promise<PackageRow[]> {
    const rows = await db
      .select()
      .from(creditPackages)
      .where(
        and(
          inArray(creditPackages.country, [...new Set([country, FALLBACK_COUNTRY])]),
          eq(creditPackages.active, true),
        ),
      )
      .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.amountCents));
    const own = rows.filter((row) => row.country === country);
    return own.length > 0 ? own : rows.filter((row) => row.country === FALLBACK_COUNTRY);
  }

  return {
    /**
     * An active package offered in `country` (NL's for countries without their own). Throws
     * not_found for another country's package or one no longer offered.
     */
    async packageFor(country: string, id: number): Promise<PackageRow> {
      const row = (await offered(country)).find((p) => p.id === id);
      if (!row) throw new AppError('not_found');
      return row;
    },

    /**
     * API.md `GET /api/credits/packages`: the packages of the member's country (NL's for
     * countries without their own, and for visitors: `userId` null), cheapest first, each with
     * the price after the active discount for a payment from `paymentCountry` (cents), and the
     * payment methods of the member's country.
     */
    async list(userId: number | null, paymentCountry: string): Promise<PackagesAnswer> {
      // Visitors (/pricing) see the packages of the first country, without a discount.
      const account = userId === null ? null : await buyers.of(userId);
      const buyer = account ? paying(account, paymentCountry) : null;
      const country = account?.country ?? FALLBACK_COUNTRY;
      const now = clock.now();
      const [rows, codes, methods] = await Promise.all([
        offered(country),
        buyer ? discounts.codesFor(buyer) : null,
        deps.methods.methodsFor(country),
      ]);
      const active = buyer && codes ? chooseDiscount({ ...codes, member: buyer, now }) : null;
      const packages: ApiPackage[] = rows.map((p) => {
        // Codes with an order rule (minimum value, currency) are checked per package.
        let applies = false;
        if (buyer && codes && active) {
          try {
            checkCode(codes, active.discount.code, buyer, now, {
              amountCents: p.amountCents,
              currency: p.currency,
            });
            applies = true;
          } catch (error) {
            if (!(error instanceof AppError)) throw error;
          }
        }
        return {
          id: p.id,
          credits: p.credits,
          amount: p.amountCents,
          currency: p.currency,
          discounted_amount:
            applies && active ? discounted(p.amountCents, active.discount.basisPoints) : p.amountCents,
          per_credit: +(p.amountCents / p.credits).toFixed(2),
        };
      });
      return { packages, methods: [...methods], discount: active?.object ?? null };
    },
  };
}

/** The packages use case as wired in server/app.ts (`app.deps.payments.packages`). */
export type Packages = ReturnType<typeof createPackages>;
