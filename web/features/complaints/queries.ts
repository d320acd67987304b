import {
  type ComplaintBody,
  type ComplaintCreated,
  complaintCreated,
  complaintsAnswer,
} from '@common/schemas/complaints';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';

/** Query keys of the complaints page (CONVENTIONS 12). */
export const complaintKeys = {
  /** The signed-in member's own complaints. */
  mine: (userId: number) => ['complaints', 'mine', userId] as const,
};

/**
 * The signed-in member's own complaints, newest first (API.md `GET /api/complaints`). Asked only
 * with a `userId` (visitors have no list: the API answers them `authentication_required`).
 */
export function useMyComplaints(userId: number | undefined) {
  return useQuery({
    queryKey: complaintKeys.mine(userId ?? 0),
    enabled: userId !== undefined,
    queryFn: () => api('/api/complaints', { schema: complaintsAnswer }),
    select: (data) => data.complaints,
  });
}

/**
 * File a complaint (API.md `POST /api/complaints`, DSA Art. 16); answers its id, reference and
 * status, and refreshes the member's list. Throws ApiError `validation` (fields `subject`, `body`,
 * `email`, `profile_id`, `message_id`), `rate_limited`.
 */
export function useFileComplaint() {
  const queryClient = useQueryClient();
  return useMutation<ComplaintCreated['complaint'], ApiError, ComplaintBody>({
    mutationFn: async (body) =>
      (await api('/api/complaints', { method: 'POST', body, schema: complaintCreated })).complaint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['complaints', 'mine'] }),
  });
}
