/**
 * Verified photos (issue 28 §2, docs/safety.md "Verified photos"): a member asks, the server draws
 * a pose, the member sends a selfie in that pose, a job compares the selfie's face with the
 * approved profile photos' faces (`FaceMatcher`), and a moderator confirms or rejects in the back
 * office (moderation's `verification-admin.ts`, audited). The badge shows while the confirmed
 * photo is the main photo; a new main photo shows it again only once a job found its face matches
 * the confirmed one. Selfies are kept until the decision only. Fictional profiles never take part.
 */
import { randomBytes, randomInt } from 'node:crypto';
import {
  FACE_MATCH_THRESHOLD,
  VERIFICATION_POSES,
  type VerificationAnswer,
  type VerificationDecisionBody,
  type VerificationPose,
  type VerificationQueueItem,
} from '@common/verification';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { photos, profiles, verificationRequests } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { closest, type Face, type FaceMatcher } from '../media/faces.ts';
import { processImage } from '../media/images.ts';
import type { PhotoStorage } from '../media/storage.ts';
import { isVerified, presentImage } from './present.ts';

/** The job queues: the selfie's comparison, and the check of a new main photo against the confirmed one. */
export const VERIFICATION_JOBS = { match: 'verification-match', recheck: 'verification-recheck' } as const;

/** SQL: the member of this profiles row shows as verified (confirmed photo is the main photo). */
export const verifiedSql: SQL<boolean> = sql<boolean>`(${profiles.verifiedAt} is not null and ${profiles.verifiedPhotoId} = ${profiles.mainPhotoId})`;

/**
 * SQL for another module's query: whether the member whose id is in `memberColumn` shows as
 * verified (false without a profile).
 */
export function memberVerifiedSql(memberColumn: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`coalesce((select vp.verified_at is not null and vp.verified_photo_id = vp.main_photo_id
    from ${profiles} vp where vp.user_id = ${memberColumn}), false)`;
}

/**
 * What the first message's rule needs (docs/safety.md "Verified photos"): whether `senderId` shows
 * as verified and whether `recipientId` accepts new conversations from verified members only.
 */
export async function contactRule(
  db: Db | Tx,
  senderId: number,
  recipientId: number,
): Promise<{ senderVerified: boolean; recipientVerifiedOnly: boolean }> {
  const rows = await db
    .select({
      id: profiles.userId,
      verified: verifiedSql,
      contactOnly: profiles.verifiedContactOnly,
      fictional: profiles.fictional,
    })
    .from(profiles)
    .where(inArray(profiles.userId, [senderId, recipientId]));
  const sender = rows.find((r) => r.id === senderId);
  const recipient = rows.find((r) => r.id === recipientId);
  return {
    senderVerified: Boolean(sender?.verified),
    recipientVerifiedOnly: Boolean(recipient?.contactOnly) && !recipient?.fictional,
  };
}

/** The faces of a stored photo's full image, or [] when its file is missing (a demo portrait not drawn yet). */
async function photoFaces(storage: PhotoStorage, faces: FaceMatcher, storageKey: string): Promise<Face[]> {
  const bytes = await storage.get(`${storageKey}.webp`);
  return bytes ? faces.faces(bytes) : [];
}

/** Verification of members (`app.deps.verification`). */
export type Verification = ReturnType<typeof createVerification>;

/**
 * Build the verification use cases and define their two jobs on `jobs`. `faces` is the face model
 * (the real adapter loads on the first job, never in a request); `pick` draws a pose index below
 * its argument (default crypto's `randomInt`).
 */
export function createVerification(deps: {
  db: Db;
  clock: Pick<Clock, 'now'>;
  storage: PhotoStorage;
  jobs: Pick<JobQueue, 'define' | 'send'>;
  faces: FaceMatcher;
  pick?: (below: number) => number;
}) {
  const { db, clock, storage, jobs, faces } = deps;
  const pick = deps.pick ?? ((below: number) => randomInt(below));

  async function profileOf(userId: number) {
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
    return row;
  }

  async function latestRequest(userId: number) {
    const [row] = await db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.userId, userId))
      .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
      .limit(1);
    return row;
  }

  async function status(userId: number): Promise<VerificationAnswer> {
    const profile = await profileOf(userId);
    if (!profile) throw new AppError('not_found');
    const request = await latestRequest(userId);
    return {
      verified: isVerified(profile),
      can_request: !profile.fictional && profile.mainPhotoId !== null,
      request: request
        ? {
            id: request.id,
            status: request.status,
            pose: request.pose as VerificationPose,
            reason: request.reason,
            created_at: request.createdAt.toISOString(),
            decided_at: request.decidedAt?.toISOString() ?? null,
          }
        : null,
      verified_contact_only: profile.verifiedContactOnly,
    };
  }

  /** The selfie's comparison (job `verification-match`): distances stored, the request goes to the moderators. */
  async function match(requestId: number): Promise<void> {
    const [request] = await db
      .select()
      .from(verificationRequests)
      .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'matching')));
    if (!request) return;
    const selfie = request.selfieKey ? await storage.get(request.selfieKey) : null;
    // The largest face is the member's; others in the picture are counted for the moderator.
    const selfieFaces = selfie ? await faces.faces(selfie) : [];
    const mine = selfieFaces.slice(0, 1);
    const profile = await profileOf(request.userId);
    const approved = await db
      .select({ id: photos.id, storageKey: photos.storageKey })
      .from(photos)
      .where(and(eq(photos.userId, request.userId), eq(photos.status, 'active')))
      .orderBy(asc(photos.id));
    let distance: number | null = null;
    let mainDistance: number | null = null;
    for (const photo of approved) {
      const d = closest(mine, await photoFaces(storage, faces, photo.storageKey));
      if (d !== null && (distance === null || d < distance)) distance = d;
      if (photo.id === profile?.mainPhotoId) mainDistance = d;
    }
    await db
      .update(verificationRequests)
      .set({
        status: 'pending',
        distance,
        mainDistance,
        mainPhotoId: profile?.mainPhotoId ?? null,
        selfieFaces: selfieFaces.length,
      })
      .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'matching')));
  }

  /**
   * The selfie's comparison failed every try (the match job's final failure): the request goes to
   * the moderators as it is, marked `comparisonFailed`, without distances, so the member is not left
   * waiting on a comparison that will not come and a moderator decides by eye. Nothing happens
   * when the request is no longer being compared.
   */
  async function comparisonFailed(requestId: number): Promise<void> {
    const [request] = await db
      .select({ userId: verificationRequests.userId })
      .from(verificationRequests)
      .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'matching')));
    if (!request) return;
    const profile = await profileOf(request.userId);
    await db
      .update(verificationRequests)
      .set({
        status: 'pending',
        comparisonFailed: true,
        distance: null,
        mainDistance: null,
        mainPhotoId: profile?.mainPhotoId ?? null,
        selfieFaces: null,
      })
      .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'matching')));
  }

  /**
   * A new main photo (job `verification-recheck`): when the member was confirmed on another
   * photo, the new main photo's face is compared with the confirmed photo's; within the threshold
   * the new photo becomes the confirmed one (the badge shows again). Otherwise nothing changes:
   * the badge stays off while this photo is the main one (it shows again if the confirmed photo
   * becomes the main photo again).
   */
  async function recheck(userId: number): Promise<void> {
    const profile = await profileOf(userId);
    if (!profile || profile.fictional || profile.verifiedAt === null || profile.verifiedPhotoId === null)
      return;
    if (profile.mainPhotoId === null || profile.mainPhotoId === profile.verifiedPhotoId) return;
    const rows = await db
      .select({ id: photos.id, storageKey: photos.storageKey, status: photos.status })
      .from(photos)
      .where(
        and(eq(photos.userId, userId), inArray(photos.id, [profile.mainPhotoId, profile.verifiedPhotoId])),
      );
    const main = rows.find((r) => r.id === profile.mainPhotoId && r.status === 'active');
    const confirmed = rows.find((r) => r.id === profile.verifiedPhotoId);
    if (!main || !confirmed) return;
    const d = closest(
      await photoFaces(storage, faces, main.storageKey),
      await photoFaces(storage, faces, confirmed.storageKey),
    );
    if (d === null || d > FACE_MATCH_THRESHOLD) return;
    await db
      .update(profiles)
      .set({ verifiedPhotoId: main.id })
      .where(
        and(
          eq(profiles.userId, userId),
          eq(profiles.mainPhotoId, main.id),
          eq(profiles.verifiedPhotoId, confirmed.id),
        ),
      );
  }

  jobs.define<{ requestId: number }>(VERIFICATION_JOBS.match, {
    handler: ({ requestId }) => match(requestId),
    retryLimit: 3,
    onFinalFailure: ({ requestId }) => comparisonFailed(requestId),
  });
  jobs.define<{ userId: number }>(VERIFICATION_JOBS.recheck, {
    handler: ({ userId }) => recheck(userId),
    retryLimit: 3,
  });

  return {
    status,
    match,
    comparisonFailed,
    recheck,

    /**
     * API.md `POST /api/verification`: open a request with a pose drawn at random, or answer the
     * open one. Throws forbidden (403) for a fictional profile (never verified) and validation
     * `verification_photo` without an approved main photo.
     */
    async start(userId: number): Promise<VerificationAnswer> {
      const profile = await profileOf(userId);
      if (!profile) throw new AppError('not_found');
      if (profile.fictional) throw new AppError('forbidden');
      if (profile.mainPhotoId === null) {
        throw new AppError('validation', {}, { photo: 'validation.verification_photo' });
      }
      const pose = VERIFICATION_POSES[pick(VERIFICATION_POSES.length)] ?? VERIFICATION_POSES[0];
      await db
        .insert(verificationRequests)
        .values({ userId, pose, createdAt: clock.now() })
        .onConflictDoNothing();
      return status(userId);
    },

    /**
     * API.md `POST /api/verification/selfie`: store the selfie (re-encoded to WebP without
     * metadata, at most 1600 px) with the open request that waits for it and queue its comparison.
     * Throws not_found without such a request, forbidden for a fictional profile, validation
     * `photo_type` for what is no image.
     */
    async submitSelfie(userId: number, image: Buffer): Promise<VerificationAnswer> {
      const profile = await profileOf(userId);
      if (!profile) throw new AppError('not_found');
      if (profile.fictional) throw new AppError('forbidden');
      const [open] = await db
        .select()
        .from(verificationRequests)
        .where(
          and(eq(verificationRequests.userId, userId), eq(verificationRequests.status, 'awaiting_selfie')),
        );
      if (!open) throw new AppError('not_found');
      const { full } = await processImage(image, 'inside');
      const key = `verification/${userId}/${randomBytes(12).toString('hex')}.webp`;
      await storage.put(key, full);
      const [updated] = await db
        .update(verificationRequests)
        .set({ status: 'matching', selfieKey: key })
        .where(and(eq(verificationRequests.id, open.id), eq(verificationRequests.status, 'awaiting_selfie')))
        .returning({ id: verificationRequests.id });
      if (!updated) {
        await storage.remove(key);
        throw new AppError('not_found');
      }
      await jobs.send(VERIFICATION_JOBS.match, { requestId: open.id });
      return status(userId);
    },

    /** API.md `PUT /api/verification/contact-only`: the setting "only verified members may start a conversation with me". */
    async setContactOnly(userId: number, enabled: boolean): Promise<VerificationAnswer> {
      await db.update(profiles).set({ verifiedContactOnly: enabled }).where(eq(profiles.userId, userId));
      return status(userId);
    },

    /**
     * The main photo of `userId` changed (photos service): queue the check of the new main photo
     * against the confirmed one (only for confirmed members). Never throws.
     */
    async mainPhotoChanged(userId: number): Promise<void> {
      const profile = await profileOf(userId).catch(() => undefined);
      if (!profile?.verifiedAt || profile.verifiedPhotoId === profile.mainPhotoId) return;
      await jobs.send(VERIFICATION_JOBS.recheck, { userId }).catch(() => null);
    },
  };
}

/** The moderators' queue: requests whose comparison ran, oldest first, at most `limit`. */
export async function verificationQueue(db: Db, limit = 50): Promise<VerificationQueueItem[]> {
  const rows = await db
    .select({ request: verificationRequests, name: profiles.name, mainPhotoId: profiles.mainPhotoId })
    .from(verificationRequests)
    .leftJoin(profiles, eq(profiles.userId, verificationRequests.userId))
    .where(eq(verificationRequests.status, 'pending'))
    .orderBy(asc(verificationRequests.createdAt), asc(verificationRequests.id))
    .limit(limit);
  const ids = rows.map((r) => r.request.userId);
  const photoRows = ids.length
    ? await db
        .select({ id: photos.id, userId: photos.userId })
        .from(photos)
        .where(and(inArray(photos.userId, ids), eq(photos.status, 'active')))
        .orderBy(asc(photos.id))
    : [];
  return rows.map(({ request, name, mainPhotoId }) => ({
    id: request.id,
    member: { id: request.userId, name },
    pose: request.pose as VerificationPose,
    distance: request.distance,
    main_distance: request.mainDistance,
    threshold: FACE_MATCH_THRESHOLD,
    selfie_faces: request.selfieFaces,
    comparison_failed: request.comparisonFailed,
    created_at: request.createdAt.toISOString(),
    selfie_url: `/api/admin/verifications/${request.id}/selfie`,
    photos: photoRows
      .filter((p) => p.userId === request.userId)
      .map((p) => {
        const image = presentImage(p.id);
        return {
          id: p.id,
          filename: image?.filename ?? '',
          thumb_filename: image?.thumb_filename ?? '',
          is_main: p.id === mainPhotoId,
        };
      })
      .sort((a, b) => Number(b.is_main) - Number(a.is_main)),
  }));
}

/** The selfie of a request waiting for a moderator (WebP bytes), or null (unknown, decided, no file). */
export async function pendingSelfie(
  db: Db,
  storage: PhotoStorage,
  requestId: number,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ key: verificationRequests.selfieKey })
    .from(verificationRequests)
    .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'pending')));
  return row?.key ? storage.get(row.key) : null;
}

/**
 * Decide request `requestId` in `tx` (the moderator's audited transaction): approve (the member's
 * photo compared then becomes the confirmed photo, `verified_at` now) or reject with a reason the
 * member reads. The selfie's key is cleared; the caller removes its file after the commit. Answers
 * the member, the key and the distance. Throws not_found (unknown or not waiting) and forbidden
 * (a fictional profile: never verified).
 */
export async function decideVerification(
  tx: Tx,
  requestId: number,
  decision: VerificationDecisionBody,
  by: number,
  now: Date,
): Promise<{
  userId: number;
  selfieKey: string | null;
  distance: number | null;
  mainPhotoId: number | null;
}> {
  const [request] = await tx
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'pending')))
    .for('update');
  if (!request) throw new AppError('not_found');
  const [profile] = await tx
    .select({ fictional: profiles.fictional, mainPhotoId: profiles.mainPhotoId })
    .from(profiles)
    .where(eq(profiles.userId, request.userId));
  if (!profile) throw new AppError('not_found');
  if (profile.fictional && decision.approve) throw new AppError('forbidden');
  const photoId = request.mainPhotoId ?? profile.mainPhotoId;
  if (decision.approve && photoId === null) throw new AppError('not_found');
  await tx
    .update(verificationRequests)
    .set({
      status: decision.approve ? 'approved' : 'rejected',
      reason: decision.approve ? null : decision.reason,
      selfieKey: null,
      decidedBy: by,
      decidedAt: now,
    })
    .where(eq(verificationRequests.id, requestId));
  if (decision.approve) {
    await tx
      .update(profiles)
      .set({ verifiedPhotoId: photoId, verifiedAt: now })
      .where(eq(profiles.userId, request.userId));
  }
  return {
    userId: request.userId,
    selfieKey: request.selfieKey,
    distance: request.distance,
    mainPhotoId: profile.mainPhotoId,
  };
}
