import { can } from '@common/staff';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photos, profiles } from '../../db/schema/members.ts';
import { AppError } from '../../lib/errors.ts';
import { memberAccount } from '../auth/accounts.ts';
import { blockBetween } from '../likes/blocks.ts';
import { PHOTO_SIZES } from './portraits.ts';

/** Params of a media file route: `{id}.webp` or `{id}.thumb.webp`. */
export const mediaFileParams = z.object({ file: z.string().regex(/^\d{1,12}(\.thumb)?\.webp$/) });

/**
 * The id and size a media file name asks for. Throws not_found for an id beyond the database's
 * integer range, which no file has (the query would fail on it).
 */
export function parseMediaFile(file: string): { id: number; thumb: boolean } {
  const id = Number.parseInt(file, 10);
  if (id > 2_147_483_647) throw new AppError('not_found');
  return { id, thumb: file.includes('.thumb.') };
}

/** Answer a private WebP image: cached by the browser only, never sniffed as another type. */
export function sendWebp(reply: FastifyReply, data: Buffer) {
  return reply
    .type('image/webp')
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(data);
}

/**
 * `GET /media/photos/{id}.webp` and `{id}.thumb.webp`: photo files, checked on every request
 * (ARCHITECTURE "Photos"). Anyone may see a member's approved main photo; the owner and staff
 * with `members.read` or `photos.review` (past the second factor) see every photo; premium members see every approved photo; others, and
 * anyone the member blocked, get 403.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage, renderPortrait } = app.deps;

  app.get(
    '/media/photos/:file',
    { schema: { hide: true, params: mediaFileParams } },
    async (request, reply) => {
      const { id, thumb } = parseMediaFile(request.params.file);
      const [row] = await db
        .select({ photo: photos, mainPhotoId: profiles.mainPhotoId })
        .from(photos)
        .innerJoin(profiles, eq(profiles.userId, photos.userId))
        .where(eq(photos.id, id))
        .limit(1);
      if (!row) throw new AppError('not_found');
      const viewer = request.member;
      const isOwner = viewer?.userId === row.photo.userId;
      // Staff who review photos or read member pages see every photo, once past the second factor.
      const isAdmin =
        Boolean(viewer?.staffVerifiedAt) &&
        (can(viewer?.role, 'members.read') || can(viewer?.role, 'photos.review'));
      let allowed = isOwner || isAdmin || (row.photo.status === 'active' && row.mainPhotoId === id);
      if (!allowed && viewer && row.photo.status === 'active') {
        const me = await memberAccount(db, viewer.userId);
        allowed = Boolean(me?.paidUser);
      }
      // A member who blocked the viewer shows nothing to them (SPEC §6).
      if (allowed && viewer && !isOwner && !isAdmin) {
        const block = await blockBetween(db, viewer.userId, row.photo.userId);
        if (block.byThem) allowed = false;
      }
      if (!allowed) throw new AppError('forbidden');
      const key = `${row.photo.storageKey}${thumb ? '.thumb' : ''}.webp`;
      let data = await storage.get(key);
      if (!data && row.photo.generatedSeed) {
        data = await renderPortrait(row.photo.generatedSeed, thumb ? PHOTO_SIZES.thumb : PHOTO_SIZES.full);
        await storage.put(key, data);
      }
      if (!data) throw new AppError('not_found');
      return sendWebp(reply, data);
    },
  );
};
