import type { ShowcaseAnswer } from '@common/schemas/showcase';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Filters of a showcase request (API `GET /api/showcase.php`); all optional. */
export interface ShowcaseFilters {
  slug?: string | undefined;
  gender?: 'male' | 'female' | undefined;
  min_age?: number | undefined;
  max_age?: number | undefined;
  appearance?: 'normal' | 'sexy' | undefined;
  limit?: number | undefined;
  fill?: '1' | undefined;
}

/** Query keys of the showcase (CONVENTIONS 12). */
export const showcaseKeys = {
  showcase: (filters: ShowcaseFilters) => ['showcase', filters] as const,
};

/** The query string of `filters`, without the empty ones. */
export function showcaseSearch(filters: ShowcaseFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.toString();
}

/**
 * SPEC §2 landers and home page: real members to show visitors (`GET /api/showcase.php`), the place
 * the slug names, and how many members are online now and in all. Kept for a minute; the previous
 * answer stays on screen while a changed filter loads. The answer is typed, not parsed (`lib/queries.ts`):
 * the home page ships in the entry chunk, which carries no zod.
 */
export function useShowcase(filters: ShowcaseFilters) {
  return useQuery<ShowcaseAnswer>({
    queryKey: showcaseKeys.showcase(filters),
    queryFn: () => api<ShowcaseAnswer>(`/api/showcase.php?${showcaseSearch(filters)}`),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
