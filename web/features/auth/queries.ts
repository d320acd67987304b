import type { okAnswer } from '@common/schemas/shared';
import type { ApiUser, SignupBody, userAnswer } from '@common/schemas/user';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Answer, type ApiError, api } from '../../lib/api';
import { shellKeys } from '../../lib/queries';

/** The login form's values (SPEC §7 `POST /api/user.php`). */
export interface LoginValues {
  email: string;
  password: string;
}

/**
 * Log in (SPEC §7 `POST /api/user.php`): puts the answered member into the cache and asks user.php
 * once more; the mutation settles after that. Throws ApiError `login_failed`, `login_blocked`
 * (with `minutes`), `rate_limited` (with `seconds`: a new address of an account under attack
 * waits that long), `account_banned`, `account_deleted`.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<{ user: ApiUser | null }, ApiError, LoginValues>({
    mutationFn: (values) => api<Answer<typeof userAnswer>>('/api/user.php', { method: 'POST', body: values }),
    onSuccess: (answer) => {
      queryClient.setQueryData(shellKeys.user, answer.user);
      return queryClient.invalidateQueries({ queryKey: shellKeys.user });
    },
  });
}

/**
 * Create an account (API.md `POST /api/signup`, SPEC §5 rules); answers the new member (signed in).
 * The caller puts it into the cache when its progress animation ends. Throws ApiError
 * `validation` (fields), `email_taken`, `signups_closed`.
 */
export function useSignup() {
  return useMutation<{ user: ApiUser | null }, ApiError, SignupBody>({
    mutationFn: (body) => api<Answer<typeof userAnswer>>('/api/signup', { method: 'POST', body }),
  });
}

/**
 * Hook answering a function that ends the session (`GET /api/logout.php`), this browser's push
 * subscription (`stopPush`) and forgets every cached answer.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await api<Answer<typeof okAnswer>>('/api/logout.php');
    // No pushes about this member on this browser any more (loaded on demand: members only).
    await import('../../lib/push').then((push) => push.stopPush());
    queryClient.clear();
    queryClient.setQueryData(shellKeys.user, null);
  }, [queryClient]);
}

/** SPEC §4 "send again": a new activation mail (`POST /api/activation/resend`); ApiError `rate_limited`. */
export function useResendActivation() {
  return useMutation<unknown, ApiError>({
    mutationFn: () => api<Answer<typeof okAnswer>>('/api/activation/resend', { method: 'POST' }),
  });
}

/** API.md `POST /api/password-reset` with the e-mail address; the answer is the same for every address. */
export function useRequestReset() {
  return useMutation<unknown, ApiError, string>({
    mutationFn: (email) =>
      api<Answer<typeof okAnswer>>('/api/password-reset', { method: 'POST', body: { email } }),
  });
}

/**
 * API.md `POST /api/password-reset/do`: a new password with the link's token; every session ends,
 * so the member is signed out in the cache too. Throws ApiError `link_expired`, `validation`.
 */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { token: string; password: string }>({
    mutationFn: (body) => api<Answer<typeof okAnswer>>('/api/password-reset/do', { method: 'POST', body }),
    onSuccess: () => {
      queryClient.setQueryData(shellKeys.user, null);
    },
  });
}

/** `POST /api/mail-change/do`: confirm a new e-mail address with the link's token, then reload the member. */
export function useConfirmMailChange(token: string) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError>({
    mutationFn: () =>
      api<Answer<typeof okAnswer>>('/api/mail-change/do', { method: 'POST', body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shellKeys.user }),
  });
}
