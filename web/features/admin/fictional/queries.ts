import {
  type FictionalProfileForm,
  fictionalListAnswer,
  fictionalProfileAnswer,
} from '@common/schemas/fictional';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiError, api, uploadFile } from '../../../lib/api';

/** Query keys of the fictional-profile pages (CONVENTIONS 12). */
export const fictionalKeys = {
  all: ['admin', 'fictional'] as const,
  list: ['admin', 'fictional', 'list'] as const,
  one: (id: number) => ['admin', 'fictional', id] as const,
};

/** A fictional profile's answer: the profile and the site domains to choose from. */
export type FictionalAnswer = z.infer<typeof fictionalProfileAnswer>;

const BASE = '/api/admin/fictional-profiles';

/** Every fictional profile, newest first, and the site domains (`GET /api/admin/fictional-profiles`). */
export function useFictionalList() {
  return useQuery<z.infer<typeof fictionalListAnswer>, ApiError>({
    queryKey: fictionalKeys.list,
    queryFn: () => api(BASE, { schema: fictionalListAnswer }),
  });
}

/** One fictional profile for its edit page; ApiError `not_found` for anything else. */
export function useFictionalProfile(id: number | null) {
  return useQuery<FictionalAnswer, ApiError>({
    queryKey: fictionalKeys.one(id ?? 0),
    enabled: id !== null,
    retry: false,
    queryFn: () => api(`${BASE}/${id}`, { schema: fictionalProfileAnswer }),
  });
}

/** Keep the answer of a change as the profile's data and reload the list. */
function useStore() {
  const queryClient = useQueryClient();
  return (answer: FictionalAnswer) => {
    queryClient.setQueryData(fictionalKeys.one(answer.profile.id), answer);
    void queryClient.invalidateQueries({ queryKey: fictionalKeys.list });
  };
}

/**
 * Create (`id` null: `POST`) or save (`PUT .../:id`) a fictional profile; answers the stored
 * profile. ApiError `validation` with per-field messages (`sites` for an unknown site).
 */
export function useSaveFictional(id: number | null) {
  const store = useStore();
  return useMutation<FictionalAnswer, ApiError, FictionalProfileForm>({
    mutationFn: (form) =>
      api(id === null ? BASE : `${BASE}/${id}`, {
        method: id === null ? 'POST' : 'PUT',
        body: form,
        schema: fictionalProfileAnswer,
      }),
    onSuccess: store,
  });
}

/** Hide a fictional profile (`DELETE`) or show it again (`POST .../restore`). */
export function useFictionalStatus(id: number) {
  const store = useStore();
  return useMutation<FictionalAnswer, ApiError, 'hide' | 'restore'>({
    mutationFn: (change) =>
      change === 'hide'
        ? api(`${BASE}/${id}`, { method: 'DELETE', schema: fictionalProfileAnswer })
        : api(`${BASE}/${id}/restore`, { method: 'POST', schema: fictionalProfileAnswer }),
    onSuccess: store,
  });
}

/**
 * The photos of fictional profile `id`: upload one (field `photo`; approved at once), make one
 * the main photo, or remove one. ApiError `validation` (not an image), `photo_limit`.
 */
export function useFictionalPhotos(id: number) {
  const store = useStore();
  const upload = useMutation<FictionalAnswer, ApiError, File>({
    mutationFn: (file) => uploadFile(`${BASE}/${id}/photos`, 'photo', file, fictionalProfileAnswer),
    onSuccess: store,
  });
  const change = useMutation<FictionalAnswer, ApiError, { photoId: number; kind: 'main' | 'remove' }>({
    mutationFn: ({ photoId, kind }) =>
      kind === 'main'
        ? api(`${BASE}/${id}/photos/${photoId}/main`, { method: 'PUT', schema: fictionalProfileAnswer })
        : api(`${BASE}/${id}/photos/${photoId}`, { method: 'DELETE', schema: fictionalProfileAnswer }),
    onSuccess: store,
  });
  return { upload, change };
}
