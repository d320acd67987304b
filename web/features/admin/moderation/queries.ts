import type { ComplaintStatus } from '@common/schemas/complaints';
import {
  type AppealDecisionBody,
  type ComplaintDecisionBody,
  duplicatesAnswer,
  type StaffComplaint,
  sanctionItem,
  sanctionsAnswer,
  staffComplaintAnswer,
  staffComplaintsAnswer,
  staffMessage,
} from '@common/schemas/moderation';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiError, api } from '../../../lib/api';

/** Query keys of the moderation pages (CONVENTIONS 12). */
export const moderationKeys = {
  complaints: (status: ComplaintStatus | '') => ['admin', 'complaints', status] as const,
  complaint: (id: number) => ['admin', 'complaint', id] as const,
  sanctions: (memberId: number) => ['admin', 'sanctions', memberId] as const,
  duplicates: (memberId: number) => ['admin', 'duplicates', memberId] as const,
};

/** The complaints queue, oldest first, of one `status` or all (`GET /api/admin/complaints`). */
export function useStaffComplaints(status: ComplaintStatus | '') {
  return useQuery({
    queryKey: moderationKeys.complaints(status),
    queryFn: () =>
      api(`/api/admin/complaints?limit=200${status ? `&status=${status}` : ''}`, {
        schema: staffComplaintsAnswer,
      }).then((a) => a.complaints),
  });
}

/** One complaint with its decision and appeal (`GET /api/admin/complaints/:id`). */
export function useStaffComplaint(id: number) {
  return useQuery<StaffComplaint, ApiError>({
    queryKey: moderationKeys.complaint(id),
    enabled: id > 0,
    queryFn: () =>
      api(`/api/admin/complaints/${id}`, { schema: staffComplaintAnswer }).then((a) => a.complaint),
  });
}

/** After a decision: the complaint, the queues and the member's sanctions reload. */
function useAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'complaints'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'complaint'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'sanctions'] }),
    ]);
}

/**
 * Decide complaint `id` (`POST /api/admin/complaints/:id/decision`). ApiError `validation`
 * (`reason`, `sanction`, `decision`), `complaint_closed`, `member_status_conflict`.
 */
export function useDecideComplaint(id: number) {
  const after = useAfterDecision();
  return useMutation<unknown, ApiError, ComplaintDecisionBody>({
    mutationFn: (body) =>
      api(`/api/admin/complaints/${id}/decision`, { method: 'POST', body, schema: staffComplaintAnswer }),
    onSuccess: after,
  });
}

/** Decide the appeal of complaint `id` (`POST /api/admin/complaints/:id/appeal-decision`). */
export function useDecideAppeal(id: number) {
  const after = useAfterDecision();
  return useMutation<unknown, ApiError, AppealDecisionBody>({
    mutationFn: (body) =>
      api(`/api/admin/complaints/${id}/appeal-decision`, {
        method: 'POST',
        body,
        schema: staffComplaintAnswer,
      }),
    onSuccess: after,
  });
}

/** A member's warnings, bans and unbans and the account's status; asked only when `enabled` (`members.moderate`). */
export function useSanctions(memberId: number, enabled: boolean) {
  return useQuery({
    queryKey: moderationKeys.sanctions(memberId),
    enabled,
    queryFn: () => api(`/api/admin/members/${memberId}/sanctions`, { schema: sanctionsAnswer }),
  });
}

/** Other accounts sharing an address or a device cookie with the member (`GET /api/admin/members/:id/duplicates`). */
export function useDuplicates(memberId: number) {
  return useQuery({
    queryKey: moderationKeys.duplicates(memberId),
    queryFn: () =>
      api(`/api/admin/members/${memberId}/duplicates`, { schema: duplicatesAnswer }).then(
        (a) => a.duplicates,
      ),
  });
}

/** What a moderator does to a member. */
export type SanctionAction = 'warnings' | 'ban' | 'unban';

/**
 * Warn, ban or unban member `memberId` with a reason (`POST /api/admin/members/:id/{warnings,ban,unban}`);
 * then the sanctions and the member page reload. ApiError `validation` (`reason`), `member_status_conflict`.
 */
export function useSanction(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { action: SanctionAction; reason: string }>({
    mutationFn: ({ action, reason }) =>
      api(`/api/admin/members/${memberId}/${action}`, {
        method: 'POST',
        body: { reason },
        schema: z.object({ sanction: sanctionItem }),
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: moderationKeys.sanctions(memberId) }),
        // The member page (its status badge): `memberKeys.all` of ../members/queries.ts.
        queryClient.invalidateQueries({ queryKey: ['admin', 'members'] }),
      ]),
  });
}

/** Hide a message from its members, or show it again, with a reason (`POST /api/admin/messages/:id/{hide,unhide}`). */
export function useHideMessage() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { id: number; hide: boolean; reason: string }>({
    mutationFn: ({ id, hide, reason }) =>
      api(`/api/admin/messages/${id}/${hide ? 'hide' : 'unhide'}`, {
        method: 'POST',
        body: { reason },
        schema: z.object({ message: staffMessage }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'complaint'] }),
  });
}
