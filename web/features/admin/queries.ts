import { refundDoneAnswer, refundQueueAnswer, reviewQueueAnswer } from '@common/schemas/admin';
import { okAnswer } from '@common/schemas/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';

/** Query keys of the admin pages (CONVENTIONS 12). */
export const adminKeys = {
  photos: ['admin', 'photos'] as const,
  refunds: ['admin', 'refunds'] as const,
};

/** The photo review queue (`GET /api/admin/photos`); asked only when `enabled` (the member is an admin). */
export function useReviewQueue(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.photos,
    enabled,
    queryFn: () => api('/api/admin/photos', { schema: reviewQueueAnswer }),
  });
}

/** Approve a photo, or reject it with a reason its owner sees (`POST /api/admin/photos/review`); then reload the queue. */
export function useReviewPhoto() {
  const queryClient = useQueryClient();
  return useMutation<
    unknown,
    ApiError,
    { id: number; approve: true } | { id: number; approve: false; reason: string }
  >({
    mutationFn: (review) =>
      api('/api/admin/photos/review', {
        method: 'POST',
        body: review.approve
          ? { ids: [review.id], approve: true }
          : { ids: [review.id], approve: false, reason: review.reason },
        schema: okAnswer,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.photos }),
  });
}

/** Open refund requests (`GET /api/admin/refunds`, amounts in cents); asked only when `enabled`. */
export function useRefundQueue(enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.refunds,
    enabled,
    queryFn: () => api('/api/admin/refunds', { schema: refundQueueAnswer }).then((a) => a.refunds),
  });
}

/**
 * Refund an order's unused credits at the provider (`POST /api/admin/refunds/:order_id`, answers
 * the cents refunded); the queue is reloaded either way. ApiError `refund_not_possible`.
 */
export function useRefundOrder() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, number>({
    mutationFn: (orderId) =>
      api(`/api/admin/refunds/${orderId}`, { method: 'POST', schema: refundDoneAnswer }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.refunds }),
  });
}
