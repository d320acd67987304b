import type { Db } from './db/client.ts';
import { createDemoLogin, DEMO_LOGIN, seedDemoMembers } from './demo/demo.ts';
import type { Clock } from './lib/clock.ts';
import { hasAccounts } from './modules/auth/accounts.ts';
import { hashPassword } from './modules/auth/passwords.ts';

/**
 * On first start with an empty database: `demoMembers` generated members plus the demo login
 * (README). Does nothing when any account exists or `demoMembers` is 0. Answers the number of
 * members created. Goes through the modules (accounts, members), never their tables.
 */
export async function seedIfEmpty(db: Db, clock: Clock, demoMembers: number): Promise<number> {
  if (demoMembers === 0 || (await hasAccounts(db))) return 0;
  const created = await seedDemoMembers(db, { count: demoMembers, clock });
  await createDemoLogin(db, clock, await hashPassword(DEMO_LOGIN.password));
  return created + 1;
}
