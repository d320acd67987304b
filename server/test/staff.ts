import { AUTH_COOKIE } from '@common/constants';
import type { StaffRole } from '@common/staff';
import { hashToken } from '../lib/tokens.ts';
import { buildMember, login, type TestApp } from './helpers.ts';

/**
 * A staff member with `role` and a session that passed the second factor (as after the TOTP
 * step; tests of the TOTP step itself sign in through `/api/staff/2fa/*`). Answers the account
 * and the cookie header for `app.inject` (with `origin` for writes: `staffHeaders`).
 */
export async function buildStaff(
  t: TestApp,
  role: StaffRole,
  overrides: Parameters<typeof buildMember>[1] = {},
): Promise<{ id: number; email: string; cookie: string }> {
  const staff = await buildMember(t, { ...overrides, role });
  const cookie = await login(t, staff.email);
  const token = cookie.slice(AUTH_COOKIE.length + 1);
  await t.app.deps.sessions.markStaffVerified(hashToken(token));
  return { ...staff, cookie };
}

/** Headers of a same-site staff request: the session cookie and the site's Origin (CSRF check). */
export function staffHeaders(t: TestApp, cookie: string): Record<string, string> {
  return { cookie, origin: t.app.deps.config.publicUrl };
}
