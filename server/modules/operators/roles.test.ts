import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, memberWith, type TestApp } from '../../test/helpers.ts';
import { consoleOf, fictionalProfile, writeTo } from '../../test/operators.ts';
import { buildStaff } from '../../test/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('roles', () => {
  it('admin and operator work the console; moderator and support are refused; figures are for admins', async () => {
    const member = await memberWith(t);
    const profile = await fictionalProfile(t);
    const conversation = await writeTo(t, member.cookie, profile.id, 'Rollen');
    for (const role of ['moderator', 'support'] as const) {
      const c = consoleOf(t, (await buildStaff(t, role)).cookie);
      for (const response of [
        await c.queue(),
        await c.take(conversation),
        await c.release(conversation),
        await c.view(conversation),
        await c.answer(conversation, 'Nee'),
        await c.note(member.id, 'Nee'),
        await c.figures('from=2026-03-01&to=2026-03-01'),
      ]) {
        expect(response.statusCode, role).toBe(403);
        expect(response.json().error).toBe('forbidden');
      }
    }
    const operator = consoleOf(t, (await buildStaff(t, 'operator')).cookie);
    expect((await operator.figures('from=2026-03-01&to=2026-03-01')).statusCode).toBe(403);
    const admin = consoleOf(t, (await buildStaff(t, 'admin')).cookie);
    expect((await admin.queue()).statusCode).toBe(200);
    expect((await admin.take(conversation)).statusCode).toBe(200);
    expect((await admin.view(conversation)).statusCode).toBe(200);
    expect((await admin.answer(conversation, 'Admin antwoordt')).statusCode).toBe(201);
    expect((await admin.note(member.id, 'Door admin')).statusCode).toBe(201);
    expect((await admin.release(conversation)).statusCode).toBe(200);
    expect((await admin.figures('from=2026-03-01&to=2026-03-01')).statusCode).toBe(200);
    expect((await operator.queue()).statusCode).toBe(200);
    const member403 = consoleOf(t, member.cookie);
    expect((await member403.queue()).statusCode).toBe(403);
  });
});
