import { DIRECT_DEBIT_ADVANCE_CREDITS } from '@common/constants';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditPackages, directDebitBlocklist, mandates, smsOutbox, users } from '../../db/schema/index.ts';
import { directDebitForm } from '../../test/forms.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import type { SandboxProvider } from './sandbox.ts';

let t: TestApp;
let sandbox: SandboxProvider;
let packages: Array<{ id: number; credits: number; amount: number }>;
beforeAll(async () => {
  t = await buildTestApp();
  sandbox = t.app.deps.paymentProvider as SandboxProvider;
  await t.database.db.insert(directDebitBlocklist).values([
    { kind: 'iban', value: 'NL02ABNA0123456789', reason: 'reversals' },
    { kind: 'phone', value: '+31612345670', reason: 'fraud' },
  ]);
});
afterAll(() => t.close());

async function member() {
  const m = await buildMember(t, { signupDate: new Date('2026-01-01T00:00:00Z') });
  const cookie = await login(t, m.email);
  packages ??= (
    await t.app.inject({ method: 'GET', url: '/api/credits/packages', headers: { cookie } })
  ).json().packages;
  return { ...m, cookie };
}

const form = (overrides: Record<string, unknown> = {}) => directDebitForm(packages[0]?.id, overrides);

const start = (cookie: string, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/directdebit', headers: { cookie }, payload: body });
const confirm = (cookie: string, id: number, code: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/directdebit/${id}/confirm`,
    headers: { cookie },
    payload: { code },
  });

async function smsCode(): Promise<string> {
  const [sms] = await t.database.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(1);
  const code = /\b(\d{6})\b/.exec(sms?.body ?? '')?.[1];
  if (!code) throw new Error('no SMS code');
  return code;
}
async function credits(userId: number) {
  const [row] = await t.database.db.select({ c: users.credits }).from(users).where(eq(users.id, userId));
  return row?.c;
}

describe('SEPA direct debit', () => {
  it('checks IBAN, mobile number, consent and required fields with the SPEC texts, and stores nothing', async () => {
    const m = await member();
    const bad = await start(
      m.cookie,
      form({ iban: 'NL91 ABNA 0417 1643 01', mobile: '12', consent: false, city: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      consent: 'Geef toestemming voor de machtiging om verder te gaan.',
      city: 'Vul dit veld in.',
      mobile: 'Vul een geldig mobiel nummer in.',
    });
    const iban = await start(m.cookie, form({ iban: 'NL91 ABNA 0417 1643 01' }));
    expect(iban.json().fields.iban).toBe('Dit IBAN klopt niet. Controleer het rekeningnummer.');
    const foreign = await start(m.cookie, form({ iban: 'BR1800360305000010009795493C1' }));
    expect(foreign.json().fields.iban).toBe(
      'Automatische incasso kan alleen met een rekening in een SEPA-land.',
    );
    const landline = await start(m.cookie, form({ mobile: '020 123 4567' }));
    expect(landline.json().fields.mobile).toBe('Vul een geldig mobiel nummer in.');
    expect(await t.database.db.select().from(mandates).where(eq(mandates.userId, m.id))).toEqual([]);
  });

  it("refuses another country's package before any SMS is sent", async () => {
    const m = await member();
    const [be] = await t.database.db
      .select()
      .from(creditPackages)
      .where(eq(creditPackages.country, 'BE'))
      .limit(1);
    const before = await t.database.db.select().from(smsOutbox);
    const answer = await start(m.cookie, form({ package_id: be?.id }));
    expect(answer.statusCode).toBe(404);
    expect(await t.database.db.select().from(smsOutbox)).toHaveLength(before.length);
  });

  it('refuses a blocked IBAN or phone number', async () => {
    const m = await member();
    for (const blocked of [{ iban: 'NL02 ABNA 0123 4567 89' }, { mobile: '+31 6 12345670' }]) {
      const answer = await start(m.cookie, form(blocked));
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        error: 'directdebit_blocked',
        message:
          'Met dit rekeningnummer of telefoonnummer kun je niet via automatische incasso betalen. Kies een andere betaalmethode.',
      });
    }
  });

  it('signs the mandate by SMS code, credits up to the advance at once and the rest when collected', async () => {
    const m = await member();
    const started = await start(m.cookie, form({ package_id: packages[1]?.id }));
    expect(started.statusCode, started.body).toBe(201);
    const { mandate, phone } = started.json();
    expect(phone).toBe('••• 678');
    expect(mandate.reference).toMatch(/^AMORA-\d+-[0-9A-F]{8}$/);
    const wrong = await confirm(m.cookie, mandate.id, '000000' === (await smsCode()) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('De sms-code klopt niet. Controleer de code en probeer het opnieuw.');
    const signed = await confirm(m.cookie, mandate.id, await smsCode());
    expect(signed.statusCode, signed.body).toBe(201);
    const { order } = signed.json();
    expect(order).toMatchObject({ method: 'directdebit', status: 'pending', credits: 125 });
    const [row] = await t.database.db.select().from(mandates).where(eq(mandates.id, mandate.id));
    expect(row).toMatchObject({
      status: 'signed',
      iban: 'NL91ABNA0417164300',
      mobile: '+31612345678',
      orderId: order.id,
    });
    expect(row?.signedAt).toBeInstanceOf(Date);
    expect(await credits(m.id)).toBe(DIRECT_DEBIT_ADVANCE_CREDITS);
    // The code cannot sign twice.
    expect((await confirm(m.cookie, mandate.id, await smsCode())).statusCode).toBe(404);
    await sandbox.settle(order.payment_id, 'paid');
    expect(await credits(m.id)).toBe(125);
    // A reversal by the bank (within 8 weeks) takes every credit back.
    await sandbox.chargeback(order.payment_id);
    expect(await credits(m.id)).toBe(0);
  });

  it('deleting the account and reactivating it keeps a direct debit under way and its credits', async () => {
    const m = await member();
    const { mandate } = (await start(m.cookie, form({ package_id: packages[1]?.id }))).json();
    const { order } = (await confirm(m.cookie, mandate.id, await smsCode())).json();
    expect(await credits(m.id)).toBe(DIRECT_DEBIT_ADVANCE_CREDITS);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { cookie: m.cookie },
      payload: { reason: 'price' },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const [mail] = await t.app.deps.mailer.recent(1, m.email);
    const token = /\/reactivate\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const back = await t.app.inject({ method: 'POST', url: '/api/account/reactivate', payload: { token } });
    expect(back.statusCode, back.body).toBe(200);
    const cookie = `auth.session=${back.cookies.find((c) => c.name === 'auth.session')?.value}`;
    // Neither cancelled nor its advance taken back: the order is still being collected.
    const seen = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: { cookie } });
    expect(seen.json().order).toMatchObject({ status: 'pending', method: 'directdebit' });
    expect(await credits(m.id)).toBe(DIRECT_DEBIT_ADVANCE_CREDITS);
    const [row] = await t.database.db.select().from(mandates).where(eq(mandates.id, mandate.id));
    expect(row?.status).toBe('signed');
    // The bank collects: the rest of the credits follow as for any member.
    await sandbox.settle(order.payment_id, 'paid');
    expect(await credits(m.id)).toBe(125);
  });

  it('a collection that fails takes the advance back, also into debt', async () => {
    const m = await member();
    const b = await buildMember(t);
    const { mandate } = (await start(m.cookie, form())).json();
    const { order } = (await confirm(m.cookie, mandate.id, await smsCode())).json();
    expect(await credits(m.id)).toBe(50);
    await t.app.inject({
      method: 'POST',
      url: '/api/messages',
      headers: { cookie: m.cookie },
      payload: { type: 'text', profile_id: b.id, body: 'Hoi', client_id: `direct-debit-${m.id}-1` },
    });
    await sandbox.settle(order.payment_id, 'failed');
    expect(await credits(m.id)).toBe(-5);
    await sandbox.settle(order.payment_id, 'failed');
    expect(await credits(m.id)).toBe(-5);
  });

  it('limits direct debits per member: a third within 30 days is refused with the SPEC text', async () => {
    const m = await member();
    for (let i = 0; i < 2; i++) {
      const { mandate } = (await start(m.cookie, form())).json();
      expect((await confirm(m.cookie, mandate.id, await smsCode())).statusCode).toBe(201);
    }
    const third = await start(m.cookie, form());
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      'Je hebt de limiet voor automatische incasso bereikt. Probeer het later opnieuw, kies een kleiner pakket of een andere betaalmethode.',
    );
    t.clock.advance(31 * 86_400);
    // (The session of 30 days has ended meanwhile: log in again.)
    expect((await start(await login(t, m.email), form())).statusCode).toBe(201);
    t.clock.advance(-31 * 86_400);
  });

  it('an SMS code expires after 10 minutes and after 5 wrong tries', async () => {
    const m = await member();
    const { mandate } = (await start(m.cookie, form())).json();
    const code = await smsCode();
    t.clock.advance(601);
    expect((await confirm(m.cookie, mandate.id, code)).statusCode).toBe(400);
    t.clock.advance(-601);
    const other = (await start(m.cookie, form())).json().mandate;
    const right = await smsCode();
    const wrongCode = right === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++) await confirm(m.cookie, other.id, wrongCode);
    expect((await confirm(m.cookie, other.id, right)).statusCode).toBe(400);
  });

  it('sends at most 5 SMS codes an hour to one member', async () => {
    const m = await member();
    for (let i = 0; i < 5; i++) expect((await start(m.cookie, form())).statusCode).toBe(201);
    expect((await start(m.cookie, form())).statusCode).toBe(429);
    t.clock.advance(3601);
    expect((await start(m.cookie, form())).statusCode).toBe(201);
    t.clock.advance(-3601);
  });

  it('POST /api/orders refuses direct debit without the mandate form', async () => {
    const m = await member();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: m.cookie },
      payload: { package_id: packages[0]?.id, method: 'directdebit', withdrawal_consent: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields.method).toBe(
      'Voor automatische incasso vul je eerst het machtigingsformulier in.',
    );
  });
});
