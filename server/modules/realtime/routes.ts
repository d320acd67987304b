import { and, eq, exists, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { conversationMembers } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { isFromOwnSite } from '../../lib/origin.ts';
import { notBlocked } from '../members/visibility.ts';

const MAX_FRAME = 4096;
/** The largest id a PostgreSQL `integer` column holds. */
const MAX_ID = 2_147_483_647;

/** A frame's id when it is one the database can hold (a positive 32-bit integer), else null. */
function idOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_ID ? value : null;
}

/**
 * Who hears `userId` type in `conversationId` (API.md "Realtime", SPEC §6): the other members of
 * the conversation, answered only when `userId` is a member of it and only those with no block
 * between them and `userId` in either direction; one query, so a block committed before the
 * frame arrives silences it. A partner who removed the conversation still hears it, as a new
 * message would bring the conversation back to them (`send` delivers to them too). Answers [] for
 * a conversation of others or one that does not exist; the id must be a positive 32-bit integer.
 */
export async function typingRecipients(db: Db, userId: number, conversationId: number): Promise<number[]> {
  const mine = alias(conversationMembers, 'mine');
  const rows = await db
    .select({ userId: conversationMembers.userId })
    .from(conversationMembers)
    .where(
      and(
        eq(conversationMembers.conversationId, conversationId),
        ne(conversationMembers.userId, userId),
        exists(
          db
            .select({ one: mine.userId })
            .from(mine)
            .where(and(eq(mine.conversationId, conversationId), eq(mine.userId, userId))),
        ),
        notBlocked(userId, conversationMembers.userId),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * API.md `GET /api/realtime`: one WebSocket per tab, authenticated by the session cookie; a
 * foreign Origin is refused before the upgrade. Clients send `ping` (answered `pong`) and
 * `typing` `{conversation_id}` (relayed to the partner unless either blocked the other, see
 * `typingRecipients`).
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hub, bus, database } = app.deps;
  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        // Issue 9: the same "is this origin ours" as every state-changing API request.
        if (!isFromOwnSite(request, app.deps.config.publicUrl)) throw new AppError('forbidden_origin');
        if (!request.member) return reply.code(403).send({ error: 'authentication_required', message: '' });
      },
    },
    (socket, request) => {
      const member = request.member;
      if (!member) {
        socket.close(4003, 'authentication required');
        return;
      }
      hub.add(member.userId, member.sessionId, socket);
      socket.on('message', async (raw: Buffer) => {
        if (raw.length > MAX_FRAME) return;
        let frame: unknown;
        try {
          frame = JSON.parse(raw.toString('utf8'));
        } catch {
          return;
        }
        if (typeof frame !== 'object' || frame === null) return;
        const { type, data } = frame as { type?: unknown; data?: unknown };
        if (type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong', data: {} }));
        } else if (type === 'typing') {
          const conversationId = idOf((data as { conversation_id?: unknown } | null)?.conversation_id);
          if (conversationId === null) return;
          try {
            const others = await typingRecipients(database.db, member.userId, conversationId);
            if (others.length === 0) return;
            await bus.publish({
              userIds: others,
              event: { type: 'typing', data: { conversation_id: conversationId, profile_id: member.userId } },
            });
          } catch (error) {
            // A typing signal is best effort: a failed query or publish must not take the process down.
            request.log.warn({ err: error }, 'typing relay failed');
          }
        }
      });
    },
  );
};
