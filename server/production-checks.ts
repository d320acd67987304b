/**
 * Production defaults (issue: production defaults): a production start stops while the legal
 * pages would show the seeded example company details, naming each variable to set. The checks
 * of the environment alone (SESSION_SECRET, PUBLIC_URL, MOLLIE_API_KEY) are in `loadConfig`;
 * this one needs the stored settings, so `serve` asks it once the database is open.
 */
import type { Config } from './config.ts';

/**
 * The lines a production start stops with: one per environment variable in `exampleFields`
 * (`exampleCompanyFields` of the default site: COMPANY_NAME, …, SUPPORT_EMAIL, whose detail still
 * holds the seeded example), each naming it. Empty outside production or when every detail is
 * real (set in the environment or stored by the back office).
 */
export function companyStartProblems(env: Config['env'], exampleFields: readonly string[]): string[] {
  if (env !== 'production') return [];
  return exampleFields.map(
    (name) =>
      `${name}: required in production while the stored company detail is the seeded example ` +
      '(the legal pages would show it; README "Configuration")',
  );
}
