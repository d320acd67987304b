import { type SpendingLimitAnswer, spendingLimitAnswer, spendingStatementAnswer } from '@common/spending';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';
import { creditKeys } from './queries';

/** Query keys of the member's own spending limit (under `creditKeys.all`, so an order reloads them). */
export const spendingKeys = {
  limit: [...creditKeys.all, 'spending-limit'] as const,
  statement: [...creditKeys.all, 'spending-statement'] as const,
};

/**
 * The member's own monthly spending limit (API.md `GET /api/spending-limit`): the limit in cents
 * (null: none), a raise waiting 72 hours, what was spent and is left this month (issue "Safety" §5).
 */
export function useSpendingLimit() {
  return useQuery({
    queryKey: spendingKeys.limit,
    queryFn: () => api('/api/spending-limit', { schema: spendingLimitAnswer }),
  });
}

/** This month's and earlier months' purchases and refunds (API.md `GET /api/spending-statement`). */
export function useSpendingStatement() {
  return useQuery({
    queryKey: spendingKeys.statement,
    queryFn: () => api('/api/spending-statement', { schema: spendingStatementAnswer }),
  });
}

/**
 * Set the limit to `limit_cents` (null removes it; `PUT /api/spending-limit`) or, with `cancel`,
 * drop the waiting raise (`DELETE /api/spending-limit/pending`). ApiError `validation` (field
 * `limit_cents`).
 */
export function useChangeSpendingLimit() {
  const queryClient = useQueryClient();
  return useMutation<SpendingLimitAnswer, ApiError, { limit_cents: number | null } | 'cancel'>({
    mutationFn: (change) =>
      change === 'cancel'
        ? api('/api/spending-limit/pending', { method: 'DELETE', schema: spendingLimitAnswer })
        : api('/api/spending-limit', { method: 'PUT', body: change, schema: spendingLimitAnswer }),
    onSuccess: (answer) => queryClient.setQueryData(spendingKeys.limit, answer),
  });
}

/** Whole euros or euros with cents as a member types them ("25", "12,50", "12.5") in cents; null when it is not an amount. */
export function parseEuros(text: string): number | null {
  const normalized = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,5}(\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}
