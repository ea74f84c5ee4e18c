import { eq, sql } from 'drizzle-orm';
import type { Config } from '#src/server/config.ts';
import type { Db } from '#src/server/db/client.ts';
import { sessions, users } from '#src/server/db/schema/accounts.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { AttemptLimiter, LimiterStore } from '#src/server/lib/rate-limit.ts';
import type { AccountMail } from '#src/server/mail/account-mail.ts';
import type {
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '#src/shared/contracts/account-settings.ts';
import { consumeToken, issueToken, LINK_EXPIRED, newToken, peekToken, revokeTokens } from './account-tokens';
import type { Device } from './device-cookie';
import { hashPassword } from './password';

/** The durable queue's jobs of forgotten-password requests (created with the others, jobs/install.ts). */
export const PASSWORD_RESET_QUEUE = 'password-reset';

/** What a request hands the job: the address asked for, and the browser's device cookie if it had one. */
interface ResetJob {
  email: string;
  device: Device | null;
}

export interface PasswordResetLimits {
  /** Requests acted on per client network (beyond: the same answer, nothing queued). */
  perNetwork: AttemptLimiter;
  /** Reset mails per address asked for, for browsers unknown to the account. */
  perAddress: AttemptLimiter;
  /** Reset mails per browser that signed in to the account before, its own allowance. */
  perDevice: AttemptLimiter;
}

/**
 * The reset limits (decision 040): requests acted on per client network, as before; mails per
 * address a day for unknown browsers, generous enough that a handful of strangers cannot use them
 * up; and a browser that signed in before gets the per-window allowance of its own.
 */
export function passwordResetLimits(store: LimiterStore, config: Config): PasswordResetLimits {
  const l = config.rateLimits;
  return {
    perNetwork: store.limiter('reset-ip', l.passwordResetAttempts * 4, l.passwordResetWindowSeconds),
    perAddress: store.limiter('reset-mail', l.accountMailsPerDay, 24 * 3600),
    perDevice: store.limiter('reset-device', l.passwordResetAttempts, l.passwordResetWindowSeconds),
  };
}

/**
 * Forgot password (decision 019, "Account links"): a single-use link valid for 30 minutes, stored
 * only as a hash; using it sets the password and ends every session of the account. A request
 * does the same work whatever the address and whatever the limits say (decision 040): it counts the
 * client's network and queues one job; the job looks the address up and mails, or does nothing.
 */
export function passwordResetService(
  db: Db,
  mail: Pick<AccountMail, 'passwordReset' | 'passwordChanged'>,
  jobs: Pick<JobQueue, 'send' | 'work'>,
  limits: PasswordResetLimits,
) {
  /** The job: mails a link when an account has the address and its allowance is not used up. */
  async function mailLink({ email, device }: ResetJob): Promise<void> {
    const [user] = await db
      .select({ id: users.id, firstName: users.firstName, email: users.email, locale: users.locale })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email})`)
      .limit(1);
    if (!user) return;
    // The account's own browser has its own allowance, so strangers using up the address's cap
    // never stop the owner's reset; past either cap, nothing is mailed and nobody is told.
    const allowed =
      device?.userId === user.id
        ? await limits.perDevice.tryConsume(device.key)
        : await limits.perAddress.tryConsume(user.email.toLowerCase());
    if (!allowed) return;
    const { token, hash } = newToken();
    await db.transaction(async (tx) => {
      await issueToken(tx, user.id, 'password-reset', hash);
      await mail.passwordReset(tx, user, token);
    });
  }

  return {
    /** Accepts a request: the caller answers the same whatever happens here. */
    async request(
      { email }: PasswordResetRequestInput,
      network: string,
      device: Device | null,
    ): Promise<void> {
      if (!(await limits.perNetwork.tryConsume(network))) return;
      const job: ResetJob = { email, device };
      await jobs.send(PASSWORD_RESET_QUEUE, job);
    },

    /** Starts handling queued requests in this process (each once across processes). */
    async startWorker(): Promise<void> {
      await jobs.work<ResetJob>(PASSWORD_RESET_QUEUE, mailLink);
    },

    async confirm({ token, password }: PasswordResetConfirmInput): Promise<void> {
      // A dead link is refused before the costly password hash; the update below decides for real.
      if (!(await peekToken(db, 'password-reset', token))) throw new AppError('BAD_REQUEST', LINK_EXPIRED);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        const spent = await consumeToken(tx, 'password-reset', token);
        if (!spent) throw new AppError('BAD_REQUEST', LINK_EXPIRED);
        const [user] = await tx
          .update(users)
          .set({ passwordHash })
          .where(eq(users.id, spent.userId))
          .returning({ firstName: users.firstName, email: users.email, locale: users.locale });
        if (!user) throw new AppError('BAD_REQUEST', LINK_EXPIRED);
        // Whoever held a session (perhaps the person who learned the old password) is signed out.
        await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
        // An address change asked for with the old password (perhaps by that same person) is void.
        await revokeTokens(tx, spent.userId, 'email-change');
        await mail.passwordChanged(tx, user);
      });
    },
  };
}

export type PasswordResetService = ReturnType<typeof passwordResetService>;
