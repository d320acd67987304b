/**
 * The realtime contract (API.md "Realtime"): every frame on `GET /api/realtime` is JSON
 * `{type, data}`, where `data` is what the matching HTTP route answers for that object (the same
 * presenter). The server types its bus with `realtimeEvent` (member events and the server-only
 * ones), the browser parses frames with `serverFrame` (member events and `pong`) and gives each to
 * the handler of its type (`web/app/realtime.ts`, one per type, checked by tsc); the server parses
 * what clients send with `clientFrame`.
 */
import { z } from 'zod';
import { apiMessage } from './chats.ts';
import { dbId as id } from './ids.ts';

/**
 * A new message in one of the member's conversations (SPEC §2, §4): `data` as `POST /api/messages`
 * and the messages page answer it, presented for the receiving member (`from_me`). The sender's
 * own tabs get it too. A `message` also means the chat list changed (order, last message, unread
 * count), so no `chats_changed` accompanies it.
 */
export const messageEvent = z.object({ type: z.literal('message'), data: apiMessage });

/**
 * Messages were read in a conversation (SPEC §4): sent to the partner of the member who read them,
 * so their "read" marks update.
 */
export const messageReadEvent = z.object({
  type: z.literal('message_read'),
  data: z.object({ conversation_id: id }),
});

/** Member `profile_id` is typing in conversation `conversation_id` (relayed, never stored). */
export const typingEvent = z.object({
  type: z.literal('typing'),
  data: z.object({ conversation_id: id, profile_id: id }),
});

/** Member `profile_id` liked the receiving member (SPEC §3 likes). */
export const likeEvent = z.object({ type: z.literal('like'), data: z.object({ profile_id: id }) });

/** The like that completes a pair: both members hear it once, each with the other's id. */
export const matchEvent = z.object({ type: z.literal('match'), data: z.object({ profile_id: id }) });

/**
 * The member's chat list changed without a new message for them (their unread count went to 0 in
 * another tab).
 */
export const chatsChangedEvent = z.object({
  type: z.literal('chats_changed'),
  data: z.object({ conversation_id: id }),
});

/**
 * The member's balance changed: `credits` is the new balance in credits (may be below zero after a
 * refund or chargeback). Sent after a paid message, a paid order, a direct-debit advance.
 */
export const creditsChangedEvent = z.object({
  type: z.literal('credits_changed'),
  data: z.object({ credits: z.number().int() }),
});

/**
 * A session ended (logout, password change or reset): the server closes that session's sockets
 * (code 4001) and sends no frame; it travels on the bus only, with the envelope's `sessionIds`.
 * Without `sessionIds` no socket closes: every process forgets the members' cached sessions (a
 * role changed on the staff page or by `npm run admin`).
 */
export const sessionEndedEvent = z.object({
  type: z.literal('session_ended'),
  data: z.object({}).strict(),
});

/**
 * Something `GET /api/user.php` shows of the envelope's members changed (their profile, e-mail,
 * language, status, notification opt-outs: any successful change they made through the API):
 * every server process forgets their cached answer (`server/modules/account/user-cache.ts`). It
 * travels on the bus only; no browser receives it.
 */
export const memberChangedEvent = z.object({
  type: z.literal('member_changed'),
  data: z.object({}).strict(),
});

/**
 * Site settings, packages' payment methods or legal texts of `domain` changed in the back office
 * (issue "Back office" §5): every server process forgets its cached settings. It travels on the
 * bus only (an envelope without members); no browser receives it.
 */
export const settingsChangedEvent = z.object({
  type: z.literal('settings_changed'),
  data: z.object({ domain: z.string().max(253) }),
});

/**
 * The events that reach browsers: each is written to the sockets of the envelope's members as a
 * frame (`serverFrame`).
 */
const memberEvents = [
  messageEvent,
  messageReadEvent,
  typingEvent,
  likeEvent,
  matchEvent,
  chatsChangedEvent,
  creditsChangedEvent,
] as const;

/**
 * What the bus carries between server processes (the `event` of an envelope): every event for
 * members' sockets and the server-only ones (`session_ended`, `member_changed`, `settings_changed`), which no browser
 * receives. Server code types its bus with it.
 */
export const realtimeEvent = z.discriminatedUnion('type', [
  ...memberEvents,
  sessionEndedEvent,
  memberChangedEvent,
  settingsChangedEvent,
]);
/** An event published on the bus (server) for members' sockets or for the server processes. */
export type RealtimeEvent = z.infer<typeof realtimeEvent>;
/** The bus event types, e.g. `'message'`, `'session_ended'`. */
export type RealtimeEventType = RealtimeEvent['type'];

/** The answer to a client's `ping`, on that socket only. */
export const pongFrame = z.object({ type: z.literal('pong'), data: z.object({}).strict() });

/**
 * Every frame the server may send a browser: the member events of the bus and `pong`. The
 * server-only events (`session_ended`, `member_changed`, `settings_changed`) are not among them, so the browser's
 * handlers (`web/app/realtime.ts`) cover exactly what it can receive, and a frame of another type
 * fails to parse.
 */
export const serverFrame = z.discriminatedUnion('type', [...memberEvents, pongFrame]);
/** A parsed frame from the server. */
export type ServerFrame = z.infer<typeof serverFrame>;
/** The frame types a browser receives, e.g. `'message'`, `'pong'`. */
export type ServerFrameType = ServerFrame['type'];

/**
 * What a client may send (API.md "Realtime"): `typing` in a conversation it is a member of
 * (relayed to the partner unless either blocked the other), and `ping` (answered `pong`, any or no
 * `data`). Anything else, or an id no `integer` column holds, is ignored.
 */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({ type: z.literal('typing'), data: z.object({ conversation_id: id }) }),
  z.object({ type: z.literal('ping'), data: z.unknown().optional() }),
]);
/** A frame a client sends. */
export type ClientFrame = z.infer<typeof clientFrame>;

/** The largest frame (bytes) the server reads from a client; longer ones are ignored. */
export const MAX_CLIENT_FRAME_BYTES = 4096;
