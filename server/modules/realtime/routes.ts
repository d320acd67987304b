import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conversationMembers } from '../../db/schema/index.ts';

const MAX_FRAME = 4096;

/**
 * API.md `GET /api/realtime`: one WebSocket per tab, authenticated by the session cookie; a
 * foreign Origin is refused before the upgrade. Clients send `ping` (answered `pong`) and
 * `typing` `{conversation_id}` (relayed to the partner).
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hub, bus, database } = app.deps;
  app.get(
    '/api/realtime',
    {
      websocket: true,
      schema: { hide: true },
      preValidation: async (request, reply) => {
        const origin = request.headers.origin;
        if (origin) {
          let host = '';
          try {
            host = new URL(origin).host;
          } catch {
            host = '';
          }
          const allowed = [request.headers.host, new URL(app.deps.config.publicUrl).host];
          if (!allowed.includes(host))
            return reply.code(403).send({ error: 'forbidden', message: 'Origin not allowed' });
        }
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
        let frame: { type?: unknown; data?: { conversation_id?: unknown } };
        try {
          frame = JSON.parse(raw.toString('utf8')) as typeof frame;
        } catch {
          return;
        }
        if (frame.type === 'ping') {
          socket.send(JSON.stringify({ type: 'pong', data: {} }));
        } else if (frame.type === 'typing' && typeof frame.data?.conversation_id === 'number') {
          const conversationId = frame.data.conversation_id;
          const members = await database.db
            .select({ userId: conversationMembers.userId })
            .from(conversationMembers)
            .where(eq(conversationMembers.conversationId, conversationId));
          if (!members.some((m) => m.userId === member.userId)) return;
          const others = members.filter((m) => m.userId !== member.userId).map((m) => m.userId);
          await bus.publish({
            userIds: others,
            event: { type: 'typing', data: { conversation_id: conversationId, profile_id: member.userId } },
          });
        }
      });
    },
  );
};
