import { INTEREST_IDS } from '@common/interests';
import { METHODS_BY_COUNTRY, methodsFor, type PaymentMethod } from '@common/payments';
import { REGIONS } from '@common/regions';
import { type CompanyInfo, companyInfo, type SiteSettings, siteSettings } from '@common/schemas/settings';
import { type LegalOverrides, legalOverrides } from '@common/schemas/site-admin';
import { eq } from 'drizzle-orm';
import type { CompanyOverrides } from '../../company-config.ts';
import type { Db } from '../../db/client.ts';
import { siteSettings as settingsTable } from '../../db/schema/settings.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Bus } from '../realtime/bus.ts';
import { exampleCompanyFields, withCompanyOverrides } from './company.ts';
import { defaultCompany, defaultSettings } from './defaults.ts';
import { GLOBAL_ROW } from './store.ts';

const CACHE_MS = 30_000;

/** Settings and company info of one domain. */
export interface DomainSettings {
  settings: SiteSettings;
  company: CompanyInfo;
  /** `settings` as the JSON text settings.php answers, serialised once per cache load. */
  settingsJson: string;
  /**
   * `settingsJson` with `geoip_country` set to `country` (the visitor's, `./geoip.ts`): the two
   * halves around the value are cut once per cache load, so a request only joins three strings.
   */
  settingsJsonWithCountry(country: string): string;
  /** Legal sections this site shows instead of the shipped ones (issue "Back office" §5), per locale. */
  legal: LegalOverrides;
}

/** Payment methods per country (stored over the shipped defaults), and the countries stored. */
export interface PaymentMethodsTable {
  byCountry: Readonly<Record<string, readonly PaymentMethod[]>>;
  /** Countries whose methods an admin set (the others use the shipped default). */
  configured: readonly string[];
}

/** Cut `json` (an encoded settings object) around its `geoip_country` value: see `settingsJsonWithCountry`. */
function spliceCountry(json: string, country: string): (visitor: string) => string {
  const key = '"geoip_country":';
  const at = json.indexOf(key) + key.length;
  const value = JSON.stringify(country);
  if (at < key.length || json.slice(at, at + value.length) !== value) {
    throw new Error('settings JSON has no geoip_country value');
  }
  const before = json.slice(0, at);
  const after = json.slice(at + value.length);
  return (visitor) => (visitor === country ? json : before + JSON.stringify(visitor) + after);
}

/** Reads the per-domain site settings (SPEC §3 "server provided"), cached for 30 s. */
export interface SettingsService {
  /** Settings for a request host (port and `www.` ignored); falls back to the `default` domain. */
  forHost(host: string | undefined): Promise<DomainSettings>;
  /**
   * The settings `forHost` last read for `host`'s domain, however old, or null when it read none
   * yet: no database read, for answers that must not wait for one (`plugins/database-queue.ts`).
   */
  lastKnown(host: string | undefined): DomainSettings | null;
  /** Write the seeded default row when missing (idempotent). */
  seedDefaults(): Promise<void>;
  /** Replace the stored settings of a domain (admin tools and tests); clears the cache (`changed`). */
  update(domain: string, patch: Partial<SiteSettings>): Promise<void>;
  /**
   * The payment methods offered in `country` (issue "Back office" §5): the stored list of the
   * global row (`PUT /api/admin/payment-methods/:country`), else the shipped default
   * (`methodsFor` in common/payments.ts). Cached like the settings.
   */
  methodsFor(country: string): Promise<readonly PaymentMethod[]>;
  /** Every country's stored methods (the shipped defaults where none are stored). */
  paymentMethods(): Promise<PaymentMethodsTable>;
  /**
   * After a committed change of `domain`'s row (or `GLOBAL_ROW`): forget the cache here and tell
   * every other process on the bus (`settings_changed`), so changes apply without a restart.
   */
  changed(domain: string): Promise<void>;
  /** Forget cached settings when another process announces a change (call once with the app's bus). */
  follow(bus: Pick<Bus, 'subscribe' | 'publish'>): void;
  /**
   * Company and settings fields the server's configuration (COMPANY_*, SUPPORT_EMAIL) sets over
   * the stored value on every site, by field name (`support_email`, `name`, `vat_numbers`, …).
   */
  configuredFields(): string[];
}

/** Normalise a Host header into the domain key used in the settings table. */
export function domainOf(host: string | undefined): string {
  if (!host) return 'default';
  const domain = host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
  // Reserved rows (`GLOBAL_ROW`) are no site: a Host header naming one gets the default site.
  return domain.startsWith('_') ? 'default' : domain;
}

/** The stored company info, without what is worked out per answer. */
const storedCompany = companyInfo.omit({ example_data: true });

/**
 * Build the settings service (CONVENTIONS: factory with narrowed deps). `company`: the configured
 * company details (COMPANY_*, SUPPORT_EMAIL) over every stored row; `markExamples` (a development
 * site): company info says `example_data` while seeded example details are in use; `pushPublicKey`
 * is presented as `push_public_key` (SPEC §3).
 */
export function createSettingsService(deps: {
  db: Db;
  clock: Clock;
  company?: CompanyOverrides | undefined;
  markExamples?: boolean;
  /** This server's VAPID public key (notifications/vapid.ts): every site's `push_public_key`, never stored. */
  pushPublicKey?: string | undefined;
}): SettingsService {
  const cache = new Map<string, { at: number; value: DomainSettings }>();
  let methodsCache: { at: number; value: PaymentMethodsTable } | null = null;
  let bus: Pick<Bus, 'publish'> | null = null;
  // Counts the changes announced; a read that began before one is not cached.
  let generation = 0;
  const forget = () => {
    generation += 1;
    cache.clear();
    methodsCache = null;
  };

  async function load(domain: string): Promise<DomainSettings | undefined> {
    const [row] = await deps.db.select().from(settingsTable).where(eq(settingsTable.domain, domain)).limit(1);
    if (!row) return undefined;
    // Stored JSON is merged over the defaults so that settings added later get their default.
    const stored = {
      settings: siteSettings.parse({ ...defaultSettings(INTEREST_IDS), ...(row.settings as object) }),
      company: storedCompany.parse({ ...defaultCompany, ...(row.company as object) }),
    };
    const { settings, company: details } = withCompanyOverrides(stored, deps.company);
    const examples = exampleCompanyFields({ settings, company: details }).length > 0;
    const company = { ...details, example_data: Boolean(deps.markExamples) && examples };
    const regions = REGIONS[settings.geoip_selected_country as keyof typeof REGIONS] ?? [];
    const withDomain = {
      ...settings,
      domain: row.domain,
      region_data: [...regions],
      push_public_key: deps.pushPublicKey ?? settings.push_public_key,
    };
    const settingsJson = JSON.stringify(siteSettings.encode(withDomain));
    const legal = legalOverrides.safeParse(
      (row.settings as { legal_overrides?: unknown }).legal_overrides ?? {},
    );
    return {
      legal: legal.success ? legal.data : {},
      settings: withDomain,
      company,
      settingsJson,
      settingsJsonWithCountry: spliceCountry(settingsJson, withDomain.geoip_country),
    };
  }

  const service: SettingsService = {
    async forHost(host) {
      const domain = domainOf(host);
      const now = deps.clock.now().getTime();
      const hit = cache.get(domain);
      if (hit && now - hit.at < CACHE_MS) return hit.value;
      const seen = generation;
      const value = (await load(domain)) ?? (await load('default'));
      if (!value) throw new Error('site settings are not seeded');
      // A change announced while this read ran may not be in it: answer it, but do not keep it.
      if (seen === generation) cache.set(domain, { at: now, value });
      return value;
    },
    lastKnown(host) {
      return cache.get(domainOf(host))?.value ?? null;
    },
    async seedDefaults() {
      await deps.db
        .insert(settingsTable)
        .values({ domain: 'default', settings: defaultSettings(INTEREST_IDS), company: defaultCompany })
        .onConflictDoNothing();
    },
    async update(domain, patch) {
      const [row] = await deps.db
        .select()
        .from(settingsTable)
        .where(eq(settingsTable.domain, domain))
        .limit(1);
      const base = (row?.settings as object | undefined) ?? defaultSettings(INTEREST_IDS);
      await deps.db
        .insert(settingsTable)
        .values({ domain, settings: { ...base, ...patch }, company: row?.company ?? defaultCompany })
        .onConflictDoUpdate({ target: settingsTable.domain, set: { settings: { ...base, ...patch } } });
      await service.changed(domain);
    },
    async paymentMethods() {
      const now = deps.clock.now().getTime();
      if (methodsCache && now - methodsCache.at < CACHE_MS) return methodsCache.value;
      const seen = generation;
      const [row] = await deps.db
        .select({ settings: settingsTable.settings })
        .from(settingsTable)
        .where(eq(settingsTable.domain, GLOBAL_ROW))
        .limit(1);
      const stored = (row?.settings as { payment_methods?: Record<string, PaymentMethod[]> } | undefined)
        ?.payment_methods;
      const value: PaymentMethodsTable = {
        byCountry: { ...METHODS_BY_COUNTRY, ...stored },
        configured: Object.keys(stored ?? {}),
      };
      if (seen === generation) methodsCache = { at: now, value };
      return value;
    },
    async methodsFor(country) {
      return (await service.paymentMethods()).byCountry[country] ?? methodsFor(country);
    },
    async changed(domain) {
      forget();
      await bus?.publish({ userIds: [], event: { type: 'settings_changed', data: { domain } } });
    },
    follow(b) {
      bus = b;
      b.subscribe((envelope) => {
        if (envelope.event.type === 'settings_changed') forget();
      });
    },
    configuredFields() {
      const c = deps.company ?? {};
      const fields: Array<[unknown, string[]]> = [
        [c.name, ['name']],
        [c.address, ['address']],
        [c.city, ['city']],
        [c.country, ['country']],
        [c.kvk, ['kvk']],
        [c.vatNumbers, ['vat_numbers']],
        [c.tradenames, ['tradenames']],
        [c.phone, ['support_phone']],
        [c.supportEmail, ['support_email']],
      ];
      return fields.filter(([value]) => value !== undefined).flatMap(([, names]) => names);
    },
  };
  return service;
}
