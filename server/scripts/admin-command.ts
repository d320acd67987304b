/**
 * What `npm run admin -- grant <email> <role>` / `revoke <email>` does (`admin.ts` runs it with
 * the process's arguments and configuration): give an account a staff role or take it away,
 * audited as actor "cli" (issue "Back office"; docs/security.md "Operator console and staff
 * factors").
 *
 * - Embedded database (DATA_DIR): refused, changing nothing, while a running server has the data
 *   folder open (`db/data-lock.ts`): its writes would be lost and would damage the folder.
 * - PostgreSQL (DATABASE_URL): works while the site runs. Every server process forgets the
 *   account's cached sessions at once through the realtime bus (REDIS_URL); without Redis (one
 *   server process) they pick the role up within `SESSION_CACHE_S` seconds.
 */
import { type Role, STAFF_ROLES } from '@common/staff';
import type { Config } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { DataDirInUseError } from '../db/data-lock.ts';
import type { Clock } from '../lib/clock.ts';
import { rebuildRollups } from '../modules/figures/rollups.ts';
import { type Bus, createRedisBus } from '../modules/realtime/bus.ts';
import { grantRoleFromCli } from '../modules/staff/roles.ts';

/** The command's usage text (exit code 2). */
export const ADMIN_USAGE = `usage: npm run admin -- grant <email> <${STAFF_ROLES.join('|')}>
       npm run admin -- revoke <email>
       npm run admin -- figures-rebuild`;

/** The outcome: the exit code and the line to print (stdout for 0, stderr otherwise). */
export interface AdminOutcome {
  code: 0 | 1 | 2;
  message: string;
}

/** The account's e-mail address and the role to give (`member` for revoke), or null for bad arguments. */
export function parseAdminArgs(args: readonly string[]): { email: string; role: Role } | null {
  const [action, email, roleArg, ...rest] = args;
  const role: Role | null =
    action === 'revoke' && !roleArg
      ? 'member'
      : action === 'grant' && STAFF_ROLES.find((r) => r === roleArg)
        ? (roleArg as Role)
        : null;
  return email && role && rest.length === 0 ? { email, role } : null;
}

/**
 * Run `grant|revoke` with `args` (the words after `npm run admin --`) against `config`'s database,
 * or against `options.database` when given (tests: the one a running test app uses). After the
 * change, `options.bus` (default: Redis pub/sub when `config.redisUrl` is set, else none) tells
 * every server process to forget the account's cached sessions (`session_ended` without session
 * ids: no socket closes). Answers exit 2 with the usage for bad arguments, 1 when there is no such
 * account or the embedded database is in use by a running server, 0 with `email: before → role`.
 */
export async function runAdminCommand(
  args: readonly string[],
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'redisUrl' | 'redisPrefix'>,
  options: { clock: Pick<Clock, 'now'>; database?: Database; bus?: Pick<Bus, 'publish' | 'close'> },
): Promise<AdminOutcome> {
  const rebuild = args.length === 1 && args[0] === 'figures-rebuild';
  const parsed = parseAdminArgs(args);
  if (!parsed && !rebuild) return { code: 2, message: ADMIN_USAGE };
  let database = options.database;
  if (!database) {
    try {
      database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
    } catch (error) {
      if (error instanceof DataDirInUseError) {
        return { code: 1, message: `Nothing changed. ${error.message}` };
      }
      throw error;
    }
  }
  if (!parsed) {
    try {
      const run = await rebuildRollups(database.db, options.clock.now());
      return { code: 0, message: `figures rollups rebuilt: ${run.from} to ${run.to}` };
    } finally {
      if (!options.database) await database.close();
    }
  }
  const { email, role } = parsed;
  let change: Awaited<ReturnType<typeof grantRoleFromCli>>;
  try {
    change = await grantRoleFromCli(database.db, email, role, options.clock.now());
  } finally {
    if (!options.database) await database.close();
  }
  if (!change) return { code: 1, message: `no member with e-mail ${email}` };
  const bus =
    options.bus ??
    (config.redisUrl ? createRedisBus(config.redisUrl, `${config.redisPrefix}realtime`) : undefined);
  if (bus) {
    try {
      await bus.publish({ userIds: [change.id], event: { type: 'session_ended', data: {} } });
    } finally {
      if (!options.bus) await bus.close();
    }
  }
  return { code: 0, message: `${change.email}: ${change.before} → ${change.role}` };
}
