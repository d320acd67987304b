/**
 * `npm run admin -- grant <email>` / `revoke <email>`: give or take the admin role (photo review).
 */
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { setRole } from '../modules/auth/accounts.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('usage: npm run admin -- grant|revoke <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const found = await setRole(database.db, email, action === 'grant' ? 'admin' : 'member');
await database.close();
if (!found) {
  console.error(`no member with e-mail ${email}`);
  process.exit(1);
}
console.log(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}`);
