import type { appealBody, memberDecisionsAnswer, warningsAnswer } from '@common/schemas/moderation';
import type { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type Answer, type ApiError, api } from '../../lib/api';

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
    queryFn: () => api<Answer<typeof warningsAnswer>>('/api/account/warnings'),
    select: (data) => data.warnings,
  });
}

/** Acknowledge warning `id` (`POST /api/account/warnings/:id/ack`): it is shown no more. */
export function useAcknowledgeWarning() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api<Answer<typeof okAnswer>>(`/api/account/warnings/${id}/ack`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['moderation', 'warnings'] }),
  });
}

/** Decisions on complaints about the member (`GET /api/complaints/decisions`); asked only with a `userId`. */
export function useDecisionsAboutMe(userId: number | undefined) {
  return useQuery({
    queryKey: moderationKeys.decisions(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: () => api<Answer<typeof memberDecisionsAnswer>>('/api/complaints/decisions'),
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
      api<{ complaint: { id: number; status: string } }>(`/api/complaints/${id}/appeal`, {
        method: 'POST',
        body: { body },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['complaints', 'mine'] }),
        queryClient.invalidateQueries({ queryKey: ['moderation', 'decisions'] }),
      ]),
  });
}
