/**
 * Staff in the browser journeys (issue "Back office"): making a member staff with a session past
 * the second factor, and the codes an authenticator app would show.
 */
import type { StaffRole } from '@common/staff';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { BrowserContext } from 'playwright-core';
import { users } from '../server/db/schema/index.ts';
import { hashToken } from '../server/lib/tokens.ts';
import type { Site } from './support.ts';

/**
 * Make a member from `memberContext` staff with `role`, their browser session already past the
 * second factor (journeys about the TOTP step itself sign in through the page instead).
 */
export async function promoteToStaff(
  site: Site,
  member: { id: number; context: BrowserContext },
  role: StaffRole,
): Promise<void> {
  await site.app.deps.database.db.update(users).set({ role }).where(eq(users.id, member.id));
  site.app.deps.sessions.forgetMember(member.id);
  const session = (await member.context.cookies()).find((c) => c.name === 'auth.session');
  if (!session) throw new Error('promoteToStaff: the context has no session');
  await site.app.deps.sessions.markStaffVerified(hashToken(session.value));
}

// The TOTP step each secret's last code belonged to: the server accepts a step once.
const lastTotpStep = new Map<string, number>();

/**
 * The code an authenticator app shows now for `secret` (base32, spaces allowed, as read from
 * `[data-testid=totp-secret]` at enrolment): SHA-1, 6 digits, 30 s. The server accepts each time
 * step once and one step of drift, so a second code within the same step is the next step's;
 * only a third within it waits for the clock (at most 30 s).
 */
export async function totpCode(secret: string): Promise<string> {
  const key = secret.replace(/\s/g, '').toUpperCase();
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(key) });
  const nowStep = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(nowStep(), (lastTotpStep.get(key) ?? -1) + 1);
  while (step > nowStep() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  lastTotpStep.set(key, step);
  return totp.generate({ timestamp: step * 30_000 });
}
