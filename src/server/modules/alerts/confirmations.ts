import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { alertAddresses, alertAddressKey, alertConfirmations } from '#src/server/db/schema/leads.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';

/** How long a confirmation link works. */
const CONFIRMATION_DAYS = 7;
/** Spent and expired confirmation links are kept this long after they expire, then removed. */
const CONFIRMATION_KEPT_DAYS = 30;

/** What a confirmation link's page shows: whether it still confirms, already did, or has expired. */
export type ConfirmationState = 'pending' | 'confirmed' | 'expired';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export const invalidLink = () => new AppError('NOT_FOUND', 'leads.linkNotValidMayBeen');

/**
 * The confirmation of an address for week alerts (docs/decisions/039-alerts-double-opt-in.md): a
 * request's receipt carries a one-use link, kept only as its hash, that confirms the address by a
 * click on the page it opens (never by the GET a mail scanner makes).
 */
export function addressConfirmations(db: Db, publicUrl: string) {
  /** Confirms `email` for alerts from now on when it already is; otherwise writes a link that will. */
  async function confirmationFor(tx: Db, email: string): Promise<{ confirmed: true } | { link: string }> {
    const address = alertAddressKey(sql`${email}::text`);
    const [known] = await tx
      .select({ confirmedAt: alertAddresses.confirmedAt })
      .from(alertAddresses)
      .where(eq(alertAddresses.email, address))
      .limit(1);
    if (known?.confirmedAt) return { confirmed: true as const };
    const token = randomBytes(32).toString('base64url');
    await tx.execute(
      sql`delete from ${alertConfirmations} where expires_at < now() - make_interval(days => ${CONFIRMATION_KEPT_DAYS})`,
    );
    await tx.insert(alertConfirmations).values({
      tokenHash: hashToken(token),
      email: address,
      expiresAt: sql`now() + make_interval(days => ${CONFIRMATION_DAYS})`,
    });
    return { link: `${publicUrl}/alerts/confirm?token=${token}` };
  }

  /** A link's state; a token never written (or long removed) is not found. */
  async function confirmationState(token: string): Promise<ConfirmationState> {
    const [row] = rowsOf<{ used: boolean; expired: boolean; confirmed: boolean }>(
      await db.execute(sql`
        select c.used_at is not null as used, c.expires_at <= now() as expired,
          a.confirmed_at is not null as confirmed
        from ${alertConfirmations} c left join ${alertAddresses} a on a.email = c.email
        where c.token_hash = ${hashToken(token)}`),
    );
    if (!row) throw invalidLink();
    // A used link shows 'confirmed' while its address still is (a second click, a reload), and
    // counts as spent once the address stopped its alerts: it never confirms it again.
    if (row.used) return row.confirmed ? 'confirmed' : 'expired';
    return row.expired ? 'expired' : 'pending';
  }

  /**
   * The click on a confirmation link's page: the address gets alerts from now on (every live
   * request naming it, and later ones without asking again). The link works once, within its
   * days; a second click answers the address's state without changing it.
   */
  async function confirm(token: string): Promise<ConfirmationState> {
    const confirmed = await db.transaction(async (tx) => {
      const [used] = rowsOf<{ email: string }>(
        await tx.execute(sql`
          update ${alertConfirmations} set used_at = now()
          where token_hash = ${hashToken(token)} and used_at is null and expires_at > now()
          returning email`),
      );
      if (!used) return false;
      await tx
        .insert(alertAddresses)
        .values({ email: used.email, confirmedAt: sql`now()` })
        .onConflictDoUpdate({ target: alertAddresses.email, set: { confirmedAt: sql`now()` } });
      return true;
    });
    return confirmed ? 'confirmed' : confirmationState(token);
  }

  return { confirmationFor, confirmationState, confirm };
}
