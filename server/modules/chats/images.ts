/**
 * Chat images (SPEC §2 photo messages): the upload before the send, and serving the files of an
 * image message to its two members only.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { messages } from '../../db/schema/chats.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { blurredImage, processImage } from '../media/images.ts';
import { type OnScreened, queueScreening } from '../media/screening.ts';
import type { PhotoStorage } from '../media/storage.ts';
import type { MemberRelations } from '../members/relations.ts';
import { profileShownTo } from '../members/visibility.ts';
import type { Bus } from '../realtime/bus.ts';
import { blurImagesOf } from './preferences.ts';
import { imageBlurredFor, presentMessage } from './present.ts';
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

/**
 * The chats module's part of a finished screening (`media/screening.ts` `OnScreened`, wired in
 * server/app.ts): in the job's transaction, the messages sent with image `key` take its state;
 * after the commit each is published again to its two members (`message`, presented for each, the
 * recipient with their chat image setting), so an open chat shows or keeps blurring the image.
 */
export function chatImageScreened(deps: { db: Db; bus: Pick<Bus, 'publish'> }): OnScreened {
  return async (tx: Tx, key, state) => {
    if (!key.startsWith('chat/')) return undefined;
    const rows = await tx
      .update(messages)
      .set({ imageScreen: state })
      .where(and(eq(messages.photoKey, key), eq(messages.type, 'image')))
      .returning();
    if (rows.length === 0) return undefined;
    return async () => {
      for (const row of rows) {
        const envelopes = [{ userIds: [row.senderId], event: presentFor(row, row.senderId, true) }];
        if (!row.held) {
          const blur = await blurImagesOf(deps.db, row.recipientId);
          envelopes.push({ userIds: [row.recipientId], event: presentFor(row, row.recipientId, blur) });
        }
        await deps.bus.publish(...envelopes);
      }
    };
  };
}

/** The `message` event of `row` for `viewerId`. */
function presentFor(row: typeof messages.$inferSelect, viewerId: number, blur: boolean) {
  return { type: 'message' as const, data: presentMessage(row, viewerId, blur) };
}

/** Which file of an image message is asked for: the full image, the thumbnail or the blurred stand-in. */
export type ChatImageVariant = 'full' | 'thumb' | 'blur';

/** Build the chat image use cases. */
export function createChatImages(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  storage: Pick<PhotoStorage, 'get' | 'put'>;
  /** Where an upload is queued for the explicit-image screening (`image-screen`). */
  jobs: Pick<JobQueue, 'send'>;
  bus: Pick<Bus, 'publish'>;
  /** What members' `profileShownTo` needs from likes and chats (wired in server/app.ts). */
  relations: Pick<MemberRelations, 'likeState' | 'wroteTo'>;
}) {
  const { db, clock, storage } = deps;

  /** The image message `messageId` if `viewerId` may see it now (see `imageFor`), else not_found. */
  async function visibleImage(viewerId: number, messageId: number, site: string) {
    const [row] = await db
      .select()
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
    return { ...row, photoKey: row.photoKey };
  }

  return {
    /**
     * `POST /api/chat-images`: re-encode an image for a chat message through the photo pipeline
     * (metadata dropped, WebP at most 1600 px, a 480 px thumbnail that keeps the whole picture,
     * a 32 px blurred stand-in) and keep it for the sender; queue its explicit-image screening
     * (docs/safety.md); answers the 24-hex `image_key` that `send` with type `image` takes.
     * Nothing is charged until the message is sent. Throws validation `photo_type`.
     */
    async uploadImage(senderId: number, data: Buffer): Promise<string> {
      const { full, thumb } = await processImage(data, 'inside');
      const key = randomBytes(12).toString('hex');
      const path = chatImagePath(senderId, key);
      await storage.put(`${path}.webp`, full);
      await storage.put(`${path}.blur.webp`, await blurredImage(thumb));
      await storage.put(`${path}.thumb.webp`, thumb);
      await queueScreening(deps, path, senderId);
      return key;
    },

    /**
     * `POST /api/messages/:id/reveal` ("Tik om te bekijken"): the recipient opens a blurred image;
     * from then on its thumbnail and full image are served to them. Answers the message as the
     * viewer sees it now. Throws not_found when the viewer may not see the image (as `imageFor`).
     */
    async revealImage(viewerId: number, messageId: number, site: string) {
      const row = await visibleImage(viewerId, messageId, site);
      if (row.senderId === viewerId || row.imageRevealedAt) {
        return presentMessage(row, viewerId, await blurImagesOf(db, viewerId));
      }
      const [updated] = await db
        .update(messages)
        .set({ imageRevealedAt: clock.now() })
        .where(eq(messages.id, messageId))
        .returning();
      return presentMessage(updated ?? row, viewerId, await blurImagesOf(db, viewerId));
    },

    /**
     * `GET /media/messages/{id}.webp` (`.thumb.webp`, `.blur.webp` by `variant`): the WebP bytes of an image
     * message, for the sender and the recipient only, while the message is visible to them (not
     * deleted by them, not held, not hidden by a moderator, within the history limit) and, for the
     * recipient, while the sender's profile shows to them on site `site` by the rule of the profile
     * page (members' `profileShownTo`: nothing of a deleted, banned or deactivated sender; GDPR
     * Art. 5(1)(e), 17). While the image is blurred for the viewer (`imageBlurredFor`) only the
     * blurred stand-in is served. Throws not_found otherwise, so nobody learns it exists.
     */
    async imageFor(
      viewerId: number,
      messageId: number,
      variant: ChatImageVariant,
      site: string,
    ): Promise<Buffer> {
      const row = await visibleImage(viewerId, messageId, site);
      // A blurred image (docs/safety.md "Explicit images"): only the stand-in until it is opened.
      if (variant !== 'blur' && imageBlurredFor(row, viewerId, await blurImagesOf(db, viewerId))) {
        throw new AppError('not_found');
      }
      const suffix = variant === 'full' ? '' : `.${variant}`;
      let data = await storage.get(`${row.photoKey}${suffix}.webp`);
      // Images sent before stand-ins existed: made from the thumbnail on the first request.
      if (!data && variant === 'blur') {
        const thumb = await storage.get(`${row.photoKey}.thumb.webp`);
        data = thumb ? await blurredImage(thumb) : null;
      }
      if (!data) throw new AppError('not_found');
      return data;
    },
  };
}
