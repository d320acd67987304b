import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, memberWith, type TestApp } from '../../test/helpers.ts';
import { consoleOf, fictionalProfile, writeTo } from '../../test/operators.ts';
import { buildStaff } from '../../test/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/admin/operator/figures', () => {
  it('counts messages and conversations and measures response times per operator, per day or period', async () => {
    t.clock.set('2026-03-02T20:00:00Z'); // 21:00 in Amsterdam
    const profile = await fictionalProfile(t);
    const one = await memberWith(t);
    const two = await memberWith(t);
    const operator = await buildStaff(t, 'operator', { name: 'Olga' });
    const other = await buildStaff(t, 'operator', { name: 'Otto' });
    const c = consoleOf(t, operator.cookie);
    // Member one writes twice; Olga answers 60 s after the first of the two, then once more at once.
    const c1 = await writeTo(t, one.cookie, profile.id, 'Hoi');
    t.clock.advance(20);
    await writeTo(t, one.cookie, profile.id, 'Ben je er?');
    t.clock.advance(40);
    await c.take(c1);
    await c.answer(c1, 'Ja!');
    await c.answer(c1, 'Hoe gaat het?'); // no member message in between: no response time
    // Member two writes the next day; Olga answers after 180 s.
    t.clock.set('2026-03-03T06:00:00Z'); // 07:00 in Amsterdam (within the staff sessions' 12 h)
    const c2 = await writeTo(t, two.cookie, profile.id, 'Hallo');
    t.clock.advance(180);
    await c.take(c2);
    await c.answer(c2, 'Hallo terug');
    // Otto answers member one after 600 s, on the 3rd.
    await writeTo(t, one.cookie, profile.id, 'Nog iemand?');
    t.clock.advance(600);
    const o = consoleOf(t, other.cookie);
    await c.release(c1);
    await o.take(c1);
    expect((await o.answer(c1, 'Ik!')).statusCode).toBe(201);
    const admin = consoleOf(t, (await buildStaff(t, 'admin')).cookie);

    const period = (await admin.figures('from=2026-03-01&to=2026-03-31')).json();
    expect(period).toMatchObject({ from: '2026-03-01', to: '2026-03-31', per: 'period' });
    expect(period.rows).toEqual([
      {
        operator_id: operator.id,
        operator_name: 'Olga',
        day: null,
        messages: 3,
        conversations: 2,
        median_response_s: 120,
        average_response_s: 120,
      },
      {
        operator_id: other.id,
        operator_name: 'Otto',
        day: null,
        messages: 1,
        conversations: 1,
        median_response_s: 600,
        average_response_s: 600,
      },
    ]);
    const days = (await admin.figures('from=2026-03-02&to=2026-03-03&per=day')).json().rows;
    expect(days.filter((r: { operator_id: number }) => r.operator_id === operator.id)).toEqual([
      expect.objectContaining({ day: '2026-03-02', messages: 2, conversations: 1, median_response_s: 60 }),
      expect.objectContaining({ day: '2026-03-03', messages: 1, conversations: 1, average_response_s: 180 }),
    ]);
    // `to` is inclusive; days outside the range count nothing.
    expect((await admin.figures('from=2026-03-03&to=2026-03-03')).json().rows[0]).toMatchObject({
      operator_id: operator.id,
      messages: 1,
    });
    expect((await admin.figures('from=2026-04-01&to=2026-04-30')).json().rows).toEqual([]);
    const wrong = await admin.figures('from=2026-03-31&to=2026-03-01');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toHaveProperty('to');
    expect((await admin.figures('from=gisteren&to=2026-03-01')).statusCode).toBe(400);
  });
});
