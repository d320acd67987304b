/**
 * SPEC §1, §4 entry warning country: settings.php answers `geoip_country` from the visitor's
 * address (GeoLite2 data of `geoip-country`), else the site's setting; the rest of the settings is
 * the cached JSON. Signup gives the new profile the visitor's country when the site serves it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, PASSWORD, type TestApp } from '../../test/helpers.ts';
import { countryOfIp, signupCountry, visitorCountry } from './geoip.ts';

const NL = '145.97.39.155';
const NL_2 = '84.241.192.1';
const DE = '46.4.0.1';
const GB = '81.2.69.142';

let t: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  [t, proxied] = await Promise.all([buildTestApp(), buildTestApp({ config: { trustProxy: true } })]);
});
afterAll(async () => {
  await Promise.all([t.close(), proxied.close()]);
});

const settingsFrom = (
  app: TestApp,
  options: { remoteAddress?: string; forwardedFor?: string; host?: string },
) =>
  app.app.inject({
    method: 'GET',
    url: '/api/settings.php',
    headers: {
      host: options.host ?? 'amora.nl',
      ...(options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {}),
    },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });

describe('countryOfIp', () => {
  it('knows NL, DE and GB addresses, IPv4-mapped IPv6 too, and no country for local ones', () => {
    expect(countryOfIp(NL)).toBe('NL');
    expect(countryOfIp(NL_2)).toBe('NL');
    expect(countryOfIp(DE)).toBe('DE');
    expect(countryOfIp(`::ffff:${DE}`)).toBe('DE');
    expect(countryOfIp(GB)).toBe('GB');
    expect(countryOfIp('212.58.244.1')).toBe('GB');
    for (const local of ['127.0.0.1', '::1', '10.1.2.3', '192.168.1.10', 'not an address', '']) {
      expect(countryOfIp(local), local).toBeUndefined();
    }
  });

  it('falls back to the site country, and a signup takes the visitor country only where the site serves it', () => {
    const site = { geoip_country: 'NL', countries: ['NL', 'BE', 'DE'] };
    expect(visitorCountry(site, GB)).toBe('GB');
    expect(visitorCountry(site, '127.0.0.1')).toBe('NL');
    expect(signupCountry(site, DE)).toBe('DE');
    expect(signupCountry(site, GB)).toBe('NL');
    expect(signupCountry(site, '::1')).toBe('NL');
  });
});

describe('GET /api/settings.php geoip_country', () => {
  it('is the country of the client address: NL, DE, GB', async () => {
    for (const [address, country] of [
      [NL, 'NL'],
      [NL_2, 'NL'],
      [DE, 'DE'],
      [GB, 'GB'],
    ] as const) {
      const response = await settingsFrom(t, { remoteAddress: address });
      expect(response.statusCode).toBe(200);
      expect(response.json().geoip_country, address).toBe(country);
    }
  });

  it("is the site's setting for a loopback or private address", async () => {
    await t.app.deps.settings.update('amora.de', { geoip_country: 'DE', geoip_selected_country: 'DE' });
    expect((await settingsFrom(t, { remoteAddress: '127.0.0.1' })).json().geoip_country).toBe('NL');
    expect((await settingsFrom(t, { remoteAddress: '10.0.0.7' })).json().geoip_country).toBe('NL');
    expect((await settingsFrom(t, { remoteAddress: '::1', host: 'amora.de' })).json().geoip_country).toBe(
      'DE',
    );
    // The region list stays the site's selected country whoever asks.
    const fromGb = (await settingsFrom(t, { remoteAddress: GB, host: 'amora.de' })).json();
    expect(fromGb.geoip_country).toBe('GB');
    expect(fromGb.geoip_selected_country).toBe('DE');
    expect(fromGb.region_data).toHaveLength(16);
  });

  it('changes nothing else in the answer: only geoip_country differs between visitors', async () => {
    const fromNl = (await settingsFrom(t, { remoteAddress: NL })).json();
    const fromGb = (await settingsFrom(t, { remoteAddress: GB })).json();
    expect({ ...fromGb, geoip_country: 'NL' }).toEqual(fromNl);
    expect(Object.keys(fromGb)).toEqual(Object.keys(fromNl));
  });

  it('behind a trusted proxy, is the country of the X-Forwarded-For client', async () => {
    const viaProxy = await settingsFrom(proxied, {
      remoteAddress: '127.0.0.1',
      forwardedFor: `${DE}, 10.0.0.2`,
    });
    expect(viaProxy.json().geoip_country).toBe('DE');
    expect((await settingsFrom(proxied, { forwardedFor: GB })).json().geoip_country).toBe('GB');
    // Without TRUST_PROXY the header is not believed: the peer (loopback) counts.
    expect(
      (await settingsFrom(t, { remoteAddress: '127.0.0.1', forwardedFor: DE })).json().geoip_country,
    ).toBe('NL');
  });
});

describe('signup country', () => {
  let n = 0;
  const signupFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/signup',
      remoteAddress,
      payload: {
        email: `land${++n}@example.com`,
        name: `Reiziger${n}`,
        password: PASSWORD,
        date_of_birth: '1992-02-02',
        gender: 'female',
        looking_for: 'male',
      },
    });

  it('is the visitor country when the site serves it (DE on the NL site), else the site country', async () => {
    const fromDe = await signupFrom(DE);
    expect(fromDe.statusCode, fromDe.body).toBe(201);
    expect(fromDe.json().user.profile.country).toBe('DE');
    const fromGb = await signupFrom(GB);
    expect(fromGb.json().user.profile.country).toBe('NL');
    const local = await signupFrom('127.0.0.1');
    expect(local.json().user.profile.country).toBe('NL');
  });
});
