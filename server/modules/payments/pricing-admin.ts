/**
 * The back office's price use cases (issue "Back office" §5): credit packages per country
 * (`settings.manage`) and discount codes (`discounts.manage`). Each write takes the request's
 * `Audit` and writes one audit row with the changed fields before and after in its transaction.
 * Members' `GET /api/credits/packages` reads the packages uncached, so a change shows at once.
 */
import type { SUPPORTED_COUNTRIES } from '@common/constants';
import type {
  DiscountCodeBody,
  DiscountCodePatch,
  PackageBody,
  PackagePatch,
} from '@common/schemas/pricing-admin';
import type { AppDeps } from '../../deps.ts';
import { changedKeys } from '../../lib/changes.ts';
import { type Audit, withAudit } from '../staff/with-audit.ts';
import { createDiscountCode, listDiscountCodes, updateDiscountCode } from './discount-admin.ts';
import { createPackage, listPackages, retirePackage, updatePackage } from './package-admin.ts';

/** What the price use cases need from the app's container (server/app.ts). */
export type PricingAdminDeps = Pick<AppDeps, 'database' | 'clock'>;

/** The packages use cases (`app.deps.packagesAdmin`). */
export type PackagesAdmin = ReturnType<typeof createPackagesAdmin>;

/** The discount codes use cases (`app.deps.discountsAdmin`). */
export type DiscountsAdmin = ReturnType<typeof createDiscountsAdmin>;

/** Build the credit packages use cases from `deps`. */
export function createPackagesAdmin(deps: PricingAdminDeps) {
  const { db } = deps.database;
  return {
    /** Credit packages of `country` (all without), amounts in cents. */
    list: (country?: (typeof SUPPORTED_COUNTRIES)[number]) => listPackages(db, country),

    /** Add a package (`createPackage`), audited with its fields. */
    create(audit: Audit, body: PackageBody) {
      return withAudit(db, audit, async (tx) => {
        const row = await createPackage(tx, body);
        const { ordered: _, ...after } = row;
        return { value: row, audit: { targetType: 'package', targetId: row.id, after } };
      });
    },

    /** Change package `id` (`updatePackage`), audited with the changed fields. */
    update(audit: Audit, id: number, patch: PackagePatch) {
      return withAudit(db, audit, async (tx) => {
        const change = await updatePackage(tx, id, patch);
        const diff = changedKeys(change.before, change.after);
        return {
          value: change.after,
          audit: { targetType: 'package', targetId: id, before: diff.before, after: diff.after },
        };
      });
    },

    /** Retire package `id`: deleted when nothing refers to it, else deactivated; audited. */
    retire(audit: Audit, id: number) {
      return withAudit(db, audit, async (tx) => {
        const retired = await retirePackage(tx, id);
        const { ordered: _, ...before } = retired.before;
        return {
          value: { deleted: retired.deleted, package: retired.after },
          audit: {
            targetType: 'package',
            targetId: id,
            action: retired.deleted ? 'package.delete' : 'package.deactivate',
            before,
            after: retired.after ? { active: false } : null,
          },
        };
      });
    },
  };
}

/** Build the discount codes use cases from `deps`. */
export function createDiscountsAdmin(deps: PricingAdminDeps) {
  const { db } = deps.database;
  const { clock } = deps;
  return {
    /** Discount codes (not the personal STAY- codes), by code, with their use. */
    list: () => listDiscountCodes(db, clock.now()),

    /** Create a discount code (`createDiscountCode`), audited with its rules. */
    create(audit: Audit, body: DiscountCodeBody) {
      const now = clock.now();
      return withAudit(db, audit, async (tx) => {
        const created = await createDiscountCode(tx, body, now);
        const { redemptions: _, expired: __, ...after } = created;
        return { value: created, audit: { targetType: 'discount_code', targetId: created.code, after } };
      });
    },

    /** Change code `code`'s rules, audited (`discounts.deactivate` when it becomes inactive). */
    update(audit: Audit, code: string, patch: DiscountCodePatch) {
      const now = clock.now();
      return withAudit(db, audit, async (tx) => {
        const change = await updateDiscountCode(tx, code, patch, now);
        const diff = changedKeys(change.before, change.after);
        return {
          value: change.after,
          audit: {
            targetType: 'discount_code',
            targetId: change.after.code,
            ...(diff.keys.includes('status') && change.after.status === 'inactive'
              ? { action: 'discounts.deactivate' }
              : {}),
            before: diff.before,
            after: diff.after,
          },
        };
      });
    },
  };
}
