import { randomBytes } from 'node:crypto';
import { FREE_PHOTO_LIMIT, PREMIUM_PHOTO_LIMIT } from '@common/constants';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { lockAccount, memberAccount } from '../auth/accounts.ts';
import { processImage } from '../media/images.ts';
import { dropScreening, flaggedFirst, queueScreening, screeningsOf } from '../media/screening.ts';
import type { PhotoStorage } from '../media/storage.ts';

/** Photos of members: upload, main photo, delete, review (SPEC §1, §3, §6). */
export type PhotosService = ReturnType<typeof createPhotosService>;

/** Build the photos service. */
export function createPhotosService(deps: {
  db: Db;
  clock: Clock;
  storage: PhotoStorage;
  /** Where a member's upload is queued for screening (`image-screen`, docs/safety.md). */
  jobs: Pick<JobQueue, 'send'>;
  /** Told after a member's main photo changed (verified photos: the new photo is checked). Never throws. */
  onMainPhotoChanged?: (userId: number) => Promise<void>;
}) {
  const { db, clock, storage } = deps;

  async function ownedPhoto(userId: number, photoId: number) {
    const [photo] = await db
      .select()
      .from(photos)
      .where(and(eq(photos.id, photoId), eq(photos.userId, userId)))
      .limit(1);
    if (!photo) throw new AppError('not_found');
    return photo;
  }

  /** SPEC §1, §9: 3 photos for free members, 25 for premium members. */
  function limitFor(paidUser: boolean): number {
    return paidUser ? PREMIUM_PHOTO_LIMIT : FREE_PHOTO_LIMIT;
  }

  return {
    limitFor,

    /**
     * API.md `POST /api/photos`: store a new photo under review (others see it once approved).
     * The limit counts every photo the member has, also those under review. With `staff` (a
     * fictional profile's photo uploaded in the back office, issue "Back office" §4) the photo is
     * approved at once, becomes the main photo when there is none, and the premium limit applies.
     * A member's photo is queued for the explicit-image screening (docs/safety.md "Explicit
     * images"); a flagged one comes first in the review queue.
     * Throws photo_limit (with `limit`) and validation `photo_type`. Answers the photo row.
     */
    async upload(userId: number, data: Buffer, options: { staff?: boolean } = {}) {
      const user = await memberAccount(db, userId);
      if (!user) throw new AppError('authentication_required');
      const limit = options.staff ? PREMIUM_PHOTO_LIMIT : limitFor(user.paidUser);
      const [existing] = await db.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
      if ((existing?.n ?? 0) >= limit) throw new AppError('photo_limit', { limit });
      const { full, thumb } = await processImage(data);
      const key = `members/${userId}/${randomBytes(12).toString('hex')}`;
      await storage.put(`${key}.webp`, full);
      await storage.put(`${key}.thumb.webp`, thumb);
      // The count is checked again inside the transaction: two uploads at once cannot pass the limit.
      const photo = await db.transaction(async (tx) => {
        await lockAccount(tx, userId, 'update');
        const [now] = await tx.select({ n: count() }).from(photos).where(eq(photos.userId, userId));
        if ((now?.n ?? 0) >= limit) return null;
        const status = options.staff ? ('active' as const) : ('under_review' as const);
        const [row] = await tx
          .insert(photos)
          .values({ userId, status, storageKey: key, createdAt: clock.now() })
          .returning();
        if (row && options.staff) {
          await tx
            .update(profiles)
            .set({ mainPhotoId: row.id })
            .where(and(eq(profiles.userId, userId), sql`${profiles.mainPhotoId} is null`));
        }
        return row ?? null;
      });
      if (!photo) {
        await storage.remove(`${key}.webp`);
        await storage.remove(`${key}.thumb.webp`);
        throw new AppError('photo_limit', { limit });
      }
      if (!options.staff) await queueScreening(deps, key, userId);
      return photo;
    },

    /** API.md `PUT /api/photos/:id/main`: the member's own approved photo becomes the main photo. */
    async setMain(userId: number, photoId: number): Promise<void> {
      const photo = await ownedPhoto(userId, photoId);
      if (photo.status !== 'active')
        throw new AppError('validation', {}, { photo: 'validation.photo_not_approved' });
      await db.update(profiles).set({ mainPhotoId: photoId }).where(eq(profiles.userId, userId));
      await deps.onMainPhotoChanged?.(userId);
    },

    /** API.md `DELETE /api/photos/:id`: removes the photo and its files; a main photo is replaced. */
    async remove(userId: number, photoId: number): Promise<void> {
      const photo = await ownedPhoto(userId, photoId);
      const mainChanged = await db.transaction(async (tx) => {
        await tx.delete(photos).where(eq(photos.id, photoId));
        const [profile] = await tx
          .select({ main: profiles.mainPhotoId })
          .from(profiles)
          .where(eq(profiles.userId, userId));
        if (profile?.main === photoId) {
          const [next] = await tx
            .select({ id: photos.id })
            .from(photos)
            .where(and(eq(photos.userId, userId), eq(photos.status, 'active')))
            .orderBy(asc(photos.createdAt))
            .limit(1);
          await tx
            .update(profiles)
            .set({ mainPhotoId: next?.id ?? null })
            .where(eq(profiles.userId, userId));
          return true;
        }
        return false;
      });
      if (mainChanged) await deps.onMainPhotoChanged?.(userId);
      if (!photo.generatedSeed) {
        await dropScreening(db, photo.storageKey);
        await storage.remove(`${photo.storageKey}.webp`);
        await storage.remove(`${photo.storageKey}.thumb.webp`);
      }
    },

    /**
     * The review queue for admins (/admin/photos): photos under review, those the explicit-image
     * screening flagged first, then oldest first; each with its `screening` (scores, threshold;
     * null when never screened).
     */
    async reviewQueue(limit = 50) {
      const rows = await db
        .select({
          id: photos.id,
          userId: photos.userId,
          createdAt: photos.createdAt,
          name: profiles.name,
          storageKey: photos.storageKey,
        })
        .from(photos)
        .innerJoin(profiles, eq(profiles.userId, photos.userId))
        .where(eq(photos.status, 'under_review'))
        .orderBy(flaggedFirst(photos.storageKey), asc(photos.createdAt))
        .limit(limit);
      const screenings = await screeningsOf(
        db,
        rows.map((r) => r.storageKey),
      );
      return rows.map(({ storageKey, ...row }) => ({
        ...row,
        screening: screenings.get(storageKey) ?? null,
      }));
    },

    /**
     * The explicit-image screening of photos `photoIds` as moderators see it (docs/safety.md
     * "Explicit images"): per photo its state, explicit score and threshold; photos never screened
     * are left out. For the review's audit entry.
     */
    async screeningOfPhotos(photoIds: number[]) {
      if (photoIds.length === 0) return [];
      const rows = await db
        .select({ id: photos.id, key: photos.storageKey })
        .from(photos)
        .where(inArray(photos.id, photoIds));
      const screenings = await screeningsOf(
        db,
        rows.map((r) => r.key),
      );
      return rows.flatMap((r) => {
        const screening = screenings.get(r.key);
        return screening
          ? [
              {
                photo: r.id,
                status: screening.status,
                explicit: screening.explicit,
                threshold: screening.threshold,
              },
            ]
          : [];
      });
    },

    /**
     * Approve or reject photos under review. An approved photo becomes the main photo of a member
     * who has none; a rejection keeps its reason for the owner. Answers the owners of the photos
     * reviewed now (for the audit entry's subjects).
     */
    async review(
      photoIds: number[],
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<number[]> {
      if (photoIds.length === 0) return [];
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(photos)
          .set(
            decision.approve
              ? { status: 'active', rejectReason: null }
              : { status: 'rejected', rejectReason: decision.reason },
          )
          .where(and(inArray(photos.id, photoIds), eq(photos.status, 'under_review')))
          .returning({ id: photos.id, userId: photos.userId });
        const owners = [...new Set(rows.map((r) => r.userId))];
        if (!decision.approve) return owners;
        for (const row of rows) {
          await tx
            .update(profiles)
            .set({ mainPhotoId: row.id })
            .where(and(eq(profiles.userId, row.userId), sql`${profiles.mainPhotoId} is null`));
        }
        return owners;
      });
    },
  };
}
