/**
 * The back office's settings use cases (issue "Back office" §5, `settings.manage`): sites with
 * their SPEC §3 settings and company info, new sites copied from another, legal text overrides
 * per locale, and payment methods per country. Each write takes the request's `Audit`, writes one
 * audit row with the changed keys before and after in its transaction, and after the commit makes
 * every process forget its cached settings (`SettingsService.changed`).
 */
import type { Locale, SUPPORTED_COUNTRIES } from '@common/constants';
import { INTEREST_IDS } from '@common/interests';
import type { paymentMethodsBody } from '@common/schemas/pricing-admin';
import {
  type companyPatch,
  type LegalOverrides,
  legalOverrides,
  type legalSectionKey,
  type siteSettingsPatch,
} from '@common/schemas/site-admin';
import type * as Phones from 'libphonenumber-js/max';
import { lazyPackage } from '../../lib/lazy.ts';

/** libphonenumber-js with its full metadata, loaded with the first number checked. */
const phones = lazyPackage<typeof Phones>('libphonenumber-js/max');

import type { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { changedKeys } from '../../lib/changes.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { siteView } from '../settings/admin-view.ts';
import { defaultCompany, defaultSettings } from '../settings/defaults.ts';
import {
  GLOBAL_ROW,
  insertSite,
  lockedSite,
  type StoredSite,
  storedSite,
  storedSites,
  writeSite,
} from '../settings/store.ts';
import { type Audit, type AuditChange, withAudit } from '../staff/with-audit.ts';

/** What the settings admin needs from the app's container (server/app.ts). */
export type SettingsAdminDeps = Pick<AppDeps, 'database' | 'clock' | 'settings'>;

/** The settings admin use cases (`app.deps.settingsAdmin`). */
export type SettingsAdmin = ReturnType<typeof createSettingsAdmin>;

/** One legal section of one locale of a site (`PUT /api/admin/sites/:domain/legal/:locale/:section`). */
export interface LegalSection {
  domain: string;
  locale: Locale;
  section: z.infer<typeof legalSectionKey>;
}

/**
 * A phone number written for `country` (ISO 3166, the site's) or internationally: validation
 * on `field` (`validation.phone`) unless libphonenumber-js finds it valid.
 */
export function checkPhone(value: string | undefined, country: string, field: string): void {
  if (value === undefined) return;
  const phone = phones().parsePhoneNumberFromString(
    value,
    country as Parameters<typeof Phones.parsePhoneNumberFromString>[1],
  );
  if (!phone?.isValid()) throw fieldError({ [field]: 'validation.phone' });
}

type PaymentMethodsBody = z.infer<typeof paymentMethodsBody>;

/** Build the settings admin use cases from `deps`. */
export function createSettingsAdmin(deps: SettingsAdminDeps) {
  const { db } = deps.database;
  const { clock, settings } = deps;
  const view = (stored: StoredSite) => ({ site: siteView(stored, settings.configuredFields()) });

  /** Write `next` over site `domain` in one audited transaction; answers the site as stored after. */
  async function rewrite(
    audit: Audit,
    domain: string,
    change: (stored: StoredSite) => { value: Pick<StoredSite, 'settings' | 'company'>; audit: AuditChange },
  ) {
    const updated = await withAudit(db, audit, async (tx) => {
      const stored = await lockedSite(tx, domain);
      const next = change(stored);
      await writeSite(tx, domain, next.value, clock.now());
      return { value: await lockedSite(tx, domain), audit: next.audit };
    });
    await settings.changed(domain);
    return view(updated);
  }

  return {
    /** Every site with its stored settings, company info and legal overrides. */
    async sites() {
      return { sites: (await storedSites(db)).map((stored) => view(stored).site) };
    },

    /** Site `domain`; AppError not_found for an unknown one. */
    async site(domain: string) {
      const stored = await storedSite(db, domain);
      if (!stored) throw new AppError('not_found');
      return view(stored);
    },

    /**
     * Add site `domain` with the settings and company info of `copyFrom`, audited. Validation
     * `copy_from` (unknown site) or `domain` (exists already).
     */
    async createSite(audit: Audit, domain: string, copyFrom: string) {
      const created = await withAudit(db, audit, async (tx) => {
        const source = await storedSite(tx, copyFrom);
        if (!source) throw fieldError({ copy_from: 'validation.unknown_site' });
        const { domain: _, ...copied } = source.settings;
        const value = { settings: copied, company: source.company };
        if (!(await insertSite(tx, domain, value, clock.now())))
          throw fieldError({ domain: 'validation.site_exists' });
        return {
          value: await lockedSite(tx, domain),
          audit: {
            targetType: 'setting' as const,
            targetId: domain,
            action: 'settings.site_create',
            after: { domain, copy_from: copyFrom },
          },
        };
      });
      await settings.changed(domain);
      return view(created);
    },

    /** Change some SPEC §3 settings of `domain`, audited; validation `support_phone` for a bad number. */
    patchSettings(audit: Audit, domain: string, patch: z.infer<typeof siteSettingsPatch>) {
      return rewrite(audit, domain, (stored) => {
        const current = { ...defaultSettings(INTEREST_IDS), ...stored.settings } as Record<string, unknown>;
        const country = patch.geoip_selected_country ?? String(current.geoip_selected_country ?? 'NL');
        checkPhone(patch.support_phone, country, 'support_phone');
        const diff = changedKeys(
          Object.fromEntries(Object.keys(patch).map((key) => [key, current[key]])),
          patch,
        );
        return {
          value: { settings: { ...stored.settings, ...patch }, company: stored.company },
          audit: { targetType: 'setting', targetId: domain, before: diff.before, after: diff.after },
        };
      });
    },

    /** Change some SPEC §3 company info of `domain`, audited; validation `support_phone` for a bad number. */
    patchCompany(audit: Audit, domain: string, patch: z.infer<typeof companyPatch>) {
      return rewrite(audit, domain, (stored) => {
        const country = String(stored.settings.geoip_selected_country ?? 'NL');
        checkPhone(patch.support_phone, country, 'support_phone');
        const current = { ...defaultCompany, ...stored.company } as Record<string, unknown>;
        const diff = changedKeys(
          Object.fromEntries(Object.keys(patch).map((key) => [key, current[key]])),
          patch,
        );
        return {
          value: { settings: stored.settings, company: { ...stored.company, ...patch } },
          audit: {
            targetType: 'setting',
            targetId: domain,
            action: 'settings.company',
            before: diff.before,
            after: diff.after,
          },
        };
      });
    },

    /**
     * Replace (`value`) or remove (null) the legal override of `at`, audited with the section
     * before and after; a `heading` of undefined keeps the stored override's heading.
     */
    changeLegal(
      audit: Audit,
      at: LegalSection,
      value: { heading: string | null | undefined; body: string[] } | null,
    ) {
      const { domain, locale, section } = at;
      return rewrite(audit, domain, (stored) => {
        const parsed = legalOverrides.safeParse(stored.settings.legal_overrides ?? {});
        const overrides: LegalOverrides = parsed.success ? parsed.data : {};
        const before = overrides[locale]?.[section] ?? null;
        const sections = { ...overrides[locale] };
        if (value) {
          sections[section] = {
            heading: value.heading === undefined ? (before?.heading ?? null) : value.heading,
            body: value.body,
          };
        } else delete sections[section];
        const next: LegalOverrides = { ...overrides, [locale]: sections };
        if (Object.keys(sections).length === 0) delete next[locale];
        const key = `legal.${locale}.${section}`;
        return {
          value: { settings: { ...stored.settings, legal_overrides: next }, company: stored.company },
          audit: {
            targetType: 'setting',
            targetId: domain,
            action: value ? 'settings.legal' : 'settings.legal_reset',
            before: { [key]: before },
            after: { [key]: sections[section] ?? null },
          },
        };
      });
    },

    /** Set the payment methods offered in `country` (every site), most used first; audited. */
    async setPaymentMethods(
      audit: Audit,
      country: (typeof SUPPORTED_COUNTRIES)[number],
      methods: PaymentMethodsBody['methods'],
    ) {
      const before = [...(await settings.methodsFor(country))];
      await withAudit(db, audit, async (tx) => {
        const stored = await storedSite(tx, GLOBAL_ROW, true);
        const current = (stored?.settings.payment_methods ?? {}) as Record<string, string[]>;
        const next = { ...stored?.settings, payment_methods: { ...current, [country]: methods } };
        await writeSite(tx, GLOBAL_ROW, { settings: next, company: stored?.company ?? {} }, clock.now());
        return {
          value: undefined,
          audit: {
            targetType: 'setting',
            targetId: `payment_methods:${country}`,
            action: 'settings.payment_methods',
            before: { [country]: before },
            after: { [country]: methods },
          },
        };
      });
      await settings.changed(GLOBAL_ROW);
      return { country, methods, configured: true as const };
    },
  };
}
