import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complaints } from '../../db/schema/index.ts';
import { buildMember, buildTestApp, login, type TestApp } from '../../test/helpers.ts';
import { complaintsBy, detachReporter, newReference } from './service.ts';

/** The complaints module's owner-API for other modules: data export, account purge, references. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('complaints owner-API', () => {
  it("exports the member's own complaints and forgets their address on purge", async () => {
    const m = await buildMember(t);
    const other = await buildMember(t);
    for (const [who, subject] of [
      [m, 'Export'],
      [other, 'Niet van mij'],
    ] as const) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/complaints',
        headers: { cookie: await login(t, who.email) },
        payload: { subject, body: 'Voor de export.' },
      });
      expect(answer.statusCode).toBe(201);
    }
    expect(await complaintsBy(t.database.db, m.id)).toEqual([
      expect.objectContaining({
        subject: 'Export',
        body: 'Voor de export.',
        status: 'received',
        decided_at: null,
      }),
    ]);
    expect(await t.database.db.transaction((tx) => detachReporter(tx, m.id))).toBe(1);
    const emails = async (userId: number) =>
      (await t.database.db.select().from(complaints).where(eq(complaints.reporterId, userId))).map(
        (r) => r.reporterEmail,
      );
    expect(await emails(m.id)).toEqual([null]);
    expect(await emails(other.id)).toEqual([other.email]);
    expect(await detachReporter(t.database.db, m.id)).toBe(0);
  });

  it('makes distinct, readable references (K- and 8 Crockford base32 characters)', () => {
    const references = new Set(Array.from({ length: 500 }, newReference));
    expect(references.size).toBe(500);
    for (const reference of references) expect(reference).toMatch(/^K-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
