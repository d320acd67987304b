import { type ApiDiscountCode, apiDiscountCode } from '@common/payments';
import type { DeleteAccountBody } from '@common/schemas/account';
import { okAnswer } from '@common/schemas/shared';
import { type ApiUser, userAnswer } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type ApiError, api } from '../../lib/api';
import { rememberEntry } from '../../lib/entryWarning';
import { shellKeys } from '../../lib/queries';
import { storeCode } from '../credits/discountStore';

export { DELETE_REASONS, type DeleteReason } from '@common/schemas/account';
export { useOwnProfile, useSetInvisible } from '../profile/queries';

/** Longest remarks the server takes (API.md `DELETE /api/account`). */
export const REMARKS_MAX = 1000;

/** The answer of `POST /api/account/stay-discount`: the member's personal discount code (SPEC §3). */
const stayDiscountAnswer = z.object({ discount: apiDiscountCode });

/** Shared answers every visitor may keep after the member is gone (settings, reference lists). */
const PUBLIC_KEYS = new Set<unknown>([
  shellKeys.settings[0],
  shellKeys.company[0],
  shellKeys.regions[0],
  shellKeys.interests[0],
]);

/**
 * Delete the own account (API.md `DELETE /api/account`): the session ends on the server, so every
 * member answer is dropped from the cache and the member becomes null — after `beforeSignOut`
 * (e.g. leaving a members-only page, which would otherwise send the visitor to /login) has run.
 * Throws ApiError `validation` (fields `reason`, `remarks`).
 */
export function useDeleteAccount({ beforeSignOut }: { beforeSignOut?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, DeleteAccountBody>({
    mutationFn: (body) => api('/api/account', { method: 'DELETE', body, schema: okAnswer }),
    onSuccess: async () => {
      // The member passed the adult-entry warning's age check at signup: it does not cover the
      // goodbye page now that they are a visitor again.
      rememberEntry();
      await beforeSignOut?.();
      queryClient.removeQueries({ predicate: (query) => !PUBLIC_KEYS.has(query.queryKey[0]) });
      queryClient.setQueryData(shellKeys.user, null);
    },
  });
}

/**
 * Reactivate a deleted account with the mailed link's token (API.md `POST
 * /api/account/reactivate`): the answer's member is signed in and put into the cache. Throws
 * ApiError `link_expired` (used, unknown, or the grace period is over).
 */
export function useReactivate() {
  const queryClient = useQueryClient();
  return useMutation<ApiUser | null, ApiError, string>({
    mutationFn: (token) =>
      api('/api/account/reactivate', { method: 'POST', body: { token }, schema: userAnswer }).then(
        (answer) => answer.user,
      ),
    onSuccess: (user) => {
      queryClient.setQueryData(shellKeys.user, user);
      return queryClient.invalidateQueries({ queryKey: shellKeys.user });
    },
  });
}

/**
 * The delete dialog's discount alternative (`POST /api/account/stay-discount`): the server makes a
 * once-per-user code worth `delete_discount` percent; it is kept where the checkout picks up an
 * entered code. Answers the code.
 */
export function useStayDiscount() {
  return useMutation<ApiDiscountCode, ApiError>({
    mutationFn: () =>
      api('/api/account/stay-discount', { method: 'POST', schema: stayDiscountAnswer }).then(
        (answer) => answer.discount,
      ),
    onSuccess: (discount) => storeCode(discount),
  });
}
