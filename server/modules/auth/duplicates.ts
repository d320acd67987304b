/**
 * Duplicate-account signals (issue "Back office" §2): which other accounts share an address or a
 * device cookie with a member. Part of the auth module's owner-API beside `accounts.ts` (it reads
 * `users.signup_ip`, `users.signup_device_id` and the sessions' `ip` and `device_id`, which no
 * other module may read).
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';

/** What two accounts share: `signup_ip` (one's signup address is an address of the other), `session_ip`, `device`. */
export type DuplicateSignal = 'signup_ip' | 'session_ip' | 'device';

/** Another account sharing something with the member, and what it shares (each signal and value once). */
export interface DuplicateAccount {
  userId: number;
  shared: Array<{ signal: DuplicateSignal; value: string }>;
}

/**
 * The accounts other than `userId` that share its signup address, an address of one of its
 * sessions, or a device cookie (at signup or of a session) with it: at most `limit` accounts, the
 * one sharing the most first, then the newest account. One query; [] for an unknown member.
 * Addresses of sessions that ended (logout, ban) are no longer known.
 */
export async function duplicateAccounts(
  db: Db | Tx,
  userId: number,
  limit = 100,
): Promise<DuplicateAccount[]> {
  const result = await db.execute(sql`
    with mine_ip as (
      select ${users.signupIp} as ip, 'signup' as src from ${users}
       where ${users.id} = ${userId} and ${users.signupIp} is not null
      union
      select ${sessions.ip}, 'session' from ${sessions}
       where ${sessions.userId} = ${userId} and ${sessions.ip} is not null),
    mine_dev as (
      select ${users.signupDeviceId} as device from ${users}
       where ${users.id} = ${userId} and ${users.signupDeviceId} is not null
      union
      select ${sessions.deviceId} from ${sessions}
       where ${sessions.userId} = ${userId} and ${sessions.deviceId} is not null),
    other_ip as (
      select ${users.id} as user_id, ${users.signupIp} as ip, 'signup' as src from ${users}
       where ${users.signupIp} in (select ip from mine_ip) and ${users.id} <> ${userId}
      union
      select ${sessions.userId}, ${sessions.ip}, 'session' from ${sessions}
       where ${sessions.ip} in (select ip from mine_ip) and ${sessions.userId} <> ${userId}),
    other_dev as (
      select ${users.id} as user_id, ${users.signupDeviceId} as device from ${users}
       where ${users.signupDeviceId} in (select device from mine_dev) and ${users.id} <> ${userId}
      union
      select ${sessions.userId}, ${sessions.deviceId} from ${sessions}
       where ${sessions.deviceId} in (select device from mine_dev) and ${sessions.userId} <> ${userId}),
    shared as (
      select distinct o.user_id,
             case when m.src = 'signup' or o.src = 'signup' then 'signup_ip' else 'session_ip' end as signal,
             o.ip as value
        from other_ip o join mine_ip m on m.ip = o.ip
      union
      select distinct user_id, 'device', device from other_dev)
    select user_id, json_agg(json_build_object('signal', signal, 'value', value)
                             order by signal, value) as shared
      from shared
     group by user_id
     order by count(*) desc, user_id desc
     limit ${limit}`);
  const rows = (result as unknown as { rows: Array<{ user_id: number; shared: DuplicateAccount['shared'] }> })
    .rows;
  return rows.map((r) => {
    // One address can be shared both ways (signup and session): keep the strongest signal once.
    const seen = new Set<string>();
    const shared = r.shared
      .sort((a, b) => (a.signal === 'signup_ip' ? -1 : b.signal === 'signup_ip' ? 1 : 0))
      .filter((s) => {
        const key = `${s.signal === 'device' ? 'd' : 'ip'}:${s.value}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    return { userId: Number(r.user_id), shared };
  });
}
