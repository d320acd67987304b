import {
  type ClientFrame,
  clientFrame,
  MAX_CLIENT_FRAME_BYTES,
  type ServerFrame,
} from '@common/schemas/realtime';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { isFromOwnSite } from '../../lib/origin.ts';

/** A frame a client sent, parsed with the contract (`clientFrame`), or null to ignore it. */
function parseFrame(raw: Buffer): ClientFrame | null {
  if (raw.length > MAX_CLIENT_FRAME_BYTES) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = clientFrame.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** Client frames of one socket waiting to be handled at most; more are dropped. */
export const MAX_PENDING_FRAMES = 4;

/**
 * API.md `GET /api/realtime`: one WebSocket per tab, authenticated by the session cookie; a
 * foreign Origin is refused before the upgrade. Clients send `ping` (answered `pong`) and
 * the frames other modules handle (`app.deps.clientFrames`: chats relays `typing`
 * `{conversation_id}` to the partner unless either blocked the other). Frames that do not match `clientFrame` (no object, ids no
 * `integer` column holds, unknown types) are ignored. One socket's frames are handled in the order
 * sent, at most `MAX_PENDING_FRAMES` waiting.
 */
export const realtimeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { hub, presence, clientFrames } = app.deps;
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
      // Nothing is mailed or pushed to a member while a socket of theirs is open (notifications).
      void presence.connected(member.userId);
      socket.on('close', () => void presence.disconnected(member.userId));
      // One socket's frames are handled one after the other, in the order sent: a typing signal
      // sent after a block is answered with what the block allows, never overtaken by an earlier
      // one whose query ran later. At most MAX_PENDING_FRAMES wait; more are dropped (each costs a
      // query, and a typing signal is best effort), so a flood of frames cannot drain the database.
      let pending = 0;
      let queue: Promise<void> = Promise.resolve();
      socket.on('message', (raw: Buffer) => {
        const frame = parseFrame(raw);
        if (!frame) return;
        if (frame.type === 'ping') {
          const pong: ServerFrame = { type: 'pong', data: {} };
          socket.send(JSON.stringify(pong));
          return;
        }
        const handle = clientFrames.handlerOf(frame);
        if (!handle || pending >= MAX_PENDING_FRAMES) return;
        pending += 1;
        queue = queue.then(async () => {
          try {
            await handle({ userId: member.userId });
          } catch (error) {
            // A client frame (a typing signal) is best effort: a failed query or publish must not take the process down.
            request.log.warn({ err: error }, `${frame.type} relay failed`);
          } finally {
            pending -= 1;
          }
        });
      });
    },
  );
};
