/**
 * `npm run admin -- grant <email> <role>` / `revoke <email>`: give an account a staff role
 * (admin, moderator, operator, support; common/staff.ts) or take it away (back to member), with
 * an audit entry by the actor "cli" (issue "Back office"). The first admin is made this way; later
 * ones also on the back office's staff page (/admin/staff). With the embedded database it refuses
 * while the site runs (stop it first); with PostgreSQL it works while the site runs
 * (`admin-command.ts`).
 */
import { loadConfig } from '../config.ts';
import { systemClock } from '../lib/clock.ts';
import { ADMIN_USAGE, parseAdminArgs, runAdminCommand } from './admin-command.ts';

const args = process.argv.slice(2);
// The usage first: wrong arguments need no configuration.
if (!parseAdminArgs(args)) {
  console.error(ADMIN_USAGE);
  process.exit(2);
}
const outcome = await runAdminCommand(args, loadConfig(), { clock: systemClock });
if (outcome.code === 0) console.log(outcome.message);
else console.error(outcome.message);
process.exit(outcome.code);
