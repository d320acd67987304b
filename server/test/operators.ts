/**
 * Test helpers of the operator console's tests (not loaded by the app): fictional
 * profiles, a member's message to one, and the console's calls as a staff member.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema/index.ts';
import { buildMember, type TestApp } from './helpers.ts';
import { staffHeaders } from './staff.ts';

/** A fictional profile (a member account flagged `profiles.fictional`). */
export async function fictionalProfile(t: TestApp, name = 'Fictieve Femke') {
  const m = await buildMember(t, { name });
  await t.database.db.update(profiles).set({ fictional: true }).where(eq(profiles.userId, m.id));
  return m;
}

/** Member `cookie` writes `body` to `to`; answers the conversation id (throws when refused). */
export async function writeTo(t: TestApp, cookie: string, to: number, body: string): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { cookie },
    payload: { type: 'text', profile_id: to, body, client_id: randomUUID() },
  });
  if (response.statusCode >= 300) throw new Error(`send refused: ${response.statusCode} ${response.body}`);
  return response.json().conversation.id;
}

/** The console's calls as the staff member behind `cookie`. */
export function consoleOf(t: TestApp, cookie: string) {
  const headers = staffHeaders(t, cookie);
  return {
    queue: () => t.app.inject({ method: 'GET', url: '/api/admin/operator/queue', headers }),
    take: (id: number) =>
      t.app.inject({ method: 'POST', url: `/api/admin/operator/conversations/${id}/lease`, headers }),
    release: (id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/operator/conversations/${id}/lease`, headers }),
    view: (id: number) =>
      t.app.inject({ method: 'GET', url: `/api/admin/operator/conversations/${id}`, headers }),
    answer: (id: number, body: string, clientId: string = randomUUID()) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/operator/conversations/${id}/messages`,
        headers,
        payload: { body, client_id: clientId },
      }),
    note: (subjectId: number, body: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/operator/notes',
        headers,
        payload: { subject_id: subjectId, body },
      }),
    figures: (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/admin/operator/figures?${query}`, headers }),
  };
}
