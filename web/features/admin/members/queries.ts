import {
  type AdjustCreditsBody,
  adjustCreditsAnswer,
  ledgerPageAnswer,
  memberPageAnswer,
  memberSearchAnswer,
  memberStatusAnswer,
  readMessagesAnswer,
} from '@common/schemas/admin-members';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type ApiError, api } from '../../../lib/api';

/** Query keys of the member search and member pages (CONVENTIONS 12). */
export const memberKeys = {
  all: ['admin', 'members'] as const,
  search: (q: string) => ['admin', 'members', 'search', q] as const,
  page: (id: number) => ['admin', 'members', id] as const,
  ledger: (id: number) => ['admin', 'members', id, 'ledger'] as const,
};

/** Members matching `q` (`GET /api/admin/members?q=`, at most 50); asked only for a non-empty `q`. */
export function useMemberSearch(q: string) {
  return useQuery<z.infer<typeof memberSearchAnswer>['members'], ApiError>({
    queryKey: memberKeys.search(q),
    enabled: q.length > 0,
    queryFn: () =>
      api(`/api/admin/members?q=${encodeURIComponent(q)}`, { schema: memberSearchAnswer }).then(
        (a) => a.members,
      ),
  });
}

/** The member page (`GET /api/admin/members/:id`): metadata only, never a message body. */
export function useMemberPage(id: number) {
  return useQuery<z.infer<typeof memberPageAnswer>, ApiError>({
    queryKey: memberKeys.page(id),
    queryFn: () => api(`/api/admin/members/${id}`, { schema: memberPageAnswer }),
    retry: false,
  });
}

/** The member's credit ledger, newest first, page by page (`GET /api/admin/members/:id/ledger`). */
export function useMemberLedger(id: number) {
  return useInfiniteQuery<z.infer<typeof ledgerPageAnswer>, ApiError>({
    queryKey: memberKeys.ledger(id),
    initialPageParam: null,
    queryFn: ({ pageParam }) =>
      api(`/api/admin/members/${id}/ledger${pageParam ? `?before=${pageParam}` : ''}`, {
        schema: ledgerPageAnswer,
      }),
    getNextPageParam: (last) => last.next_before,
  });
}

/** Reload the member page, its ledger and the search results after a change. */
function useRefreshMember() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.all });
}

/**
 * Read a conversation's messages with a reason (`POST /api/admin/conversations/:id/messages`,
 * written to the audit log). ApiError `validation` for a reason under 10 characters.
 */
export function useReadMessages() {
  return useMutation<
    z.infer<typeof readMessagesAnswer>,
    ApiError,
    { conversationId: number; reason: string }
  >({
    mutationFn: ({ conversationId, reason }) =>
      api(`/api/admin/conversations/${conversationId}/messages`, {
        method: 'POST',
        body: { reason },
        schema: readMessagesAnswer,
      }),
  });
}

/**
 * Adjust the member's credits (`POST /api/admin/members/:id/credits`); `idempotency_key` is made
 * once per dialog, so a resent request books once. ApiError `validation` (field `delta`) when the
 * balance would go below zero.
 */
export function useAdjustCredits(id: number) {
  const refresh = useRefreshMember();
  return useMutation<z.infer<typeof adjustCreditsAnswer>, ApiError, AdjustCreditsBody>({
    mutationFn: (body) =>
      api(`/api/admin/members/${id}/credits`, { method: 'POST', body, schema: adjustCreditsAnswer }),
    onSuccess: refresh,
  });
}

/** The status-changing actions on a member and their method and address. */
export type MemberAction = 'deactivate' | 'reactivate' | 'delete';

/** Deactivate, reactivate or delete the member with a reason (audited); reloads the member page. */
export function useMemberAction(id: number) {
  const refresh = useRefreshMember();
  return useMutation<z.infer<typeof memberStatusAnswer>, ApiError, { action: MemberAction; reason: string }>({
    mutationFn: ({ action, reason }) =>
      action === 'delete'
        ? api(`/api/admin/members/${id}`, { method: 'DELETE', body: { reason }, schema: memberStatusAnswer })
        : api(`/api/admin/members/${id}/${action}`, {
            method: 'POST',
            body: { reason },
            schema: memberStatusAnswer,
          }),
    onSuccess: refresh,
  });
}

/**
 * Export the member's data with a reason (`POST /api/admin/members/:id/export`, audited) and hand
 * it to the browser as a JSON download `member-<id>-<date>.json`.
 */
export function useExportMember(id: number) {
  return useMutation<void, ApiError, string>({
    mutationFn: async (reason) => {
      const data = await api<{ exported_at: string }>(`/api/admin/members/${id}/export`, {
        method: 'POST',
        body: { reason },
      });
      const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `member-${id}-${String(data.exported_at).slice(0, 10)}.json`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
