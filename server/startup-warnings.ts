import type { Config } from './config.ts';
import { isLoopbackHostname } from './lib/origin.ts';

/**
 * Warnings `npm start` prints (issue 9), one sentence each; none for a local development server or
 * a production site. A public PUBLIC_URL without NODE_ENV=production runs with development
 * defaults; DEV_ROUTES=true on a public address serves the outboxes to this machine's clients;
 * DEMO_MEMBERS set in production seeds the demo login with its published password.
 */
export function startupWarnings(
  config: Pick<Config, 'env' | 'publicUrl' | 'devRoutes' | 'mollieApiKey'> &
    Partial<Pick<Config, 'demoMembers'>>,
): string[] {
  const warnings: string[] = [];
  const local = isLoopbackHostname(new URL(config.publicUrl).hostname);
  if (!local && config.env !== 'production') {
    warnings.push(
      `PUBLIC_URL ${config.publicUrl} is not an address of this machine, but NODE_ENV is ${config.env}: ` +
        "this is a development server, without production's checks (SESSION_SECRET, PUBLIC_URL, " +
        'MOLLIE_API_KEY, the company details) and with demo members in an empty database' +
        (config.mollieApiKey
          ? ''
          : ", and the sandbox's checkout page is served only with PAYMENTS_SANDBOX=true") +
        '. Set NODE_ENV=production for a site other people use.',
    );
  }
  if (!local && config.devRoutes) {
    warnings.push(
      'DEV_ROUTES=true: /dev/mail and /dev/sms show every activation, reset and SMS code to clients on this ' +
        'machine. Behind a reverse proxy on this machine, make sure it sets X-Forwarded-For.',
    );
  }
  if (config.env === 'production' && (config.demoMembers ?? 0) > 0) {
    warnings.push(
      `DEMO_MEMBERS=${config.demoMembers} in production: an empty database gets that many generated members ` +
        'and the demo login whose password README prints. Unset it for a site real members use.',
    );
  }
  return warnings;
}
