/**
 * The back office's fictional profiles (issue "Back office" §4, `fictional.manage`): list, create,
 * edit, hide and restore them, and their photos, on members' fictional-profile use cases
 * (`members/fictional-admin.ts`). Each change takes the request's `Audit` and writes one audit
 * row (target `profile`, the finer action such as `fictional.update`) with the profile's state
 * before and after: in the change's own transaction, which members open, or for a photo change
 * (the photos service's transaction) in one of its own after it.
 */
import type { FictionalProfileForm } from '@common/schemas/fictional';
import type { SiteSettings } from '@common/schemas/settings';
import type { AppDeps } from '../../deps.ts';
import { waitingConversations } from '../chats/operator.ts';
import type { FictionalChange, FictionalAdmin as FictionalProfiles } from '../members/fictional-admin.ts';
import { type Audit, type AuditChange, auditInside, withAudit } from '../staff/with-audit.ts';

/** The fictional profiles use cases of the back office (`app.deps.fictionalAdmin`). */
export type FictionalAdmin = ReturnType<typeof createFictionalAdmin>;

/** The audit of a change of a fictional profile as `action`. */
function profileChange(action: string, change: FictionalChange): AuditChange {
  return {
    targetType: 'profile',
    targetId: change.id,
    action,
    before: change.before ?? undefined,
    after: change.after,
  };
}

/**
 * Build the use cases from the database, members' fictional-profile use cases (`fictional`) and
 * the photos service (a fictional profile's photo goes through it as a member's does).
 */
export function createFictionalAdmin(
  deps: Pick<AppDeps, 'database' | 'photos'> & { fictional: FictionalProfiles },
) {
  const { db } = deps.database;
  const { fictional, photos } = deps;
  /** The audit writer of a change as `action`, inside the transaction members open for it. */
  const audited =
    (audit: Audit, action: string) => (tx: Parameters<typeof auditInside>[0], change: FictionalChange) =>
      auditInside(tx, audit, profileChange(action, change));

  /** Run the photo change `change` of profile `id`, audited as `action` with its photos before and after. */
  async function photoChange(audit: Audit, id: number, action: string, change: () => Promise<unknown>) {
    await fictional.assertFictional(id);
    const before = await fictional.photoState(id);
    await change();
    const after = await fictional.photoState(id);
    await withAudit(db, audit, async () => ({
      value: undefined,
      audit: profileChange(action, { id, before, after }),
    }));
  }

  return {
    /** Profile `id`'s form, sites, state and photos (`FictionalAdmin.get`); not_found for a real member. */
    get: (id: number) => fictional.get(id),

    /** Every site's settings domain, to choose a profile's sites from. */
    siteDomains: () => fictional.siteDomains(),

    /** Throws not_found unless `id` is a fictional profile. */
    assertFictional: (id: number) => fictional.assertFictional(id),

    /** Fictional profiles, newest first, with the conversations waiting for an operator on each. */
    async list() {
      const waiting = new Map<number, number>();
      for (const item of await waitingConversations(db, 1000))
        waiting.set(item.profileId, (waiting.get(item.profileId) ?? 0) + 1);
      return fictional.list(waiting);
    },

    /** Create a profile from the form (`FictionalAdmin.create`), audited as `fictional.create`. */
    create: (audit: Audit, form: FictionalProfileForm, settings: SiteSettings) =>
      fictional.create(form, settings, audited(audit, 'fictional.create')),

    /** Save the form over profile `id`, audited as `fictional.update` before and after. */
    update: (audit: Audit, id: number, form: FictionalProfileForm, settings: SiteSettings) =>
      fictional.update(id, form, settings, audited(audit, 'fictional.update')),

    /** Hide (`disabled`) or restore (`active`) profile `id`, audited as `fictional.hide` or `fictional.restore`. */
    setStatus: (audit: Audit, id: number, status: 'active' | 'disabled') =>
      fictional.setStatus(
        id,
        status,
        audited(audit, status === 'disabled' ? 'fictional.hide' : 'fictional.restore'),
      ),

    /** Add photo `data` to profile `id` (approved at once), audited as `fictional.photo_add`. */
    addPhoto: (audit: Audit, id: number, data: Buffer) =>
      photoChange(audit, id, 'fictional.photo_add', () => photos.upload(id, data, { staff: true })),

    /** Remove photo `photoId` of profile `id`, audited as `fictional.photo_remove`. */
    removePhoto: (audit: Audit, id: number, photoId: number) =>
      photoChange(audit, id, 'fictional.photo_remove', () => photos.remove(id, photoId)),

    /** Make photo `photoId` profile `id`'s main photo, audited as `fictional.photo_main`. */
    setMainPhoto: (audit: Audit, id: number, photoId: number) =>
      photoChange(audit, id, 'fictional.photo_main', () => photos.setMain(id, photoId)),
  };
}
