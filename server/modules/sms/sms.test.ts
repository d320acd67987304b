import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mandates } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { createTwilioSms } from './sms.ts';

const SID = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'twilio-test-token';

/**
 * A local server speaking Twilio's Messages API as documented: `POST
 * /2010-04-01/Accounts/{sid}/Messages.json`, basic auth, form fields To/From/Body; 201 with the
 * message resource, 401 for a wrong token, 400 with error 21211 for an invalid `To` and 21610
 * for a recipient who unsubscribed.
 */
function fakeTwilio() {
  const received: Array<Record<string, string>> = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => {
        data += c;
      });
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = Object.fromEntries(new URLSearchParams(await read(req)));
    const send = (status: number, payload: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || req.url !== `/2010-04-01/Accounts/${SID}/Messages.json`) {
      return send(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`) {
      return send(401, { code: 20003, message: 'Authentication Error - invalid username', status: 401 });
    }
    if (body.To === '+31612345679') {
      return send(400, {
        code: 21610,
        message: 'Attempt to send to unsubscribed recipient',
        more_info: 'https://www.twilio.com/docs/errors/21610',
        status: 400,
      });
    }
    if (!/^\+\d{8,15}$/.test(body.To ?? '')) {
      return send(400, {
        code: 21211,
        message: `The 'To' number ${body.To} is not a valid phone number.`,
        more_info: 'https://www.twilio.com/docs/errors/21211',
        status: 400,
      });
    }
    received.push(body);
    send(201, {
      sid: `SM${'0'.repeat(32)}`,
      account_sid: SID,
      to: body.To,
      from: body.From,
      body: body.Body,
      status: 'queued',
      num_segments: '1',
      direction: 'outbound-api',
      date_created: new Date().toUTCString(),
    });
  });
  return {
    received,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const twilio = fakeTwilio();
let base: string;
let t: TestApp;
beforeAll(async () => {
  base = await twilio.start();
  t = await buildTestApp({
    config: { twilio: { accountSid: SID, authToken: TOKEN, from: 'Amora', apiBase: base } },
  });
});
afterAll(async () => {
  await t.close();
  await twilio.stop();
});

describe('Twilio SMS adapter (against a local server speaking the Messages API)', () => {
  it("sends To, From and Body with basic auth; a refusal is an error with Twilio's code", async () => {
    const sms = createTwilioSms({ accountSid: SID, authToken: TOKEN, from: 'Amora', apiBase: base });
    await sms.send('+31612345678', 'Hallo');
    expect(twilio.received.at(-1)).toEqual({ To: '+31612345678', From: 'Amora', Body: 'Hallo' });
    await expect(sms.send('0612', 'x')).rejects.toThrow(/21211/);
    await expect(sms.send('+31612345679', 'x')).rejects.toThrow(/21610/);
    const wrong = createTwilioSms({ accountSid: SID, authToken: 'wrong', from: 'Amora', apiBase: base });
    await expect(wrong.send('+31612345678', 'x')).rejects.toThrow(/401 20003/);
  });

  it('carries the direct-debit code; when Twilio refuses, the member gets a clear error and the mandate ends', async () => {
    const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z') });
    const cookie = await login(t, m.email);
    const { packages } = (
      await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })
    ).json();
    const form = {
      package_id: packages[0].id,
      account_holder: 'J. de Vries',
      iban: 'NL91ABNA0417164300',
      street: 'Keizersgracht',
      house_number: '12',
      zip: '1015 CS',
      city: 'Amsterdam',
      mobile: '06 12345678',
      consent: true,
      withdrawal_consent: true,
    };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit',
      headers: { cookie },
      payload: form,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(twilio.received.at(-1)).toMatchObject({ To: '+31612345678', From: 'Amora' });
    expect(twilio.received.at(-1)?.Body).toMatch(/\b\d{6}\b.*machtiging AMORA-/);
    // Nothing is kept in the local outbox when a provider sends.
    expect(await t.app.deps.smsOutbox.recent(5)).toEqual([]);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/directdebit',
      headers: { cookie },
      payload: { ...form, mobile: '+31 6 12345679' },
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      error: 'sms_unavailable',
      message:
        'We konden de sms-code nu niet versturen. Probeer het zo opnieuw of kies een andere betaalmethode.',
    });
    const rows = await t.database.db.select().from(mandates).where(eq(mandates.userId, m.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['awaiting_code', 'expired']);
  });
});
