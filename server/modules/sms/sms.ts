import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/sms.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Sends text messages (the SMS provider interface; issue: buying credits §7). `phone` is E.164
 * (`+31612345678`). Throws when the provider refuses or cannot be reached.
 */
export interface SmsSender {
  send(phone: string, body: string): Promise<void>;
}

/**
 * The local SMS outbox, the default without Twilio: `send` stores the message in `sms_outbox`
 * (read at /dev/sms on development servers); `recent` answers the newest ones.
 */
export function createSmsOutbox(deps: { db: Db; clock: Pick<Clock, 'now'> }) {
  const { db, clock } = deps;
  return {
    async send(phone: string, body: string) {
      await db.insert(smsOutbox).values({ phone, body, createdAt: clock.now() });
    },
    /** The newest `limit` messages, newest first. */
    recent: (limit: number) => db.select().from(smsOutbox).orderBy(sql`${smsOutbox.id} desc`).limit(limit),
  } satisfies SmsSender & Record<string, unknown>;
}

/** Twilio account settings: `TWILIO_ACCOUNT_SID`, `TWILIO_AUTH_TOKEN`, `TWILIO_FROM` (sender). */
export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  from: string;
  /** API base address; Twilio's own by default (tests point it at a local server). */
  apiBase?: string;
}

/**
 * The Twilio adapter: `POST /2010-04-01/Accounts/{sid}/Messages.json` with basic auth and the form
 * fields `To`, `From`, `Body`, as Twilio documents. A single documented call, made with the
 * platform's `fetch`. Throws an Error with Twilio's code and message when the message is refused.
 */
export function createTwilioSms(options: TwilioOptions): SmsSender {
  const base = (options.apiBase ?? 'https://api.twilio.com').replace(/\/$/, '');
  const auth = Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64');
  return {
    async send(phone, body) {
      const response = await fetch(
        `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`,
        {
          method: 'POST',
          headers: { authorization: `Basic ${auth}`, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ To: phone, From: options.from, Body: body }),
          signal: AbortSignal.timeout(10_000),
        },
      );
      if (!response.ok) {
        const problem = (await response.json().catch(() => ({}))) as { code?: number; message?: string };
        throw new Error(
          `Twilio refused the message (${response.status} ${problem.code ?? ''}): ${problem.message ?? ''}`,
        );
      }
    },
  };
}
