import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { MemberCard } from '../../../common/schemas/members.ts';
import type { Db } from '../../db/client.ts';
import { profiles, users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { ageOn, presentImage } from './present.ts';

/** Results per page of the member list. */
export const MEMBERS_PAGE_SIZE = 24;
/** A member counts as online when active within this many seconds. */
export const ONLINE_WINDOW_S = 300;

/** Members: the member list (SPEC §2 /members). */
export type MembersService = ReturnType<typeof createMembersService>;

/** Build the members service. */
export function createMembersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    /**
     * One page (1-based) of visible members, with a photo first, then recently active. Never
     * lists the viewer, invisible members, or unconfirmed, disabled, deleted or banned accounts.
     */
    async list(
      viewerId: number | null,
      page: number,
    ): Promise<{ results: MemberCard[]; numResults: number }> {
      const now = clock.now();
      const visible = and(
        eq(users.status, 'confirmed'),
        eq(users.invisible, false),
        eq(profiles.status, 'active'),
        viewerId ? ne(users.id, viewerId) : undefined,
      );
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(visible);
      const rows = await db
        .select({
          id: users.id,
          lastActiveAt: users.lastActiveAt,
          name: profiles.name,
          gender: profiles.gender,
          dateOfBirth: profiles.dateOfBirth,
          country: profiles.country,
          region: profiles.region,
          city: profiles.city,
          fictional: profiles.fictional,
          mainPhotoId: profiles.mainPhotoId,
        })
        .from(users)
        .innerJoin(profiles, eq(profiles.userId, users.id))
        .where(visible)
        .orderBy(sql`(${profiles.mainPhotoId} is null)`, desc(users.lastActiveAt), desc(users.id))
        .limit(MEMBERS_PAGE_SIZE)
        .offset((page - 1) * MEMBERS_PAGE_SIZE);
      return {
        numResults: total?.n ?? 0,
        results: rows.map((r) => ({
          id: r.id,
          name: r.name,
          age: ageOn(r.dateOfBirth, now),
          gender: r.gender,
          country: r.country,
          region: r.region,
          city: r.city,
          fictional: r.fictional,
          online: now.getTime() - r.lastActiveAt.getTime() < ONLINE_WINDOW_S * 1000,
          main_image: presentImage(r.mainPhotoId),
        })),
      };
    },
  };
}
