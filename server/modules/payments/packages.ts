import { type ApiPackage, methodsFor, PACKAGE_COUNTRIES, type PackagesAnswer } from '@common/payments';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditPackages } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { Buyers } from './buyers.ts';
import { checkCode, chooseDiscount, discounted } from './discount-rules.ts';
import type { Discounts } from './discounts.ts';

/** A credit package as stored: per country and currency, amount in cents. */
export type PackageRow = typeof creditPackages.$inferSelect;

/** The country whose packages a member of `country` sees: their own when it has packages, else the first (NL). */
export function packageCountry(country: string): string {
  return (PACKAGE_COUNTRIES as readonly string[]).includes(country) ? country : PACKAGE_COUNTRIES[0];
}

/**
 * Credit packages (issue: buying credits §1, §5): four EUR bundles for NL, BE and DE; other
 * countries see NL's.
 */
export function createPackages(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  buyers: Pick<Buyers, 'of'>;
  discounts: Pick<Discounts, 'codesFor'>;
}) {
  const { db, clock, buyers, discounts } = deps;
  return {
    /**
     * An active package offered in `country` (NL's for countries without their own). Throws
     * not_found for another country's package or one no longer offered.
     */
    async packageFor(country: string, id: number): Promise<PackageRow> {
      const [row] = await db
        .select()
        .from(creditPackages)
        .where(
          and(
            eq(creditPackages.id, id),
            eq(creditPackages.country, packageCountry(country)),
            eq(creditPackages.active, true),
          ),
        );
      if (!row) throw new AppError('not_found');
      return row;
    },

    /**
     * API.md `GET /api/credits/packages`: the packages of the member's country (NL's for
     * countries without their own, and for visitors: `userId` null), cheapest first, each with
     * the price after the active discount (cents), and the payment methods of the member's country.
     */
    async list(userId: number | null): Promise<PackagesAnswer> {
      // Visitors (/pricing) see the packages of the first country, without a discount.
      const buyer = userId === null ? null : await buyers.of(userId);
      const country = buyer?.country ?? PACKAGE_COUNTRIES[0];
      const now = clock.now();
      const [rows, codes] = await Promise.all([
        db
          .select()
          .from(creditPackages)
          .where(and(eq(creditPackages.country, packageCountry(country)), eq(creditPackages.active, true)))
          .orderBy(asc(creditPackages.sortOrder), asc(creditPackages.amountCents)),
        buyer ? discounts.codesFor(buyer) : null,
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
      return { packages, methods: [...methodsFor(country)], discount: active?.object ?? null };
    },
  };
}

/** The packages use case as wired in server/app.ts (`app.deps.payments.packages`). */
export type Packages = ReturnType<typeof createPackages>;
