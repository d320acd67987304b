import { afterAll, beforeAll } from 'vitest';
import { buildMember, buildTestApp, login, type TestApp } from './helpers.ts';
import { buildStaff, staffHeaders } from './staff.ts';

/**
 * An address in each country the money tests use (GeoLite2 data of `geoip-country`): a discount
 * code's country is checked against where the payment comes from (SPEC §3 `paymentCountry`).
 */
const ADDRESS_IN: Record<string, string> = {
  NL: '145.100.1.1',
  BE: '193.190.198.1',
  AT: '193.170.0.1',
};

/**
 * The setting of the back office's money tests (issue 15: packages, prices and discount codes per
 * country): a test app with an admin past the second factor, built before the file's tests and
 * closed after them. `t` and `admin` are read once the tests run (getters).
 */
export function moneyAdminApp() {
  let app: TestApp | undefined;
  let staff: { id: number; cookie: string } | undefined;
  beforeAll(async () => {
    app = await buildTestApp();
    staff = await buildStaff(app, 'admin');
  });
  afterAll(() => app?.close());
  const t = () => {
    if (!app) throw new Error('moneyAdminApp: used before its beforeAll');
    return app;
  };
  const admin = () => {
    if (!staff) throw new Error('moneyAdminApp: used before its beforeAll');
    return staff;
  };

  const addressOf = new Map<string, string>();

  return {
    get t() {
      return t();
    },
    get admin() {
      return admin();
    },
    /** A write to `url` as the admin (same-site Origin), with `payload` as the JSON body. */
    send: (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
      t().app.inject({
        method,
        url,
        headers: staffHeaders(t(), admin().cookie),
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    /** A signed-in member of `country`, whose requests come from an address in it (`ip`). */
    member: async (country: string) => {
      const ip = ADDRESS_IN[country];
      if (!ip) throw new Error(`moneyAdminApp: no address in ${country}`);
      const m = await buildMember(t(), { country });
      const cookie = await login(t(), m.email);
      addressOf.set(cookie, ip);
      return { ...m, cookie, ip };
    },
    /** The packages and payment methods the member of `cookie` is offered (amounts in cents). */
    packagesOf: async (cookie: string) => {
      const answer = await t().app.inject({
        method: 'GET',
        url: '/api/credits/packages',
        headers: { cookie },
        remoteAddress: addressOf.get(cookie),
      });
      return answer.json() as {
        packages: Array<{ id: number; credits: number; amount: number }>;
        methods: string[];
      };
    },
    /** `POST /api/orders` as the member of `cookie`, with the withdrawal consent given. */
    order: (cookie: string, payload: Record<string, unknown>) =>
      t().app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie },
        remoteAddress: addressOf.get(cookie),
        payload: { withdrawal_consent: true, ...payload },
      }),
  };
}
