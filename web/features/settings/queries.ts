import { okAnswer } from '@common/schemas/shared';
import { useMutation } from '@tanstack/react-query';
import { type ApiError, api } from '../../lib/api';

/** The password form's values (API.md `PUT /api/account/password`). */
export interface PasswordChange {
  old_password: string;
  password: string;
  password_repeat: string;
}

/**
 * Change the password (API.md `PUT /api/account/password`); the member's other sessions end.
 * Throws ApiError `validation` with per-field messages (wrong old password, weak new one).
 */
export function useChangePassword() {
  return useMutation<unknown, ApiError, PasswordChange>({
    mutationFn: (body) => api('/api/account/password', { method: 'PUT', body, schema: okAnswer }),
  });
}

/**
 * Ask to change the e-mail address (API.md `POST /api/account/email`): a confirmation link goes to
 * the new address. Throws ApiError `validation` (field `email`) or `email_taken`.
 */
export function useChangeEmail() {
  return useMutation<unknown, ApiError, string>({
    mutationFn: (email) => api('/api/account/email', { method: 'POST', body: { email }, schema: okAnswer }),
  });
}
