/** The API benchmark's data: a member with many conversations among demo members. */
import { openDatabase } from '../../server/db/client.ts';
import { conversationMembers, conversations, messages, users } from '../../server/db/schema/index.ts';
import { seedDemoMembers } from '../../server/demo/demo.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { createSessionStore } from '../../server/modules/auth/sessions.ts';

/**
 * A database with `conversations + 1` demo members, the first of whom has a conversation (two
 * messages) with each of the others and a session; answers that session's token (cookie value).
 * `url`: PostgreSQL, else PGlite in `dataDir`. The database must be empty.
 */
export async function prepareMember(target: {
  url?: string;
  dataDir: string | null;
  conversations: number;
}): Promise<string> {
  const CONVERSATIONS = target.conversations;
  const database = await openDatabase({ url: target.url, dataDir: target.dataDir });
  const { db } = database;
  await seedDemoMembers(db, { count: CONVERSATIONS + 1, clock: systemClock });
  const ids = (await db.select({ id: users.id }).from(users).orderBy(users.id)).map((r) => r.id);
  const [viewer, ...partners] = ids;
  if (viewer === undefined) throw new Error('no members');
  const now = Date.now();
  const created = await db
    .insert(conversations)
    .values(
      partners.map((p, i) => ({
        memberLow: Math.min(viewer, p),
        memberHigh: Math.max(viewer, p),
        startedBy: p,
        createdAt: new Date(now - 86_400_000),
        lastMessageAt: new Date(now - i * 60_000),
      })),
    )
    .returning({ id: conversations.id, low: conversations.memberLow, high: conversations.memberHigh });
  await db.insert(conversationMembers).values(
    created.flatMap((c) => {
      const partner = c.low === viewer ? c.high : c.low;
      return [
        { conversationId: c.id, userId: viewer, unread: 1 },
        { conversationId: c.id, userId: partner, unread: 0 },
      ];
    }),
  );
  await db.insert(messages).values(
    created.flatMap((c, i) => {
      const partner = c.low === viewer ? c.high : c.low;
      const at = now - i * 60_000;
      return [
        {
          conversationId: c.id,
          senderId: viewer,
          recipientId: partner,
          clientId: `bench-${i}-a`,
          type: 'text' as const,
          body: 'Hoi! Hoe gaat het?',
          cost: 5,
          createdAt: new Date(at - 30_000),
        },
        {
          conversationId: c.id,
          senderId: partner,
          recipientId: viewer,
          clientId: `bench-${i}-b`,
          type: 'text' as const,
          body: 'Goed hoor, en met jou? Zin om iets te drinken deze week?',
          cost: 5,
          createdAt: new Date(at),
        },
      ];
    }),
  );
  const token = await createSessionStore({ db, clock: systemClock }).create(viewer, {
    ip: '127.0.0.1',
    userAgent: 'bench',
  });
  await database.close();
  return token;
}
