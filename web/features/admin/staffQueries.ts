import { okAnswer } from '@common/schemas/shared';
import {
  auditListAnswer,
  confirmAnswer,
  enrolAnswer,
  staffListAnswer,
  staffMeAnswer,
  staffRoleAnswer,
  verifyAnswer,
} from '@common/schemas/staff';
import type { Role } from '@common/staff';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';

/** Query keys of the staff sign-in, the staff page and the audit log (CONVENTIONS 12). */
export const staffKeys = {
  me: ['staff', 'me'] as const,
  list: ['admin', 'staff'] as const,
  audit: (filters: AuditFilters) => ['admin', 'audit', filters] as const,
};

/**
 * The signed-in staff member (`GET /api/staff/me`): role, e-mail, `enrolled` (a factor is
 * enabled), `verified` (this session passed it). ApiError `forbidden` for members.
 */
export function useStaffMe() {
  return useQuery<Awaited<ReturnType<typeof fetchMe>>, ApiError>({
    queryKey: staffKeys.me,
    queryFn: fetchMe,
    retry: false,
    staleTime: 60_000,
  });
}
const fetchMe = () => api('/api/staff/me', { schema: staffMeAnswer });

/** Start (or restart) TOTP enrolment (`POST /api/staff/2fa/enrol`): secret, otpauth:// address, QR SVG. */
export function useEnrol() {
  return useMutation<{ secret: string; otpauth_url: string; qr_svg: string }, ApiError, void>({
    mutationFn: () => api('/api/staff/2fa/enrol', { method: 'POST', schema: enrolAnswer }),
  });
}

/**
 * Confirm the enrolment with a first code (`POST /api/staff/2fa/confirm`); answers the ten
 * recovery codes (shown once). The caller reloads `useStaffMe` when the codes were saved.
 */
export function useConfirmFactor() {
  return useMutation<string[], ApiError, string>({
    mutationFn: (code) =>
      api('/api/staff/2fa/confirm', { method: 'POST', body: { code }, schema: confirmAnswer }).then(
        (a) => a.recovery_codes,
      ),
  });
}

/** Pass the second factor with a code or a recovery code (`POST /api/staff/2fa/verify`); reloads `useStaffMe`. */
export function useVerifyFactor() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { code: string } | { recovery_code: string }>({
    mutationFn: (body) => api('/api/staff/2fa/verify', { method: 'POST', body, schema: verifyAnswer }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKeys.me }),
  });
}

/** Every staff account with role and factor (`GET /api/admin/staff`). */
export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list,
    queryFn: () => api('/api/admin/staff', { schema: staffListAnswer }).then((a) => a.staff),
  });
}

/** Give an account a role (`PUT /api/admin/staff/role`; `member` revokes); reloads the staff list. */
export function useGrantRole() {
  const queryClient = useQueryClient();
  return useMutation<{ email: string; role: Role; before: Role }, ApiError, { email: string; role: Role }>({
    mutationFn: (body) => api('/api/admin/staff/role', { method: 'PUT', body, schema: staffRoleAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** Reset a staff member's second factor (`DELETE /api/admin/staff/:id/factor`); reloads the staff list. */
export function useResetFactor() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (id) => api(`/api/admin/staff/${id}/factor`, { method: 'DELETE', schema: okAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.list }),
  });
}

/** Filters of the audit log (empty strings are left out of the request). */
export interface AuditFilters {
  actor_id: string;
  target_type: string;
  target_id: string;
  action: string;
}

/** The audit log, newest first, 50 entries a page (`GET /api/admin/audit`); `fetchNextPage` loads older ones. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: staffKeys.audit(filters),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const query = new URLSearchParams();
      for (const [key, value] of Object.entries(filters)) if (value.trim()) query.set(key, value.trim());
      if (pageParam !== null) query.set('before_id', String(pageParam));
      return api(`/api/admin/audit?${query}`, { schema: auditListAnswer });
    },
    getNextPageParam: (last) => last.next_before_id,
  });
}
