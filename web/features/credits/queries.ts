import type { ApiDiscountCode, ApiOrder, ApiPackage, PaymentMethod } from '@common/payments';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** Query keys of credits and orders (CONVENTIONS 12). */
export const creditKeys = {
  packages: ['credits', 'packages'] as const,
  welcome: ['credits', 'welcome'] as const,
  order: (id: number) => ['credits', 'order', id] as const,
  transactions: ['credits', 'transactions'] as const,
  last: ['credits', 'last'] as const,
};

export interface PackagesAnswer {
  packages: ApiPackage[];
  methods: PaymentMethod[];
  discount: ApiDiscountCode | null;
}

/** API.md `GET /api/credits/packages`: packages, methods and the active discount. */
export function usePackages() {
  return useQuery({
    queryKey: creditKeys.packages,
    queryFn: () => api<PackagesAnswer>('/api/credits/packages'),
    staleTime: 30_000,
  });
}

/** The answer of `POST /api/orders` and `POST /api/orders/repeat`. */
export interface OrderAnswer {
  order: ApiOrder;
  checkout_url: string;
}

/** Send the member to the provider's checkout (a full page change: it is another site). */
export function goToCheckout(answer: OrderAnswer): void {
  window.location.assign(answer.checkout_url);
}
