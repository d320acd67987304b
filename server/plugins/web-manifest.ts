import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteSettings } from '@common/schemas/settings';

/** Where the web app manifest is served, and its file in the built client (`web/public/`). */
export const MANIFEST_PATH = '/manifest.webmanifest';

/** The fields of the manifest that depend on the site; the rest is the file's as it is. */
type SiteFields = Pick<SiteSettings, 'name' | 'description' | 'domain_language'>;

/**
 * The web app manifest of the built client in `webRoot` (`manifest.webmanifest`, from
 * `web/public/`) as a JSON object, or null when the build has none or it is not JSON.
 */
export function readManifest(webRoot: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(readFileSync(path.join(webRoot, 'manifest.webmanifest'), 'utf8'));
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §2 installed-app mode: the manifest for one site (SPEC §3 per-domain settings). The file's
 * fields (icons, colours, `display: standalone`, start URL, scope) with the site's own name as
 * `name` and `short_name` (what the home screen shows under the icon), its description and its
 * language (`domain_language` "de_DE" gives `lang: "de"`). Answers the JSON text and a strong ETag
 * of it (a quoted SHA-1 in base64url), so a browser that asks again is answered 304.
 */
export function siteManifest(
  base: Record<string, unknown>,
  site: SiteFields | undefined,
): { body: string; etag: string } {
  const manifest = site
    ? {
        ...base,
        name: site.name,
        short_name: site.name,
        description: site.description || base.description,
        lang: site.domain_language.slice(0, 2).toLowerCase() || base.lang,
      }
    : base;
  const body = JSON.stringify(manifest);
  return { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}
