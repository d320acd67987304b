import { INTEREST_IDS } from '@common/interests';
import { REGIONS } from '@common/regions';
import { type CompanyInfo, companyInfo, type SiteSettings, siteSettings } from '@common/schemas/settings';
import { eq } from 'drizzle-orm';
import type { CompanyOverrides } from '../../company-config.ts';
import type { Db } from '../../db/client.ts';
import { siteSettings as settingsTable } from '../../db/schema/settings.ts';
import type { Clock } from '../../lib/clock.ts';
import { exampleCompanyFields, withCompanyOverrides } from './company.ts';
import { defaultCompany, defaultSettings } from './defaults.ts';

const CACHE_MS = 30_000;

/** Settings and company info of one domain. */
export interface DomainSettings {
  settings: SiteSettings;
  company: CompanyInfo;
  /** `settings` as the JSON text settings.php answers, serialised once per cache load. */
  settingsJson: string;
}

/** Reads the per-domain site settings (SPEC §3 "server provided"), cached for 30 s. */
export interface SettingsService {
  /** Settings for a request host (port and `www.` ignored); falls back to the `default` domain. */
  forHost(host: string | undefined): Promise<DomainSettings>;
  /** Write the seeded default row when missing (idempotent). */
  seedDefaults(): Promise<void>;
  /** Replace the stored settings of a domain (admin tools and tests); clears the cache. */
  update(domain: string, patch: Partial<SiteSettings>): Promise<void>;
}

/** Normalise a Host header into the domain key used in the settings table. */
export function domainOf(host: string | undefined): string {
  if (!host) return 'default';
  return host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^www\./, '');
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
    return { settings: withDomain, company, settingsJson: JSON.stringify(siteSettings.encode(withDomain)) };
  }

  return {
    async forHost(host) {
      const domain = domainOf(host);
      const now = deps.clock.now().getTime();
      const hit = cache.get(domain);
      if (hit && now - hit.at < CACHE_MS) return hit.value;
      const value = (await load(domain)) ?? (await load('default'));
      if (!value) throw new Error('site settings are not seeded');
      cache.set(domain, { at: now, value });
      return value;
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
      cache.clear();
    },
  };
}
