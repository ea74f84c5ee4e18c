import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { accountTokens } from '#src/server/db/schema/accounts.ts';

export type TokenKind = 'password-reset' | 'email-change';

/** How long a mailed link works: a reset is short-lived; a new address may take a day to be read. */
const TOKEN_LIFETIME_MINUTES: Record<TokenKind, number> = {
  'password-reset': 30,
  'email-change': 24 * 60,
};

export const LINK_EXPIRED = 'accounts.linkExpiredAlreadyUsedAsk';

/** The mailed link carries 256 random bits; the table holds only their SHA-256, so a leak opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/**
 * Writes a link for `userId`. The account's earlier unused links of the same kind stop working (the
 * newest mail is the one that counts), and its spent or expired ones are cleared away.
 */
export async function issueToken(
  tx: Db,
  userId: number,
  kind: TokenKind,
  hash: string,
  newEmail?: string,
): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(
      and(
        eq(accountTokens.userId, userId),
        or(eq(accountTokens.kind, kind), lt(accountTokens.expiresAt, sql`now()`)),
      ),
    );
  await tx.insert(accountTokens).values({
    userId,
    kind,
    tokenHash: hash,
    newEmail: newEmail ?? null,
    expiresAt: sql`now() + make_interval(mins => ${TOKEN_LIFETIME_MINUTES[kind]})`,
  });
}

/** The row of a link of this kind that is neither used nor expired. */
const liveToken = (kind: TokenKind, token: string) =>
  and(
    eq(accountTokens.tokenHash, hashToken(token)),
    eq(accountTokens.kind, kind),
    isNull(accountTokens.usedAt),
    sql`${accountTokens.expiresAt} > now()`,
  );

/** The account a live link belongs to, without spending it (a cheap check before costly work). */
export async function peekToken(db: Db, kind: TokenKind, token: string): Promise<number | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(liveToken(kind, token))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Spends a link: one statement marks it used only if it is unused and unexpired, so of two
 * requests racing with the same link exactly one gets the row back.
 */
export async function consumeToken(
  tx: Db,
  kind: TokenKind,
  token: string,
): Promise<{ userId: number; newEmail: string | null } | null> {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: sql`now()` })
    .where(liveToken(kind, token))
    .returning({ userId: accountTokens.userId, newEmail: accountTokens.newEmail });
  return row ?? null;
}

/**
 * Makes every unused link of these kinds stop working. A change to the password or the address
 * ends the links of both kinds: a link mailed before the change must not undo it or take the
 * account over afterwards.
 */
export async function revokeTokens(tx: Db, userId: number, ...kinds: TokenKind[]): Promise<void> {
  await tx
    .delete(accountTokens)
    .where(
      and(eq(accountTokens.userId, userId), inArray(accountTokens.kind, kinds), isNull(accountTokens.usedAt)),
    );
}
