import type { ApiDiscountCode } from '@common/payments';

const KEY = 'discount_code';

/** The discount code the member entered in this tab (SPEC §2 discount code dialog), or null. */
export function enteredCode(): ApiDiscountCode | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as ApiDiscountCode) : null;
  } catch {
    return null;
  }
}

/** Keep (or, with null, forget) the entered discount code for this tab. */
export function storeCode(code: ApiDiscountCode | null): void {
  try {
    if (code) sessionStorage.setItem(KEY, JSON.stringify(code));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Without storage the code lasts for this page only.
  }
}
