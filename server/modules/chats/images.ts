/**
 * Chat images (SPEC §2 photo messages): the upload before the send, and serving the files of an
 * image message to its two members only.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { processImage } from '../media/images.ts';
import type { PhotoStorage } from '../media/storage.ts';
import type { MemberRelations } from '../members/relations.ts';
import { profileShownTo } from '../members/visibility.ts';
import { visibleTo } from './queries.ts';

/**
 * Where a member's uploaded chat image lives in photo storage, without `.webp`:
 * `chat/{senderId}/{imageKey}` (a message stores it as its `photo_key`).
 */
export function chatImagePath(senderId: number, imageKey: string): string {
  return `chat/${senderId}/${imageKey}`;
}

/**
 * Whether `senderId` uploaded the image `imageKey` (its thumbnail is stored). A key of another
 * member is not found under this sender's folder.
 */
export async function hasChatImage(
  storage: Pick<PhotoStorage, 'get'>,
  senderId: number,
  imageKey: string,
): Promise<boolean> {
  return Boolean(await storage.get(`${chatImagePath(senderId, imageKey)}.thumb.webp`));
}

/** Build the chat image use cases. */
export function createChatImages(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  storage: Pick<PhotoStorage, 'get' | 'put'>;
  /** What members' `profileShownTo` needs from likes and chats (wired in server/app.ts). */
  relations: Pick<MemberRelations, 'likeState' | 'wroteTo'>;
}) {
  const { db, clock, storage } = deps;
  return {
    /**
     * `POST /api/chat-images`: re-encode an image for a chat message through the photo pipeline
     * (metadata dropped, WebP at most 1600 px, a 480 px thumbnail that keeps the whole picture)
     * and keep it for the sender; answers the 24-hex `image_key` that `send` with type `image`
     * takes. Nothing is charged until the message is sent. Throws validation `photo_type`.
     */
    async uploadImage(senderId: number, data: Buffer): Promise<string> {
      const { full, thumb } = await processImage(data, 'inside');
      const key = randomBytes(12).toString('hex');
      await storage.put(`${chatImagePath(senderId, key)}.webp`, full);
      await storage.put(`${chatImagePath(senderId, key)}.thumb.webp`, thumb);
      return key;
    },

    /**
     * `GET /media/messages/{id}.webp` (and `.thumb.webp` with `thumb`): the WebP bytes of an image
     * message, for the sender and the recipient only, while the message is visible to them (not
     * deleted by them, not held, not hidden by a moderator, within the history limit) and, for the
     * recipient, while the sender's profile shows to them on site `site` by the rule of the profile
     * page (members' `profileShownTo`: nothing of a deleted, banned or deactivated sender; GDPR
     * Art. 5(1)(e), 17). Throws not_found otherwise, so nobody learns it exists.
     */
    async imageFor(viewerId: number, messageId: number, thumb: boolean, site: string): Promise<Buffer> {
      const [row] = await db
        .select({ photoKey: messages.photoKey, senderId: messages.senderId })
        .from(messages)
        .where(
          and(
            eq(messages.id, messageId),
            eq(messages.type, 'image'),
            isNull(messages.hiddenAt),
            visibleTo(viewerId, clock.now()),
          ),
        );
      if (!row?.photoKey) throw new AppError('not_found');
      if (
        row.senderId !== viewerId &&
        !(await profileShownTo(db, deps.relations, viewerId, row.senderId, site)).shown
      )
        throw new AppError('not_found');
      const data = await storage.get(`${row.photoKey}${thumb ? '.thumb' : ''}.webp`);
      if (!data) throw new AppError('not_found');
      return data;
    },
  };
}
