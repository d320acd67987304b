import type { MemberCard } from '@common/schemas/members';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { memberKeys } from '../../lib/keys';
import { useUser } from '../../lib/queries';

/** A member in the likes lists (SPEC §3 liked profile, `like_new`). */
export interface LikeCard extends Omit<MemberCard, 'main_image'> {
  main_image: { filename: string; thumb_filename: string; match: string } | null;
  liked: boolean;
  liked_me: boolean;
  like_new: boolean;
  match: boolean;
}

/** SPEC §7 `GET /api/likes.php`; the progress indicator shows only on the first load. */
export function useLikes() {
  const { data: user } = useUser();
  return useQuery({
    queryKey: memberKeys.likes,
    enabled: Boolean(user),
    queryFn: () =>
      api<{ profiles: LikeCard[]; liked_by: Array<{ id: number; like_new: boolean }> }>('/api/likes.php'),
  });
}

/** SPEC §2: new likes for the badge and the page title. */
export function useNewLikes(): number {
  const { data } = useLikes();
  return data?.liked_by.filter((l) => l.like_new).length ?? 0;
}
