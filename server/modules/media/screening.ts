/**
 * Screening uploaded images for explicit content (issue 28; docs/safety.md "Explicit images"):
 * the owner API of `image_screenings`. An upload records its image as `pending` and queues the
 * `image-screen` job; the job classifies the stored image with the `ImageClassifier`, stores the
 * scores and the threshold in force, and tells the module that owns the image (a hook wired in
 * `server/app.ts`: chats updates its messages and publishes). Never classified in a request.
 */
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { imageScreenings } from '../../db/schema/media.ts';
import type { Clock } from '../../lib/clock.ts';
import type { JobQueue } from '../../lib/jobs.ts';
import { explicitScore, type ImageClassifier, type ImageScores } from './classifier.ts';
import type { PhotoStorage } from './storage.ts';

/** The job's queue name; its data is `{ id }` (an `image_screenings` row). */
export const IMAGE_SCREEN_JOB = 'image-screen';

/** Where an image stands: waiting for the job, below the threshold, or at or above it. */
export type ScreenState = 'pending' | 'clear' | 'flagged';

/** What moderators see of a screened image (null scores while pending). */
export interface Screening {
  key: string;
  status: ScreenState;
  scores: ImageScores | null;
  /** porn + hentai, compared with `threshold`. */
  explicit: number | null;
  threshold: number | null;
  screenedAt: Date | null;
}

/**
 * Record image `key` (its storage key without `.webp`) of member `ownerId` as pending and queue
 * its screening. A key recorded before stays as it is. Throws what the database throws.
 */
export async function queueScreening(
  deps: { db: Db; clock: Pick<Clock, 'now'>; jobs: Pick<JobQueue, 'send'> },
  key: string,
  ownerId: number,
): Promise<void> {
  const [inserted] = await deps.db
    .insert(imageScreenings)
    .values({ key, ownerId, status: 'pending', createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: imageScreenings.id });
  const id =
    inserted?.id ??
    (
      await deps.db
        .select({ id: imageScreenings.id })
        .from(imageScreenings)
        .where(eq(imageScreenings.key, key))
    )[0]?.id;
  // The job's data is the row's id: pg-boss keeps it for days, beyond an account's purge.
  if (id !== undefined) await deps.jobs.send(IMAGE_SCREEN_JOB, { id });
}

/**
 * The state of image `key`, or null when it was never screened (uploaded before screening existed).
 * With `lock` the row is read FOR SHARE: a job storing its result waits for the caller's
 * transaction, and the caller waits for a job's that is under way (chats' `send` copies the state
 * into the message, so no result falls between the read and the insert).
 */
export async function screenStateOf(db: Db | Tx, key: string, lock = false): Promise<ScreenState | null> {
  const query = db
    .select({ status: imageScreenings.status })
    .from(imageScreenings)
    .where(eq(imageScreenings.key, key));
  const [row] = lock ? await query.for('share') : await query;
  return row?.status ?? null;
}

/** The screenings of `keys` by key (moderators' photo queue); keys never screened are absent. */
export async function screeningsOf(db: Db | Tx, keys: readonly string[]): Promise<Map<string, Screening>> {
  if (keys.length === 0) return new Map();
  const rows = await db
    .select()
    .from(imageScreenings)
    .where(inArray(imageScreenings.key, [...keys]));
  return new Map(
    rows.map((r) => [
      r.key,
      {
        key: r.key,
        status: r.status,
        scores:
          r.porn === null
            ? null
            : {
                porn: r.porn,
                sexy: r.sexy ?? 0,
                hentai: r.hentai ?? 0,
                neutral: r.neutral ?? 0,
                drawing: r.drawing ?? 0,
              },
        explicit: r.explicit,
        threshold: r.threshold,
        screenedAt: r.screenedAt,
      },
    ]),
  );
}

/**
 * An ORDER BY term putting flagged images first: 0 for a flagged `keyColumn`, 1 otherwise (also
 * pending and never screened). For the photo review queue.
 */
export function flaggedFirst(keyColumn: AnyPgColumn): SQL<number> {
  return sql<number>`coalesce((select 0 from ${imageScreenings} where ${imageScreenings.key} = ${keyColumn} and ${imageScreenings.status} = 'flagged'), 1)`;
}

/** Forget the screening of image `key` (the image was deleted). */
export async function dropScreening(db: Db | Tx, key: string): Promise<void> {
  await db.delete(imageScreenings).where(eq(imageScreenings.key, key));
}

/** The media module's part of purging an account (SPEC §4): the screenings of their images go. */
export async function forgetScreenings(tx: Tx, ownerId: number): Promise<void> {
  await tx.delete(imageScreenings).where(eq(imageScreenings.ownerId, ownerId));
}

/**
 * Called in the transaction that stores a result, by the module owning the image; answers what to
 * do after the commit (publish), if anything.
 */
export type OnScreened = (
  tx: Tx,
  key: string,
  state: Exclude<ScreenState, 'pending'>,
) => Promise<(() => Promise<void>) | undefined>;

/**
 * Define the `image-screen` job on `jobs`: for the row `{id}`, classify the stored `{key}.webp` with `classifier`,
 * store the five scores, porn + hentai as the explicit score, `threshold` (0–1) and the time it
 * took, `flagged` when the explicit score is at or above the threshold, `clear` otherwise; then
 * `onScreened` in the same transaction and its answer after the commit. An image no longer stored
 * or already screened (or forgotten: deleted, purged) is skipped. A classifier error fails the try (retried 3 times with backoff;
 * the image stays pending, so a recipient keeps seeing it blurred).
 */
export function defineScreeningJob(
  jobs: JobQueue,
  deps: {
    db: Db;
    clock: Pick<Clock, 'now'>;
    storage: Pick<PhotoStorage, 'get'>;
    classifier: ImageClassifier;
    threshold: number;
    onScreened?: OnScreened;
  },
): void {
  const { db, clock, storage, classifier, threshold } = deps;
  jobs.define<{ id: number }>(IMAGE_SCREEN_JOB, {
    retryLimit: 3,
    retryDelaySeconds: 30,
    handler: async ({ id }) => {
      const [pending] = await db
        .select({ key: imageScreenings.key, status: imageScreenings.status })
        .from(imageScreenings)
        .where(eq(imageScreenings.id, id));
      if (pending?.status !== 'pending') return;
      const key = pending.key;
      const image = await storage.get(`${key}.webp`);
      if (!image) return;
      const started = performance.now();
      const scores = await classifier.classify(image);
      const millis = Math.round(performance.now() - started);
      const explicit = explicitScore(scores);
      const state = explicit >= threshold ? ('flagged' as const) : ('clear' as const);
      const after = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(imageScreenings)
          .set({ status: state, ...scores, explicit, threshold, millis, screenedAt: clock.now() })
          .where(and(eq(imageScreenings.key, key), eq(imageScreenings.status, 'pending')))
          .returning({ key: imageScreenings.key });
        if (!row) return undefined;
        return deps.onScreened?.(tx, key, state);
      });
      await after?.();
    },
  });
}
