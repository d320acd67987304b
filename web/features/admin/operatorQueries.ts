import {
  operatorAnswerAnswer,
  operatorConversationAnswer,
  operatorFiguresAnswer,
  operatorLeaseAnswer,
  operatorNoteAnswer,
  operatorQueueAnswer,
} from '@common/schemas/operator';
import { okAnswer } from '@common/schemas/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiError, api } from '../../lib/api';

/** How often the operator queue reloads itself (milliseconds). */
export const QUEUE_REFRESH_MS = 10_000;

/** Query keys of the operator console (CONVENTIONS 12). */
export const operatorKeys = {
  queue: ['admin', 'operator', 'queue'] as const,
  conversation: (id: number) => ['admin', 'operator', 'conversation', id] as const,
  figures: (range: { from: string; to: string; per: 'day' | 'period' }) =>
    ['admin', 'operator', 'figures', range] as const,
};

/** The queue (`GET /api/admin/operator/queue`), oldest waiting first; reloads every 10 s. */
export function useOperatorQueue() {
  return useQuery({
    queryKey: operatorKeys.queue,
    queryFn: () => api('/api/admin/operator/queue', { schema: operatorQueueAnswer }).then((a) => a.queue),
    refetchInterval: QUEUE_REFRESH_MS,
  });
}

/**
 * The work view of conversation `id` (`GET /api/admin/operator/conversations/:id`): needs one's own
 * lease; ApiError `lease_required` otherwise (not retried). Reloads every 10 s while it works, so
 * the member's new messages show up.
 */
export function useOperatorConversation(id: number) {
  return useQuery<Awaited<ReturnType<typeof fetchConversation>>, ApiError>({
    queryKey: operatorKeys.conversation(id),
    queryFn: () => fetchConversation(id),
    retry: false,
    refetchInterval: (query) => (query.state.error ? false : QUEUE_REFRESH_MS),
  });
}
const fetchConversation = (id: number) =>
  api(`/api/admin/operator/conversations/${id}`, { schema: operatorConversationAnswer });

/** Take or renew the lease on a conversation (`POST …/lease`); ApiError `lease_taken`. Reloads the queue and the view. */
export function useTakeLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/admin/operator/conversations/${id}/lease`, { method: 'POST', schema: operatorLeaseAnswer }),
    onSettled: (_data, _error, id) => {
      void queryClient.invalidateQueries({ queryKey: operatorKeys.queue });
      void queryClient.invalidateQueries({ queryKey: operatorKeys.conversation(id) });
    },
  });
}

/** Release one's lease (`DELETE …/lease`); reloads the queue. */
export function useReleaseLease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api(`/api/admin/operator/conversations/${id}/lease`, { method: 'DELETE', schema: okAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.queue }),
  });
}

/** Answer as the fictional profile (`POST …/messages`); ApiError `lease_required`, `validation`. Reloads the view. */
export function useOperatorAnswer(id: number) {
  const queryClient = useQueryClient();
  return useMutation<z.output<typeof operatorAnswerAnswer>, ApiError, { body: string; client_id: string }>({
    mutationFn: (input) =>
      api(`/api/admin/operator/conversations/${id}/messages`, {
        method: 'POST',
        body: input,
        schema: operatorAnswerAnswer,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: operatorKeys.conversation(id) });
      void queryClient.invalidateQueries({ queryKey: operatorKeys.queue });
    },
  });
}

/** Add a note on a member or a fictional profile (`POST /api/admin/operator/notes`); reloads conversation `id`. */
export function useAddNote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { subject_id: number; body: string }) =>
      api('/api/admin/operator/notes', { method: 'POST', body: input, schema: operatorNoteAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operatorKeys.conversation(id) }),
  });
}

/** Operator figures of days `from`..`to` (`GET /api/admin/operator/figures`). */
export function useOperatorFigures(range: { from: string; to: string; per: 'day' | 'period' }) {
  return useQuery({
    queryKey: operatorKeys.figures(range),
    queryFn: () =>
      api(`/api/admin/operator/figures?${new URLSearchParams(range).toString()}`, {
        schema: operatorFiguresAnswer,
      }),
    placeholderData: keepPreviousData,
  });
}
