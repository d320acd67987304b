import { can } from '@common/staff';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { photos, profiles } from '../../db/schema/members.ts';
import { AppError } from '../../lib/errors.ts';
import { PHOTO_SIZES } from '../media/images.ts';
import { mediaFileParams, parseMediaFile, sendWebp } from '../media/serve.ts';
import { profileShownTo } from './visibility.ts';

/**
 * Whether `viewer` is staff who sees every member photo in the back office: `members.read` (member
 * pages) or `photos.review` (the photo queue), once past the second factor.
 */
export function seesEveryPhoto(viewer: { role: string; staffVerifiedAt: Date | null } | null): boolean {
  return (
    Boolean(viewer?.staffVerifiedAt) &&
    (can(viewer?.role, 'members.read') || can(viewer?.role, 'photos.review'))
  );
}

/**
 * `GET /media/photos/{id}.webp` and `{id}.thumb.webp`: photo files, checked on every request
 * (ARCHITECTURE "Photos"; docs/security.md "Photos"). The owner and staff with `members.read` or
 * `photos.review` (past the second factor; the back office's member pages and photo queue) see
 * every photo. Anyone else sees a photo only while the owner's profile shows to them by the rule
 * of the profile page (`profileShownTo`): nothing of a deleted, banned, deactivated or unconfirmed
 * member, of an invisible one to strangers, or of a fictional profile of another site (404, as the
 * profile); 403 when the owner blocked the viewer. Then the approved main photo is for everyone,
 * the other approved photos for premium members; others get 403.
 */
export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { storage, renderPortrait, memberRelations } = app.deps;
  // The photo and its owner's profile, asked on every photo request: prepared once per connection.
  const photoWithProfile = db
    .select({ photo: photos, profile: profiles })
    .from(photos)
    .innerJoin(profiles, eq(profiles.userId, photos.userId))
    .where(eq(photos.id, sql.placeholder('id')))
    .limit(1)
    .prepare('media_photo_with_profile');

  app.get(
    '/media/photos/:file',
    { schema: { hide: true, params: mediaFileParams } },
    async (request, reply) => {
      const { id, thumb } = parseMediaFile(request.params.file);
      const [row] = await photoWithProfile.execute({ id });
      if (!row) throw new AppError('not_found');
      const viewer = request.member;
      const isOwner = viewer?.userId === row.photo.userId;
      if (!isOwner && !seesEveryPhoto(viewer)) {
        const rule = await profileShownTo(
          db,
          memberRelations,
          viewer?.userId ?? null,
          row.photo.userId,
          request.site.settings.domain,
          { profile: row.profile },
        );
        if (!rule.shown) throw new AppError(rule.why === 'blocked' ? 'forbidden' : 'not_found');
        const isMain = row.profile.mainPhotoId === id;
        if (row.photo.status !== 'active') throw new AppError('forbidden');
        if (!isMain && !rule.viewer?.paidUser) throw new AppError('forbidden');
      }
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
