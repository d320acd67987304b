/**
 * The realtime frames a browser receives (API.md "Realtime", `serverFrame` in
 * `common/schemas/realtime.ts`) checked by hand, without zod: the member shell checks every
 * WebSocket frame, and zod (about 25 KiB gzip) would otherwise load with it on the first screen.
 * Same rules as `serverFrame`: a known type, `data` of that type's shape, ids whole numbers from
 * 1 to 2^31 - 1 (`dbId`), `pong` with an empty object. `web/lib/realtime.test.ts` holds both
 * checks to the same frames.
 */
import { CONTACT_KINDS } from '@common/constants';
import type { ServerFrame } from '@common/schemas/realtime';

/** The largest id a PostgreSQL `integer` column holds (`MAX_DB_ID` of `common/schemas/ids.ts`). */
const MAX_ID = 2_147_483_647;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isId = (value: unknown): value is number => isInt(value) && value >= 1 && value <= MAX_ID;
const isString = (value: unknown): value is string => typeof value === 'string';
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const stringOrNull = (value: unknown) => value === null || isString(value);
const oneOf = (value: unknown, allowed: readonly string[]) => isString(value) && allowed.includes(value);

/** `apiMessage` of `common/schemas/chats.ts`: a message as the recipient or sender sees it. */
function isMessage(data: Fields): boolean {
  const image = data.image;
  return (
    isInt(data.id) &&
    isInt(data.conversation_id) &&
    isBoolean(data.from_me) &&
    isInt(data.sender_id) &&
    oneOf(data.type, ['text', 'image', 'gift']) &&
    stringOrNull(data.body) &&
    stringOrNull(data.gift_id) &&
    (image === null ||
      (isObject(image) &&
        isString(image.filename) &&
        isString(image.thumb_filename) &&
        isString(image.blur_filename))) &&
    stringOrNull(data.client_id) &&
    isString(data.created_at) &&
    isBoolean(data.read) &&
    isBoolean(data.removed) &&
    isBoolean(data.bother) &&
    Array.isArray(data.held_back) &&
    data.held_back.every((kind) => oneOf(kind, CONTACT_KINDS)) &&
    (data.image_screen === null || oneOf(data.image_screen, ['pending', 'clear', 'flagged'])) &&
    isBoolean(data.blurred)
  );
}

/** The check of `data` per frame type: exactly the types of `serverFrame`. */
const DATA_CHECKS: { [T in ServerFrame['type']]: (data: Fields) => boolean } = {
  message: isMessage,
  message_read: (data) => isId(data.conversation_id),
  typing: (data) => isId(data.conversation_id) && isId(data.profile_id),
  like: (data) => isId(data.profile_id),
  match: (data) => isId(data.profile_id),
  chats_changed: (data) => isId(data.conversation_id),
  credits_changed: (data) => isInt(data.credits),
  pong: (data) => Object.keys(data).length === 0,
};

/**
 * Whether `value` (parsed JSON) is a frame of the contract: `{type, data}` with a type the
 * browser receives and `data` of its shape. Frames of the server-only events (`session_ended`,
 * `member_changed`, `settings_changed`) and unknown types are refused.
 */
export function isServerFrame(value: unknown): value is ServerFrame {
  if (!isObject(value) || !isString(value.type) || !isObject(value.data)) return false;
  if (!Object.hasOwn(DATA_CHECKS, value.type)) return false;
  return DATA_CHECKS[value.type as ServerFrame['type']](value.data);
}
