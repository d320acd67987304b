/**
 * One-time tokens of the auth module (activation, password reset, e-mail change): 256-bit random
 * tokens mailed as links, stored only as SHA-256 in `tokens`, each usable once before it expires.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { tokens } from '../../db/schema/accounts.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

/** What a one-time token is for. */
export type TokenKind = (typeof tokens.$inferInsert)['kind'];

/** A consumed token's row: its owner `userId` and its `payload` (e.g. the new e-mail address). */
export type TokenRow = typeof tokens.$inferSelect;

/**
 * Store a new token of `kind` for `userId`, valid `ttlSeconds` from `now`, with an optional
 * string `payload`; answers the token itself (for the mailed link), never stored in clear.
 */
export async function issueToken(
  db: Db | Tx,
  now: Date,
  token: { userId: number; kind: TokenKind; ttlSeconds: number; payload?: Record<string, string> },
): Promise<string> {
  const value = newToken();
  await db.insert(tokens).values({
    id: hashToken(value),
    userId: token.userId,
    kind: token.kind,
    payload: token.payload ?? {},
    createdAt: now,
    expiresAt: new Date(now.getTime() + token.ttlSeconds * 1000),
  });
  return value;
}

/**
 * Mark `token` of `kind` used at `now` and answer its row, atomically (one UPDATE ... RETURNING,
 * so two clicks cannot both succeed); null when it is unknown, used or expired.
 */
export async function consumeToken(
  db: Db | Tx,
  now: Date,
  token: string,
  kind: TokenKind,
): Promise<TokenRow | null> {
  const [row] = await db
    .update(tokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(tokens.id, hashToken(token)),
        eq(tokens.kind, kind),
        isNull(tokens.usedAt),
        gt(tokens.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
