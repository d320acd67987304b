import { type appealBody, memberDecisionsAnswer, warningsAnswer } from '@common/schemas/moderation';
import { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiError, api } from '../../lib/api';

/** Query keys of the member's side of moderation (CONVENTIONS 12). */
export const moderationKeys = {
  warnings: (userId: number) => ['moderation', 'warnings', userId] as const,
  decisions: (userId: number) => ['moderation', 'decisions', userId] as const,
};

/** The member's warnings not yet acknowledged (`GET /api/account/warnings`); asked only with a `userId`. */
export function useWarnings(userId: number | undefined) {
  return useQuery({
    queryKey: moderationKeys.warnings(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: () => api('/api/account/warnings', { schema: warningsAnswer }),
    select: (data) => data.warnings,
  });
}

/** Acknowledge warning `id` (`POST /api/account/warnings/:id/ack`): it is shown no more. */
export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api(`/api/account/warnings/${id}/ack`, { method: 'POST', schema: okAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'warnings'] }),
  });
}

/** Decisions on complaints about the member (`GET /api/complaints/decisions`); asked only with a `userId`. */
export function useDecisionsAboutMe(userId: number | undefined) {
  return useQuery({
    queryKey: moderationKeys.decisions(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: () => api('/api/complaints/decisions', { schema: memberDecisionsAnswer }),
    select: (data) => data.decisions,
  });
}

/**
 * Appeal the decision on complaint `id` once (`POST /api/complaints/:id/appeal`, DSA art. 20);
 * then both lists reload. ApiError `validation` (`body`), `complaint_closed`, `appeal_not_possible`.
 */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { id: number; body: z.input<typeof appealBody>['body'] }>({
    mutationFn: ({ id, body }) =>
      api(`/api/complaints/${id}/appeal`, {
        method: 'POST',
        body: { body },
        schema: z.object({ complaint: z.object({ id: z.number(), status: z.string() }) }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['complaints', 'mine'] }),
        queryClient.invalidateQueries({ queryKey: ['moderation', 'decisions'] }),
      ]),
  });
}
