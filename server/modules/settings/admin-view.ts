/**
 * A stored site as the back office shows it (issue "Back office" §5): the stored settings and
 * company info over the defaults (before the server's configuration, which `configured` names),
 * and the legal sections it overrides. Also the shipped legal sections a site may override.
 */
import { INTEREST_IDS } from '@common/interests';
import type { LegalTexts } from '@common/legal';
import nl from '@common/legal/nl.json' with { type: 'json' };
import { REGIONS } from '@common/regions';
import { companyInfo, siteSettings } from '@common/schemas/settings';
import { type AdminSite, legalOverrides } from '@common/schemas/site-admin';
import { defaultCompany, defaultSettings } from './defaults.ts';
import type { StoredSite } from './store.ts';

const storedCompany = companyInfo.omit({ example_data: true });

/** `stored` as the back office shows it; `configured`: fields the configuration sets (`SettingsService.configuredFields`). */
export function siteView(stored: StoredSite, configured: string[]): AdminSite {
  const settings = siteSettings.parse({
    ...defaultSettings(INTEREST_IDS),
    ...stored.settings,
    domain: stored.domain,
  });
  const regions = REGIONS[settings.geoip_selected_country as keyof typeof REGIONS] ?? [];
  const legal = legalOverrides.safeParse(stored.settings.legal_overrides ?? {});
  return {
    domain: stored.domain,
    settings: { ...settings, region_data: [...regions] },
    company: storedCompany.parse({ ...defaultCompany, ...stored.company }),
    legal_overrides: legal.success ? legal.data : {},
    configured,
    updated_at: stored.updatedAt.toISOString(),
  };
}

/**
 * Whether `key` (`page.section`) names a shipped legal section, and whether it has a heading.
 * Section ids are the same in every locale (common/legal/legal.test.ts), so Dutch decides.
 */
export function shippedSection(key: string): { heading: boolean } | null {
  const dot = key.indexOf('.');
  const page = key.slice(0, dot) as keyof LegalTexts;
  const section = (nl as LegalTexts)[page]?.find((s) => s.id === key.slice(dot + 1));
  return section ? { heading: section.heading !== undefined } : null;
}
