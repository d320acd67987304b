import {
  type InviteCodeCreateBody,
  inviteCheckAnswer,
  inviteCodeAnswer,
  inviteCodesAnswer,
} from '@common/schemas/invites';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';

/** Query keys of the invite codes (CONVENTIONS 12). */
export const inviteKeys = {
  codes: ['admin', 'invite-codes'] as const,
};

/**
 * Check a typed invite code against this site (`GET /api/invite-codes/check?code=`): answers
 * `{valid, reason?}` (reason an error code: invite_invalid, invite_expired, invite_used_up).
 * ApiError `rate_limited` after too many tries.
 */
export function useCheckInvite() {
  return useMutation<{ valid: boolean; reason?: string | undefined }, ApiError, string>({
    mutationFn: (code) =>
      api(`/api/invite-codes/check?code=${encodeURIComponent(code)}`, { schema: inviteCheckAnswer }),
  });
}

/** Every invite code with its uses, newest first (`GET /api/admin/invite-codes`); asked only when `enabled` (an admin). */
export function useInviteCodes(enabled: boolean) {
  return useQuery({
    queryKey: inviteKeys.codes,
    enabled,
    queryFn: () => api('/api/admin/invite-codes', { schema: inviteCodesAnswer }).then((a) => a.codes),
  });
}

/**
 * Create an invite code (`POST /api/admin/invite-codes`); answers the new code and reloads the
 * list. ApiError `invite_code_taken`, or `validation` with fields `code`, `expires_at`.
 */
export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteCodeCreateBody) =>
      api('/api/admin/invite-codes', { method: 'POST', body, schema: inviteCodeAnswer }).then((a) => a.code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inviteKeys.codes }),
  });
}

/** Revoke an invite code by id (`DELETE /api/admin/invite-codes/:id`); the list is reloaded. */
export function useRevokeInviteCode() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api(`/api/admin/invite-codes/${id}`, { method: 'DELETE', schema: inviteCodeAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inviteKeys.codes }),
  });
}
