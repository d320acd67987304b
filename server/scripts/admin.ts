/**
 * `npm run admin -- grant <email> <role>` / `revoke <email>`: give an account a staff role
 * (admin, moderator, operator, support; common/staff.ts) or take it away (back to member), with
 * an audit entry by the actor "cli" (issue "Back office"). The first admin is made this way; later
 * ones also on the back office's staff page (/admin/staff).
 */
import { type Role, STAFF_ROLES } from '@common/staff';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { systemClock } from '../lib/clock.ts';
import { grantRoleFromCli } from '../modules/staff/roles.ts';

const USAGE = `usage: npm run admin -- grant <email> <${STAFF_ROLES.join('|')}>
       npm run admin -- revoke <email>`;

const [action, email, roleArg, ...rest] = process.argv.slice(2);
const role: Role | null =
  action === 'revoke' && !roleArg
    ? 'member'
    : action === 'grant' && STAFF_ROLES.find((r) => r === roleArg)
      ? (roleArg as Role)
      : null;
if (!email || !role || rest.length > 0) {
  console.error(USAGE);
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const change = await grantRoleFromCli(database.db, email, role, systemClock.now());
await database.close();
if (!change) {
  console.error(`no member with e-mail ${email}`);
  process.exit(1);
}
console.log(`${change.email}: ${change.before} → ${change.role}`);
