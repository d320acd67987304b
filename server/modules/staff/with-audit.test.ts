/**
 * Issue "Back office": every back-office write goes through `withAudit`, which commits exactly one
 * audit row with the write (or neither); route files under `/api/admin` open no transaction and
 * write no audit row themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { openTestDatabase } from '../../test/helpers.ts';
import { createAccounts } from '../auth/accounts.ts';
import { countAudit } from './audit.ts';
import { type Audit, withAudit } from './with-audit.ts';

const modulesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let database: Database;
let actorId: number;
const at = new Date('2026-03-01T10:00:00Z');
beforeAll(async () => {
  database = await openTestDatabase();
  [actorId = 0] = await createAccounts(database.db, [
    { email: 'anna@example.com', passwordHash: 'x', status: 'confirmed', signupDate: at },
  ]);
});
afterAll(() => database.close());

const audit = (written: () => void = () => {}): Audit => ({
  actorId,
  role: 'admin',
  ip: '192.0.2.7',
  action: 'members.manage',
  at,
  reason: 'Asked by the member',
  written,
});

describe('withAudit', () => {
  it('commits the write with one audit row: actor, role, address, time, reason, target', async () => {
    const before = await countAudit(database.db);
    let counted = 0;
    const value = await withAudit(
      database.db,
      audit(() => (counted += 1)),
      async (tx) => {
        await tx.update(users).set({ language: 'en' }).where(eq(users.id, actorId));
        return { value: 42, audit: { targetType: 'member', targetId: actorId, after: { language: 'en' } } };
      },
    );
    expect(value).toBe(42);
    expect(counted).toBe(1);
    expect(await countAudit(database.db)).toBe(before + 1);
    const [row] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(actorId)));
    expect(row).toMatchObject({
      at,
      actorId,
      actorEmail: 'anna@example.com',
      actorRole: 'admin',
      action: 'members.manage',
      targetType: 'member',
      before: null,
      after: { language: 'en' },
      reason: 'Asked by the member',
      ip: '192.0.2.7',
      subjectIds: [actorId],
    });
  });

  it('writes neither the change nor an audit row when the write throws', async () => {
    const before = await countAudit(database.db);
    let counted = 0;
    await expect(
      withAudit(
        database.db,
        audit(() => (counted += 1)),
        async (tx) => {
          await tx.update(users).set({ language: 'de' }).where(eq(users.id, actorId));
          throw new Error('refused');
        },
      ),
    ).rejects.toThrow('refused');
    expect(counted).toBe(0);
    expect(await countAudit(database.db)).toBe(before);
    const [user] = await database.db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, actorId));
    expect(user?.language).toBe('en');
  });
});

/** Every source file (not a test) under server/modules, relative to it. */
function moduleSources(dir = modulesDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleSources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('back-office route files', () => {
  const routeFiles = moduleSources().filter((file) =>
    /\bapp\.(get|post|put|patch|delete)\(\s*['`]\/api\/admin/.test(readFileSync(file, 'utf8')),
  );

  it('are found', () => {
    expect(routeFiles.length).toBeGreaterThan(10);
  });

  it('call use cases: no transaction, no audit row, no database of their own', () => {
    const offences = routeFiles.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return [
        /\.transaction\(/,
        /auditStaffWrite|recordAudit\(|auditInside\(/,
        /deps\.database|\bdatabase\.db\b/,
      ]
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${path.relative(modulesDir, file)}: ${pattern}`);
    });
    expect(offences).toEqual([]);
  });
});
