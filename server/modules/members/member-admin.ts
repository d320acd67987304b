/**
 * The members module's owner-API for the back office's member pages (issue "Back office" §3): find
 * profiles by the start of their name, read a profile in full with its photos, and deactivate or
 * reactivate a profile (`status` disabled keeps it out of search: the `searchable` copy follows by
 * trigger). Reads and writes only `server/db/schema/members.ts`.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';

/** What the member search shows of a profile. */
export interface ProfileBrief {
  name: string;
  fictional: boolean;
}

/** The names and fictional flags of `userIds`' profiles, by id (members without a profile absent). */
export async function profileBriefs(
  db: Db | Tx,
  userIds: readonly number[],
): Promise<Map<number, ProfileBrief>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ userId: profiles.userId, name: profiles.name, fictional: profiles.fictional })
    .from(profiles)
    .where(inArray(profiles.userId, [...new Set(userIds)]));
  return new Map(rows.map((r) => [r.userId, { name: r.name, fictional: r.fictional }]));
}

/**
 * The ids of members whose profile name starts with `prefix` (case-insensitive), newest member
 * first, at most `limit`. No index serves this (the schema has none on the name): PostgreSQL walks
 * the primary key backwards and stops at `limit` matches. Measured on 1 000 000 profiles
 * (PostgreSQL 15): a common start answers in under 1 ms, a rare one in about 85 ms, one that
 * matches nothing reads every profile (about 0.5 s). An index on `lower(name)` would make every
 * case fast.
 */
export async function memberIdsByNamePrefix(db: Db | Tx, prefix: string, limit: number): Promise<number[]> {
  const pattern = `${prefix.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(sql`lower(${profiles.name}) like ${pattern}`)
    .orderBy(desc(profiles.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/** A profile in full for staff (every field of the SPEC §3 profile form, the fictional flag and sites). */
export type StaffProfile = Omit<typeof profiles.$inferSelect, 'userId' | 'lastActiveAt'>;

/** A photo for staff: its status and file addresses (staff may load every photo, `media.ts`). */
export interface StaffPhotoRow {
  id: number;
  status: string;
  main: boolean;
  createdAt: Date;
  rejectReason: string | null;
  url: string;
  thumbUrl: string;
}

/** The profile of member `userId` (null when there is none) and every photo, oldest first. */
export async function profileForStaff(
  db: Db | Tx,
  userId: number,
): Promise<{ profile: StaffProfile | null; photos: StaffPhotoRow[] }> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId)).limit(1);
  const photoRows = await db.select().from(photos).where(eq(photos.userId, userId)).orderBy(asc(photos.id));
  let profile: StaffProfile | null = null;
  if (row) {
    const { userId: _user, lastActiveAt: _active, ...rest } = row;
    profile = rest;
  }
  return {
    profile,
    photos: photoRows.map((p) => ({
      id: p.id,
      status: p.status,
      main: row?.mainPhotoId === p.id,
      createdAt: p.createdAt,
      rejectReason: p.rejectReason,
      url: `/media/photos/${p.id}.webp`,
      thumbUrl: `/media/photos/${p.id}.thumb.webp`,
    })),
  };
}

/** A profile's status: `active`, or `disabled` (deactivated by staff: out of search and profile pages). */
export type ProfileStatus = (typeof profiles.$inferSelect)['status'];

/**
 * Set member `userId`'s profile status inside `tx`, locking the row first. Answers the status
 * before the change, or null when the member has no profile (nothing changed).
 */
export async function setProfileStatus(
  tx: Tx,
  userId: number,
  status: ProfileStatus,
): Promise<ProfileStatus | null> {
  const [row] = await tx
    .select({ status: profiles.status })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  if (!row) return null;
  if (row.status !== status) await tx.update(profiles).set({ status }).where(eq(profiles.userId, userId));
  return row.status;
}
