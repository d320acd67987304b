import type {
  ApiDiscountCode,
  apiDiscountCode,
  CreateOrderBody,
  DirectDebitBody,
  lastOrderAnswer,
  mandateAnswer,
  OrderAnswer,
  orderAnswer,
  orderStatusAnswer,
  packagesAnswer,
  RepeatOrderBody,
  transactionsAnswer,
} from '@common/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Answer, type ApiError, api } from '../../lib/api';
import { shellKeys } from '../../lib/queries';
import { storeCode } from './discountStore';

export type { OrderAnswer, PackagesAnswer } from '@common/payments';

/** Query keys of credits and orders (CONVENTIONS 12); `all` is the prefix of every one of them. */
export const creditKeys = {
  all: ['credits'] as const,
  packages: ['credits', 'packages'] as const,
  welcome: ['credits', 'welcome'] as const,
  order: (id: number) => ['credits', 'order', id] as const,
  transactions: ['credits', 'transactions'] as const,
  last: ['credits', 'last'] as const,
};

/** How often the return page asks about an order that is not settled yet, in ms. */
const POLL_MS = 2000;

/** API.md `GET /api/credits/packages`: packages (amounts in cents), methods and the active discount. */
export function usePackages() {
  return useQuery({
    queryKey: creditKeys.packages,
    queryFn: () => api<Answer<typeof packagesAnswer>>('/api/credits/packages'),
    staleTime: 30_000,
  });
}

/**
 * SPEC §7 `discountcode.php?welcome=true`: the member's active welcome discount (TIMEBONUS25 with
 * its `seconds_left`, or the welcome code); null when there is none or it cannot be loaded (SPEC §8).
 */
export function useWelcomeCode(enabled: boolean) {
  return useQuery({
    queryKey: creditKeys.welcome,
    enabled,
    queryFn: () =>
      api<Answer<typeof apiDiscountCode>>('/api/discountcode.php?welcome=true').catch(() => null),
    staleTime: 60_000,
  });
}

/**
 * Check a code the member typed (`GET /api/discountcode.php?code=`); answers the discount code.
 * Throws ApiError `code_not_found`, `code_used` or `validation` (field `discount_code`).
 */
export function useCheckDiscount() {
  return useMutation<ApiDiscountCode, ApiError, string>({
    mutationFn: (code) =>
      api<Answer<typeof apiDiscountCode>>(`/api/discountcode.php?code=${encodeURIComponent(code)}`),
  });
}

/**
 * An order after the member's return from the provider (`GET /api/orders/:id`, which asks the
 * provider too), asked again every 2 s while open or pending. Once paid, the entered discount
 * code is forgotten and the balance and every credits answer are loaded again.
 */
export function useOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: creditKeys.order(orderId),
    queryFn: async () => {
      const { order } = await api<Answer<typeof orderStatusAnswer>>(`/api/orders/${orderId}`);
      if (order.status === 'paid') {
        storeCode(null);
        void queryClient.invalidateQueries({ queryKey: shellKeys.user });
        void queryClient.invalidateQueries({ queryKey: creditKeys.all });
      }
      return order;
    },
    refetchInterval: (query) =>
      query.state.data && ['open', 'pending'].includes(query.state.data.status) ? POLL_MS : false,
  });
}

/** Send the member to the provider's checkout (a full page change: it is another site). */
export function goToCheckout(answer: OrderAnswer): void {
  window.location.assign(answer.checkout_url);
}

/**
 * Order `packageId` with `method` and the buyer's consent to immediate delivery (API.md
 * `POST /api/orders`, with the entered discount code if any), then go to the provider's checkout. ApiError `validation` (fields `method`,
 * `discount_code`), `code_used`, `payment_unavailable`.
 */
export function useCreateOrder(packageId: number, discountCode: string | null) {
  return useMutation<OrderAnswer, ApiError, Pick<CreateOrderBody, 'method' | 'withdrawal_consent'>>({
    mutationFn: (choice) =>
      api<Answer<typeof orderAnswer>>('/api/orders', {
        method: 'POST',
        body: { ...choice, package_id: packageId, ...(discountCode ? { discount_code: discountCode } : {}) },
      }),
    onSuccess: goToCheckout,
  });
}

/** The member's last paid order, or null (`GET /api/orders/last`). */
export function useLastOrder() {
  return useQuery({
    queryKey: creditKeys.last,
    queryFn: () => api<Answer<typeof lastOrderAnswer>>('/api/orders/last').then((a) => a.order),
  });
}

/** The last paid order again (`POST /api/orders/repeat`, with the consent to immediate delivery), then to the provider's checkout. */
export function useRepeatOrder() {
  return useMutation<OrderAnswer, ApiError, RepeatOrderBody>({
    mutationFn: (body) => api<Answer<typeof orderAnswer>>('/api/orders/repeat', { method: 'POST', body }),
    onSuccess: goToCheckout,
  });
}

/** Every order of the member (`GET /api/transactions`; amounts in cents). */
export function useTransactions() {
  return useQuery({
    queryKey: creditKeys.transactions,
    queryFn: () => api<Answer<typeof transactionsAnswer>>('/api/transactions').then((a) => a.transactions),
  });
}

/**
 * SPEC §1 refund request for an order's unused credits within refund_days (`POST
 * /api/orders/:id/refund`), then the orders are loaded again. ApiError `refund_not_possible`.
 */
export function useRequestRefund(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError>({
    mutationFn: () =>
      api<Answer<typeof orderStatusAnswer>>(`/api/orders/${orderId}/refund`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: creditKeys.transactions }),
  });
}

/** The direct-debit form as sent; `consent` is checked by the server (SPEC §2). */
export type DirectDebitForm = Omit<DirectDebitBody, 'consent'> & { consent: boolean };

/**
 * SPEC §2 direct debit, step 1 (`POST /api/directdebit`): checks the form and sends the SMS code;
 * answers the mandate and the number's last digits. ApiError `validation` (fields),
 * `directdebit_blocked`, `directdebit_limit`, `sms_unavailable`, `not_confirmed`.
 */
export function useStartDirectDebit() {
  return useMutation({
    mutationFn: (form: DirectDebitForm) =>
      api<Answer<typeof mandateAnswer>>('/api/directdebit', { method: 'POST', body: form }),
  });
}

/**
 * Step 2 (`POST /api/directdebit/:id/confirm`): sign the mandate with the 6-digit SMS code, which
 * orders the package; the mutation settles once the balance is loaded again. ApiError
 * `sms_code_invalid` or `validation` (field `code`).
 */
export function useConfirmDirectDebit() {
  const queryClient = useQueryClient();
  return useMutation<OrderAnswer, ApiError, { mandateId: number; code: string }>({
    mutationFn: ({ mandateId, code }) =>
      api<Answer<typeof orderAnswer>>(`/api/directdebit/${mandateId}/confirm`, {
        method: 'POST',
        body: { code },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellKeys.user }),
  });
}
