/**
 * The typing relay (API.md `GET /api/realtime` `typing`): registered with realtime's
 * `onClientFrame('typing', …)` at wiring time (server/app.ts).
 */
import type { Db } from '../../db/client.ts';
import type { Bus } from '../realtime/bus.ts';
import type { ClientFrameHandler } from '../realtime/frames.ts';
import { typingRecipients } from './queries.ts';

/**
 * The handler of a member's `typing` `{conversation_id}` frame: publishes `typing` to the other
 * members of the conversation unless either blocked the other (`typingRecipients`); nothing for a
 * conversation of others. Throws what the database or the bus throws (the socket route logs it).
 */
export function createTypingRelay(deps: { db: Db; bus: Pick<Bus, 'publish'> }): ClientFrameHandler<'typing'> {
  return async (frame, sender) => {
    const conversationId = frame.data.conversation_id;
    const others = await typingRecipients(deps.db, sender.userId, conversationId);
    if (others.length === 0) return;
    await deps.bus.publish({
      userIds: others,
      event: { type: 'typing', data: { conversation_id: conversationId, profile_id: sender.userId } },
    });
  };
}
