/**
 * `npm run admin -- grant <email>` / `revoke <email>`: give or take the admin role (photo review).
 */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { users } from '../db/schema/index.ts';

const [action, email] = process.argv.slice(2);
if ((action !== 'grant' && action !== 'revoke') || !email) {
  console.error('usage: npm run admin -- grant|revoke <email>');
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const rows = await database.db
  .update(users)
  .set({ role: action === 'grant' ? 'admin' : 'member' })
  .where(eq(users.email, email.trim().toLowerCase()))
  .returning({ id: users.id });
await database.close();
if (rows.length === 0) {
  console.error(`no member with e-mail ${email}`);
  process.exit(1);
}
console.log(`${email} is ${action === 'grant' ? 'now an admin' : 'no longer an admin'}`);
