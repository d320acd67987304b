import { okAnswer } from '@common/schemas/shared';
import { verificationAnswer, verificationQueueAnswer } from '@common/verification';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, uploadFile } from '../../lib/api';

/** Query keys of verified photos. */
export const verificationKeys = {
  own: ['verification'] as const,
  queue: ['admin', 'verifications'] as const,
};

/**
 * The member's badge, latest request and the verified-only contact setting (API.md
 * `GET /api/verification`); while the selfie is compared it asks again every 3 s.
 */
export function useVerification(enabled = true) {
  return useQuery({
    queryKey: verificationKeys.own,
    queryFn: () => api('/api/verification', { schema: verificationAnswer }),
    enabled,
    refetchInterval: (query) => (query.state.data?.request?.status === 'matching' ? 3000 : false),
  });
}

/** Ask for verification: the server draws a pose (API.md `POST /api/verification`). */
export function useStartVerification() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, void>({
    mutationFn: () => api('/api/verification', { method: 'POST', schema: verificationAnswer }),
    onSuccess: (data) => client.setQueryData(verificationKeys.own, data),
  });
}

/** Send the selfie (API.md `POST /api/verification/selfie`, field `selfie`). */
export function useSendSelfie() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, File>({
    mutationFn: (file) => uploadFile('/api/verification/selfie', 'selfie', file, verificationAnswer),
    onSuccess: (data) => client.setQueryData(verificationKeys.own, data),
  });
}

/** The setting "only verified members may start a conversation with me". */
export function useSetContactOnly() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, boolean>({
    mutationFn: (enabled) =>
      api('/api/verification/contact-only', { method: 'PUT', body: { enabled }, schema: verificationAnswer }),
    onSuccess: (data) => client.setQueryData(verificationKeys.own, data),
  });
}

/** The moderators' queue (`GET /api/admin/verifications`). */
export function useVerificationQueue() {
  return useQuery({
    queryKey: verificationKeys.queue,
    queryFn: () => api('/api/admin/verifications', { schema: verificationQueueAnswer }),
  });
}

/** A moderator's decision (`POST /api/admin/verifications/:id/decision`). */
export function useDecideVerification() {
  const client = useQueryClient();
  return useMutation<unknown, ApiError, { id: number; approve: boolean; reason?: string }>({
    mutationFn: ({ id, approve, reason }) =>
      api(`/api/admin/verifications/${id}/decision`, {
        method: 'POST',
        body: approve ? { approve } : { approve, reason },
        schema: okAnswer,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: verificationKeys.queue }),
  });
}
