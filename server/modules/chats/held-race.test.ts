import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversationMembers, messages } from '../../db/schema/chats.ts';
import { buildMember, login, testAppOfFile } from '../../test/helpers.ts';
import { confirmAccount } from '../auth/accounts.ts';
import { book } from '../credits/ledger.ts';
import { uploadChatImage } from './test-support.ts';

// Issue 10 (race seen in review): `send` read whether the recipient was confirmed before its
// transaction, so a confirmation committed between that read and the insert released the held
// messages before this one existed, and it stayed held (invisible, unread not counted) for good.
// The recipient's status is now read after `lockPair` took the recipient's row FOR SHARE, which
// the confirmation's update waits for. Half the sends are image messages: their file check waits
// for the disk, which lets the confirmation in between the steps of a send on PGlite too.

const t = testAppOfFile();

const SENDS = 40;

describe('a send racing the recipient’s confirmation', () => {
  it('leaves no message held and counts every message unread once', async () => {
    const a = await buildMember(t);
    const b = await buildMember(t, { status: 'not_confirmed' });
    await t.database.db.transaction((tx) =>
      book(tx, { userId: a.id, delta: 2000, reason: 'adjustment', at: t.clock.now() }),
    );
    const cookie = await login(t, a.email);
    const imageKey = await uploadChatImage(t.app, cookie, '#3c6');
    let answered = 0;
    let confirmed: Promise<void> | undefined;
    const sends = Array.from({ length: SENDS }, async (_, i) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/messages',
        headers: { cookie },
        payload:
          i % 2
            ? { type: 'image', profile_id: b.id, image_key: imageKey, client_id: randomUUID() }
            : { type: 'text', profile_id: b.id, body: `bericht ${i}`, client_id: randomUUID() },
      });
      answered += 1;
      if (answered === 5) confirmed = confirmAccount(t.database.db, b.id, t.clock.now());
      return response.statusCode;
    });
    expect(await Promise.all(sends)).toEqual(Array(SENDS).fill(201));
    await confirmed;

    const toB = await t.database.db.select().from(messages).where(eq(messages.recipientId, b.id));
    expect(toB).toHaveLength(SENDS);
    expect(toB.filter((m) => m.held)).toEqual([]);
    const conversationId = toB[0]?.conversationId ?? 0;
    const [side] = await t.database.db
      .select({ unread: conversationMembers.unread })
      .from(conversationMembers)
      .where(
        and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, b.id)),
      );
    expect(side?.unread).toBe(SENDS);
    const chats = (
      await t.app.inject({
        method: 'GET',
        url: '/api/chats.php',
        headers: { cookie: await login(t, b.email) },
      })
    ).json().chats;
    expect(chats).toEqual([expect.objectContaining({ num_unread_messages: SENDS })]);
  });
});
