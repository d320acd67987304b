import type { ChatItem } from '@common/schemas/chats';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMembers, conversations, messages } from '../../db/schema/chats.ts';
import { countingDb } from '../../test/counting-db.ts';
import { buildMember, login, testAppOfFile } from '../../test/helpers.ts';
import { createChatQueries } from './queries.ts';

// Issue 10: `GET /api/chats.php` is one query (a lateral join for the last message, NOT EXISTS for
// blocks, the partner's profile joined), however many conversations a member has. 200
// conversations of every kind the list must show or hide, against what the SPEC says by value.

const t = testAppOfFile();

const DAY = 86_400_000;

/** Kinds of conversation, by index modulo 10, and whether the viewer's list shows them. */
const KINDS = [
  'plain', // last message: the viewer's answer
  'own-last-deleted', // the viewer deleted their answer: the partner's message is the last
  'newer-held', // a newer message to the viewer is held (they were unconfirmed): not shown
  'only-held', // nothing the viewer may see: hidden
  'blocked-by-viewer', // hidden
  'blocked-by-partner', // hidden
  'removed', // the viewer removed the conversation: hidden
  'too-old', // every message is older than the history limit (365 days): hidden
  'first-too-old', // the old message is hidden, the newer one is the last
  'deleted-by-partner', // the partner deleted the viewer's answer for themselves: still shown to the viewer
] as const;

describe('GET /api/chats.php with 200 conversations', () => {
  it('answers order, unread counts and last messages correctly, hides blocked ones, in one query', async () => {
    const now = t.clock.now();
    const viewer = await buildMember(t, { name: 'Vera' });
    const viewerCookie = await login(t, viewer.email);
    const partners: Array<{ id: number; email: string }> = [];
    for (let i = 0; i < 200; i++) partners.push(await buildMember(t, { name: `Partner ${i}` }));

    // The conversations: last_message_at in a shuffled order (37 and 200 are coprime).
    const created = await t.database.db
      .insert(conversations)
      .values(
        partners.map((p, i) => ({
          memberLow: Math.min(viewer.id, p.id),
          memberHigh: Math.max(viewer.id, p.id),
          startedBy: i % 2 ? viewer.id : p.id,
          createdAt: new Date(now.getTime() - 3 * DAY),
          lastMessageAt: new Date(now.getTime() - ((i * 37) % 200) * 60_000),
        })),
      )
      .returning();
    const conversationOf = (i: number) => {
      const p = partners[i];
      const c = created.find(
        (row) =>
          p && row.memberLow === Math.min(viewer.id, p.id) && row.memberHigh === Math.max(viewer.id, p.id),
      );
      if (!c) throw new Error('conversation missing');
      return c;
    };
    await t.database.db.insert(conversationMembers).values(
      partners.flatMap((p, i) => [
        {
          conversationId: conversationOf(i).id,
          userId: viewer.id,
          unread: i % 4,
          removedAt: KINDS[i % 10] === 'removed' ? now : null,
        },
        { conversationId: conversationOf(i).id, userId: p.id, unread: 0 },
      ]),
    );

    // Per conversation: the partner's message, then the viewer's answer (ids in that order).
    let clientId = 0;
    const message = (
      i: number,
      from: 'viewer' | 'partner',
      at: Date,
      extra: Partial<typeof messages.$inferInsert> = {},
    ) => {
      const partnerId = partners[i]?.id ?? 0;
      clientId += 1;
      return {
        conversationId: conversationOf(i).id,
        senderId: from === 'viewer' ? viewer.id : partnerId,
        recipientId: from === 'viewer' ? partnerId : viewer.id,
        clientId: `list-test-${clientId}`,
        type: 'text' as const,
        body: `${from} ${i}`,
        cost: 5,
        createdAt: at,
        ...extra,
      };
    };
    const expectedLast = new Map<number, 'partner' | 'viewer'>();
    for (let i = 0; i < 200; i++) {
      const kind = KINDS[i % 10];
      const recent = new Date(now.getTime() - DAY + i * 1000);
      const later = new Date(recent.getTime() + 60_000);
      const old = new Date(now.getTime() - 400 * DAY);
      if (kind === 'only-held') {
        await t.database.db.insert(messages).values(message(i, 'partner', recent, { held: true }));
        continue;
      }
      if (kind === 'too-old') {
        await t.database.db.insert(messages).values([message(i, 'partner', old), message(i, 'viewer', old)]);
        continue;
      }
      await t.database.db.insert(messages).values([
        message(i, 'partner', kind === 'first-too-old' ? old : recent),
        message(i, 'viewer', later, {
          deletedBySender: kind === 'own-last-deleted',
          deletedByRecipient: kind === 'deleted-by-partner',
        }),
      ]);
      if (kind === 'newer-held') {
        await t.database.db
          .insert(messages)
          .values(message(i, 'partner', new Date(later.getTime() + 60_000), { held: true }));
      }
      if (kind !== 'blocked-by-viewer' && kind !== 'blocked-by-partner' && kind !== 'removed') {
        expectedLast.set(i, kind === 'own-last-deleted' ? 'partner' : 'viewer');
      }
    }
    // Blocks through the API, both directions.
    for (let i = 0; i < 200; i++) {
      const kind = KINDS[i % 10];
      const partner = partners[i];
      if (!partner) continue;
      if (kind === 'blocked-by-viewer') {
        const r = await t.app.inject({
          method: 'POST',
          url: `/api/blocks/${partner.id}`,
          headers: { cookie: viewerCookie },
        });
        expect(r.statusCode).toBe(200);
      } else if (kind === 'blocked-by-partner') {
        const cookie = await login(t, partner.email);
        const r = await t.app.inject({
          method: 'POST',
          url: `/api/blocks/${viewer.id}`,
          headers: { cookie },
        });
        expect(r.statusCode).toBe(200);
      }
    }

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/chats.php',
      headers: { cookie: viewerCookie },
    });
    expect(response.statusCode).toBe(200);
    const chats: ChatItem[] = response.json().chats;

    // Expected: the shown kinds, newest last_message_at first.
    const shown = [...expectedLast.keys()].sort((a, b) => ((a * 37) % 200) - ((b * 37) % 200));
    expect(shown).toHaveLength(100);
    const lastMessages = await t.database.db.select().from(messages);
    const expected = shown.map((i) => {
      const partner = partners[i];
      const from = expectedLast.get(i);
      const c = conversationOf(i);
      const last = lastMessages.find(
        (m) => m.conversationId === c.id && m.body === `${from} ${i}` && !m.held,
      );
      return {
        conversation: { id: c.id },
        profile: {
          id: partner?.id,
          name: `Partner ${i}`,
          main_image: null,
          fictional: false,
          verified: false,
        },
        num_unread_messages: i % 4,
        last_message: expect.objectContaining({
          id: last?.id,
          from_me: from === 'viewer',
          body: `${from} ${i}`,
          conversation_id: c.id,
          sender_id: from === 'viewer' ? viewer.id : partner?.id,
          client_id: from === 'viewer' ? last?.clientId : null,
          read: false,
        }),
      };
    });
    expect(chats).toEqual(expected);

    // One statement for 200 conversations, and one for a member with a single conversation.
    const counting = countingDb(t.database);
    const queries = createChatQueries({ db: counting.db, clock: t.clock });
    expect(await queries.list(viewer.id)).toEqual(chats);
    expect(counting.count()).toBe(1);
    const single = partners[0];
    if (!single) throw new Error('no partner');
    counting.reset();
    const own = await queries.list(single.id);
    expect(own.map((c) => c.profile.id)).toEqual([viewer.id]);
    expect(counting.count()).toBe(1);
  });

  it('shows a conversation again once a held message is released (the viewer confirmed)', async () => {
    const viewer = await buildMember(t);
    const partner = await buildMember(t);
    const [c] = await t.database.db
      .insert(conversations)
      .values({
        memberLow: Math.min(viewer.id, partner.id),
        memberHigh: Math.max(viewer.id, partner.id),
        startedBy: partner.id,
      })
      .returning();
    if (!c) throw new Error('no conversation');
    await t.database.db.insert(conversationMembers).values([
      { conversationId: c.id, userId: viewer.id },
      { conversationId: c.id, userId: partner.id },
    ]);
    await t.database.db.insert(messages).values({
      conversationId: c.id,
      senderId: partner.id,
      recipientId: viewer.id,
      clientId: 'held-one',
      type: 'text',
      body: 'Hallo',
      cost: 5,
      held: true,
      createdAt: t.clock.now(),
    });
    const queries = createChatQueries({ db: t.database.db, clock: t.clock });
    expect(await queries.list(viewer.id)).toEqual([]);
    await t.database.db
      .update(messages)
      .set({ held: false })
      .where(and(eq(messages.conversationId, c.id), eq(messages.clientId, 'held-one')));
    expect((await queries.list(viewer.id)).map((i) => i.last_message?.body)).toEqual(['Hallo']);
  });
});
