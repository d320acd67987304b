/**
 * Fictional profiles in the back office (issue "Back office" §4, SPEC §1): create, edit, hide and
 * restore them, like a member's profile and flagged fictional, with the sites they appear on.
 * The account behind one is confirmed and cannot log in (an unusable password hash and an
 * address at the reserved `.invalid` domain). Photos go through the photos service (re-encoded,
 * approved at once). The routes (`fictional-routes.ts`) write the audit entry of each change.
 */
import { randomBytes } from 'node:crypto';
import type { FictionalListItem, FictionalProfile, FictionalProfileForm } from '@common/schemas/fictional';
import type { SiteSettings } from '@common/schemas/settings';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { photos, profiles } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { createAccounts, memberAccount, memberAccounts } from '../auth/accounts.ts';
import { siteDomains } from '../settings/domains.ts';
import { ownPhotos, profileFormColumns, profileFormOf, profileFormProblems } from './own-profile.ts';
import { ageOn, presentImage } from './present.ts';

/**
 * What an audited change of a fictional profile hands the routes, inside the change's
 * transaction: the profile's id and its state before (null on creation) and after.
 */
export interface FictionalChange {
  id: number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
}

/** Writes the audit entry of a change in its transaction (the routes' `auditStaffWrite`). */
export type AuditChange = (tx: Tx, change: FictionalChange) => Promise<void>;

/** The back office's fictional-profile use cases. */
export type FictionalAdmin = ReturnType<typeof createFictionalAdmin>;

/** The audited state of a profile row: the form's values, the sites, the state and main photo. */
function snapshot(p: typeof profiles.$inferSelect): Record<string, unknown> {
  return { ...profileFormOf(p), sites: p.sites, status: p.status, main_photo_id: p.mainPhotoId };
}

/** Build the fictional-profile use cases. */
export function createFictionalAdmin(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  /** The fictional profile `id` (for update in `tx` when given), or not_found for anything else. */
  async function fictionalRow(id: number, tx?: Tx) {
    const query = (tx ?? db)
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, id), eq(profiles.fictional, true)));
    const [row] = tx ? await query.for('update') : await query;
    if (!row) throw new AppError('not_found');
    return row;
  }

  /**
   * The form's SPEC §5 rules (`profileFormProblems`) and the sites: each one a site's settings
   * domain. Answers the sites without repeats; throws validation with per-field texts.
   */
  async function check(form: FictionalProfileForm, settings: SiteSettings): Promise<string[]> {
    const fields = profileFormProblems(form, settings, clock.now());
    const known = await siteDomains(db);
    const sites = [...new Set(form.sites)];
    if (sites.some((s) => !known.includes(s))) fields.sites = 'validation.invalid';
    if (Object.keys(fields).length > 0) throw fieldError(fields, { min_age: settings.min_age });
    return sites;
  }

  return {
    /** Every site's settings domain, to choose a profile's sites from. */
    siteDomains: () => siteDomains(db),

    /**
     * Every fictional profile, newest first (hidden ones too, with `status` disabled); `waiting`
     * by profile id from the operators' queue (0 when absent). Two queries.
     */
    async list(waiting: ReadonlyMap<number, number> = new Map()): Promise<FictionalListItem[]> {
      const now = clock.now();
      const rows = await db
        .select()
        .from(profiles)
        .where(eq(profiles.fictional, true))
        .orderBy(desc(profiles.userId));
      const accounts = await memberAccounts(
        db,
        rows.map((r) => r.userId),
      );
      return rows.map((p) => ({
        id: p.userId,
        name: p.name,
        age: ageOn(p.dateOfBirth, now),
        gender: p.gender,
        country: p.country,
        city: p.city,
        status: p.status,
        main_image: presentImage(p.mainPhotoId),
        sites: p.sites,
        waiting: waiting.get(p.userId) ?? 0,
        created_at: (accounts.get(p.userId)?.signupDate ?? now).toISOString(),
      }));
    },

    /** One fictional profile with every form field and its photos; not_found for anyone else. */
    async get(id: number): Promise<FictionalProfile> {
      const p = await fictionalRow(id);
      const account = await memberAccount(db, id);
      return {
        ...profileFormOf(p),
        id,
        sites: p.sites,
        status: p.status,
        created_at: (account?.signupDate ?? clock.now()).toISOString(),
        photos: await ownPhotos(db, p),
      };
    },

    /**
     * Create a fictional profile from the form: a confirmed account that cannot log in
     * (`fictional+<random>@invalid`, an unusable password hash), the profile flagged fictional,
     * active and so searchable, on `form.sites` (empty: every site). `audit` runs in the same
     * transaction. Answers the new id; throws validation (per field, `sites` for unknown domains).
     */
    async create(form: FictionalProfileForm, settings: SiteSettings, audit: AuditChange): Promise<number> {
      const sites = await check(form, settings);
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [id] = await createAccounts(tx, [
          {
            email: `fictional+${randomBytes(9).toString('hex')}@invalid`,
            // Not a PHC string: no password ever verifies against it.
            passwordHash: `!fictional-${randomBytes(16).toString('hex')}`,
            status: 'confirmed',
            signupDate: now,
            confirmedAt: now,
            lastActiveAt: now,
          },
        ]);
        if (id === undefined) throw new Error('fictional account not created');
        const [row] = await tx
          .insert(profiles)
          .values({ userId: id, ...profileFormColumns(form), fictional: true, sites, status: 'active' })
          .returning();
        if (!row) throw new Error('fictional profile not created');
        await audit(tx, { id, before: null, after: snapshot(row) });
        return id;
      });
    },

    /**
     * Save the form over fictional profile `id` (a real member's id: not_found); `audit` gets
     * the state before and after, in the same transaction. Throws validation like `create`.
     */
    async update(id: number, form: FictionalProfileForm, settings: SiteSettings, audit: AuditChange) {
      const sites = await check(form, settings);
      await db.transaction(async (tx) => {
        const before = await fictionalRow(id, tx);
        const [after] = await tx
          .update(profiles)
          .set({ ...profileFormColumns(form), sites })
          .where(eq(profiles.userId, id))
          .returning();
        if (!after) throw new AppError('not_found');
        await audit(tx, { id, before: snapshot(before), after: snapshot(after) });
      });
    },

    /**
     * Hide (`disabled`: no longer searchable nor shown, its conversations kept) or show again
     * (`active`) fictional profile `id`; not_found for anyone else. `audit` in the same transaction.
     */
    async setStatus(id: number, status: 'active' | 'disabled', audit: AuditChange): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await fictionalRow(id, tx);
        await tx.update(profiles).set({ status }).where(eq(profiles.userId, id));
        await audit(tx, { id, before: { status: before.status }, after: { status } });
      });
    },

    /** Throws not_found unless `id` is a fictional profile (before a photo change). */
    async assertFictional(id: number): Promise<void> {
      await fictionalRow(id);
    },

    /** The photo ids and main photo of fictional profile `id`, for the audit of a photo change. */
    async photoState(id: number, tx?: Tx): Promise<{ photos: number[]; main_photo_id: number | null }> {
      const p = await fictionalRow(id, tx);
      const rows = await (tx ?? db)
        .select({ id: photos.id })
        .from(photos)
        .where(eq(photos.userId, id))
        .orderBy(asc(photos.id));
      return { photos: rows.map((r) => r.id), main_photo_id: p.mainPhotoId };
    },
  };
}
