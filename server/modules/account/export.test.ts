import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { mandates, photos, pushSubscriptions, sessions, tokens, users } from '../../db/schema/index.ts';
import { directDebitForm } from '../../test/forms.ts';
import { buildMember, grantCredits, login, multipart, testAppOfFile } from '../../test/helpers.ts';
import { uploadChatImage } from '../chats/test-support.ts';

const t = testAppOfFile();

type Member = { id: number; email: string; cookie: string };
async function member(overrides: Parameters<typeof buildMember>[1] = {}): Promise<Member> {
  const m = await buildMember(t, overrides);
  await grantCredits(t, m.id, 100);
  return { ...m, cookie: await login(t, m.email) };
}

const inject = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function sendText(from: Member, to: Member, body: string) {
  const answer = await inject(from.cookie, 'POST', '/api/messages', {
    type: 'text',
    profile_id: to.id,
    body,
    client_id: randomUUID(),
  });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().message.id as number;
}

/** The entries of a zip (name → uncompressed bytes), read from its central directory. */
function unzipEntries(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end).toBeGreaterThan(0);
  const entries = new Map<string, Buffer>();
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < zip.readUInt16LE(end + 10); i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(start, start + size);
    entries.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

describe('GET /api/account/export', () => {
  let anna: Member;
  let bas: Member;
  let carla: Member;
  let dirk: Member;
  let photoId: number;
  let imageMessageId: number;

  beforeAll(async () => {
    anna = await member({ name: 'Anna', tracking: { network: 'adnet', ref: 'r1' }, signupIp: '203.0.113.7' });
    bas = await member({ name: 'Bas', gender: 'male', paidUser: true });
    carla = await member({ name: 'Carla', gender: 'male' });
    dirk = await member({ name: 'Dirk', gender: 'male', paidUser: true });
    const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#3a6' } })
      .jpeg()
      .toBuffer();
    const upload = multipart(jpeg);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/photos',
      headers: { ...upload.headers, cookie: anna.cookie },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    photoId = uploaded.json().photo.id;
    await sendText(anna, bas, 'Hallo Bas, van Anna');
    await sendText(bas, anna, 'Dag Anna, groet van Bas');
    const imageKey = await uploadChatImage(t.app, anna.cookie);
    const image = await inject(anna.cookie, 'POST', '/api/messages', {
      type: 'image',
      profile_id: bas.id,
      image_key: imageKey,
      client_id: randomUUID(),
    });
    expect(image.statusCode, image.body).toBe(201);
    imageMessageId = image.json().message.id;
    await sendText(carla, dirk, 'Geheim tussen Carla en Dirk');
    for (const [from, to] of [
      [anna, bas],
      [bas, anna],
      [carla, anna],
    ] as const)
      expect((await inject(from.cookie, 'POST', `/api/likes/${to.id}`)).statusCode).toBe(200);
    expect((await inject(anna.cookie, 'POST', `/api/blocks/${dirk.id}`)).statusCode).toBe(200);
    const push = await inject(anna.cookie, 'POST', '/api/user.php?push=1', {
      subscription: {
        endpoint: 'https://push.example.com/anna-endpoint',
        keys: { p256dh: 'p256dh-secret-key-value', auth: 'auth-secret-value' },
      },
    });
    expect(push.statusCode, push.body).toBe(200);
    const packages = (await inject(anna.cookie, 'GET', '/api/credits/packages')).json().packages;
    const order = await inject(anna.cookie, 'POST', '/api/orders', {
      package_id: packages[0].id,
      method: 'ideal',
      withdrawal_consent: true,
    });
    expect(order.statusCode, order.body).toBe(201);
    const mandate = await inject(anna.cookie, 'POST', '/api/directdebit', directDebitForm(packages[0].id));
    expect(mandate.statusCode, mandate.body).toBeLessThan(300);
    const emailChange = await inject(anna.cookie, 'POST', '/api/account/email', {
      email: 'anna.new@example.com',
    });
    expect(emailChange.statusCode, emailChange.body).toBe(200);
  });

  it('answers 403 authentication_required without a session', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/account/export' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json().error).toBe('authentication_required');
    const zip = await t.app.inject({ method: 'GET', url: '/api/account/export?format=zip' });
    expect(zip.statusCode).toBe(403);
  });

  it('holds the member’s own data, inline unless asked to download', async () => {
    const answer = await inject(anna.cookie, 'GET', '/api/account/export');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-disposition']).toBeUndefined();
    expect(answer.headers['cache-control']).toBe('no-store');
    const data = answer.json();
    expect(data.exported_at).toBe(t.clock.now().toISOString());
    expect(data.account).toMatchObject({
      id: anna.id,
      email: anna.email,
      status: 'confirmed',
      credits: expect.any(Number),
      tracking: { network: 'adnet', ref: 'r1' },
      signup_ip: '203.0.113.7',
    });
    expect(data.preferences).toMatchObject({ language: 'nl', invisible: false, notifications_disabled: [] });
    expect(data.profile).toMatchObject({ name: 'Anna', gender: 'female', city: 'Amsterdam' });
    expect(data.photos).toEqual([
      expect.objectContaining({
        id: photoId,
        address: `/media/photos/${photoId}.webp`,
        status: 'under_review',
      }),
    ]);
    const bodies = data.messages.map((m: { direction: string; body: string }) => [m.direction, m.body]);
    expect(bodies).toEqual(
      expect.arrayContaining([
        ['sent', 'Hallo Bas, van Anna'],
        ['received', 'Dag Anna, groet van Bas'],
      ]),
    );
    expect(data.messages.find((m: { id: number }) => m.id === imageMessageId)).toMatchObject({
      type: 'image',
      image_address: `/media/messages/${imageMessageId}.webp`,
      file: `chat-images/${imageMessageId}.webp`,
    });
    expect(
      data.messages.every((m: { partner: unknown }) => Object.keys(m.partner as object).length === 2),
    ).toBe(true);
    expect(data.conversations).toEqual([
      expect.objectContaining({ partner: { id: bas.id, name: 'Bas' }, started_by_me: true }),
    ]);
    expect(data.likes.given).toEqual([expect.objectContaining({ member: { id: bas.id, name: 'Bas' } })]);
    expect(data.likes.received.map((l: { member: { id: number } }) => l.member.id).sort()).toEqual(
      [bas.id, carla.id].sort(),
    );
    expect(data.matches).toEqual([expect.objectContaining({ member: { id: bas.id, name: 'Bas' } })]);
    expect(data.blocks).toEqual([expect.objectContaining({ member: { id: dirk.id, name: 'Dirk' } })]);
    expect(data.orders).toEqual([
      expect.objectContaining({ method: 'ideal', currency: 'EUR', amount_cents: expect.any(Number) }),
    ]);
    expect(data.mandates).toEqual([
      expect.objectContaining({ iban: 'NL91ABNA0417164300', status: 'awaiting_code' }),
    ]);
    expect(data.ledger.map((e: { reason: string }) => e.reason)).toEqual(
      expect.arrayContaining(['adjustment', 'message', 'photo']),
    );
    expect(data.sessions[0]).toEqual({
      created_at: expect.any(String),
      expires_at: expect.any(String),
      ip: '127.0.0.1',
      user_agent: 'lightMyRequest',
    });
    expect(data.push_subscriptions).toEqual([
      { endpoint: 'https://push.example.com/anna-endpoint', created_at: expect.any(String) },
    ]);
    expect(data.one_time_links).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'email_change', new_email: 'anna.new@example.com' }),
      ]),
    );
    expect(Array.isArray(data.complaints)).toBe(true);

    const download = await inject(anna.cookie, 'GET', '/api/account/export?download=1');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w-]+-data-2026-03-01\.json"$/,
    );
    expect(download.json()).toEqual(data);
  });

  it('never holds another member’s e-mail, their other conversations or any secret', async () => {
    const text = (await inject(anna.cookie, 'GET', '/api/account/export')).body;
    for (const other of [bas, carla, dirk]) expect(text).not.toContain(other.email);
    expect(text).not.toContain('Geheim tussen Carla en Dirk');
    const db = t.database.db;
    const [user] = await db.select().from(users).where(eq(users.id, anna.id));
    const secrets = [
      user?.passwordHash,
      ...(await db.select().from(sessions).where(eq(sessions.userId, anna.id))).map((s) => s.id),
      ...(await db.select().from(tokens).where(eq(tokens.userId, anna.id))).map((r) => r.id),
      ...(await db.select().from(mandates).where(eq(mandates.userId, anna.id))).map((m) => m.codeHash),
      ...(await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, anna.id))).flatMap(
        (p) => [p.keys.p256dh, p.keys.auth],
      ),
      ...(await db.select().from(photos).where(eq(photos.userId, anna.id))).map((p) => p.storageKey),
    ];
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of secrets) {
      expect(secret).toBeTruthy();
      expect(text).not.toContain(String(secret));
    }
    expect(text).not.toMatch(/password_hash|code_hash|p256dh/i);
  });

  it('leaves out messages held for a member who has not confirmed yet', async () => {
    const gerda = await member({ name: 'Gerda', status: 'not_confirmed' });
    await sendText(bas, gerda, 'Nog even wachten, Gerda');
    const data = (await inject(gerda.cookie, 'GET', '/api/account/export')).json();
    expect(data.account.status).toBe('not_confirmed');
    expect(data.messages).toEqual([]);
    expect(data.conversations).toEqual([]);
  });

  it('sends a zip with data.json, the photo and the chat image sent', async () => {
    const json = (await inject(anna.cookie, 'GET', '/api/account/export')).json();
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/account/export?format=zip',
      headers: { cookie: anna.cookie, 'accept-encoding': 'br, gzip' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="[\w-]+-data-2026-03-01\.zip"$/,
    );
    const zip = answer.rawPayload;
    const entries = unzipEntries(zip);
    expect([...entries.keys()].sort()).toEqual(
      ['data.json', `photos/${photoId}.webp`, `chat-images/${imageMessageId}.webp`].sort(),
    );
    expect(JSON.parse(entries.get('data.json')?.toString('utf8') ?? '')).toEqual(json);
    const [photo] = await t.database.db.select().from(photos).where(eq(photos.id, photoId));
    expect(entries.get(`photos/${photoId}.webp`)).toEqual(
      await t.app.deps.storage.get(`${photo?.storageKey}.webp`),
    );
    const image = entries.get(`chat-images/${imageMessageId}.webp`);
    expect(image?.subarray(8, 12).toString('latin1')).toBe('WEBP');
    for (const other of [bas, carla, dirk]) expect(zip.includes(other.email)).toBe(false);
    // The system's unzip, where installed, checks every entry's CRC.
    if (spawnSync('unzip', ['-v']).status !== 0) return;
    const dir = await mkdtemp(path.join(tmpdir(), 'export-zip-'));
    try {
      await writeFile(path.join(dir, 'export.zip'), zip);
      const test = spawnSync('unzip', ['-t', path.join(dir, 'export.zip')], { encoding: 'utf8' });
      expect(test.status, test.stdout + test.stderr).toBe(0);
      expect(test.stdout).toContain('data.json');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
