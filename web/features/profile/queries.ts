import type { MatchFinderAnswers, SearchDefaults, searchDefaultsAnswer } from '@common/schemas/match-finder';
import type { geocodeAnswer, ownProfileAnswer, ProfileForm } from '@common/schemas/members';
import type { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, type ApiError, api, uploadFile } from '../../lib/api';
import { shellKeys } from '../../lib/queries';
import { SEARCH_DEFAULTS_KEY } from '../members/searchDefaults';

/** Query keys of the own profile (CONVENTIONS 12). */
export const profileKeys = {
  own: ['profile'] as const,
  searchDefaults: SEARCH_DEFAULTS_KEY,
};

/** What a page does after a profile change succeeded or failed (the data is reloaded first). */
interface Outcome {
  onSuccess?: () => void;
  onError?: (error: ApiError) => void;
}

/**
 * The signed-in member's own profile with photos and their review state (API.md `GET
 * /api/profile`). `enabled: false` leaves it unasked (e.g. while nobody is signed in).
 */
export function useOwnProfile(enabled = true) {
  return useQuery({
    queryKey: profileKeys.own,
    queryFn: () => api<Answer<typeof ownProfileAnswer>>('/api/profile'),
    select: (answer) => answer.profile,
    enabled,
  });
}

/**
 * Save the profile form (API.md `PUT /api/profile`, SPEC §5 rules on the server): the answer
 * replaces the cached profile and the member (name, country) is reloaded. ApiError `validation`.
 */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: ProfileForm) =>
      api<Answer<typeof ownProfileAnswer>>('/api/profile', { method: 'PUT', body: form }),
    onSuccess: (answer) => {
      queryClient.setQueryData(profileKeys.own, answer);
      void queryClient.invalidateQueries({ queryKey: shellKeys.user });
      void queryClient.invalidateQueries({ queryKey: profileKeys.searchDefaults });
    },
  });
}

/**
 * Save a member's match finder answers as their search defaults (`PUT
 * /api/profile/search-defaults`); answers the new defaults, which replace the cached ones (the own
 * profile is reloaded). ApiError `validation`, `authentication_required`.
 */
export function useSaveMatchFinder() {
  const queryClient = useQueryClient();
  return useMutation<SearchDefaults, ApiError, MatchFinderAnswers>({
    mutationFn: async (answers) =>
      (
        await api<Answer<typeof searchDefaultsAnswer>>('/api/profile/search-defaults', {
          method: 'PUT',
          body: answers,
        })
      ).search_defaults,
    onSuccess: (defaults) => {
      queryClient.setQueryData(profileKeys.searchDefaults, { search_defaults: defaults });
      void queryClient.invalidateQueries({ queryKey: profileKeys.own, exact: true });
    },
  });
}

/** SPEC §1 invisible mode on or off (`PUT /api/account/invisible`), then the profile is reloaded. */
export function useSetInvisible() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, boolean>({
    mutationFn: (invisible) =>
      api<Answer<typeof okAnswer>>('/api/account/invisible', { method: 'PUT', body: { invisible } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.own }),
  });
}

/**
 * The place at a position (SPEC §9, `GET /api/geocode.php`, offline geocoder): country, region
 * code and city. Throws ApiError `not_found` when the position is outside the known countries.
 */
export function findPlace(latitude: number, longitude: number) {
  return api<Answer<typeof geocodeAnswer>>(`/api/geocode.php?lat=${latitude}&lon=${longitude}`);
}

/** Reload the own profile and the member (main photo) after a photo change. */
function useRefreshPhotos() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: profileKeys.own });
    void queryClient.invalidateQueries({ queryKey: shellKeys.user });
  };
}

/**
 * Upload a photo (`POST /api/photos`, field `photo`; SPEC §1 limits 3 free / 25 premium). It waits
 * for review. ApiError `photo_limit`, or `validation` with the file's problem as message.
 */
export function useUploadPhoto({ onSuccess, onError }: Outcome = {}) {
  const refresh = useRefreshPhotos();
  return useMutation<unknown, ApiError, File>({
    mutationFn: (file) => uploadFile('/api/photos', 'photo', file),
    onSuccess: () => {
      onSuccess?.();
      refresh();
    },
    onError,
  });
}

/** Make a photo the main one (`PUT /api/photos/:id/main`) or delete it (`DELETE /api/photos/:id`). */
export function usePhotoAction({ onError }: Pick<Outcome, 'onError'> = {}) {
  const refresh = useRefreshPhotos();
  return useMutation<unknown, ApiError, { id: number; kind: 'main' | 'delete' }>({
    mutationFn: ({ id, kind }) =>
      api<Answer<typeof okAnswer>>(kind === 'main' ? `/api/photos/${id}/main` : `/api/photos/${id}`, {
        method: kind === 'main' ? 'PUT' : 'DELETE',
      }),
    onSuccess: refresh,
    onError,
  });
}
