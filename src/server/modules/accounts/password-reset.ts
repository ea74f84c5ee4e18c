import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { sessions, users } from '#src/server/db/schema/accounts.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { AccountMail } from '#src/server/mail/account-mail.ts';
import type {
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
} from '#src/shared/contracts/account-settings.ts';
import { consumeToken, issueToken, LINK_EXPIRED, newToken, peekToken, revokeTokens } from './account-tokens';
import { hashPassword } from './password';

/**
 * Forgot password (decision 019, "Account links"): a single-use link valid for 30 minutes, stored
 * only as a hash; using it sets the password and ends every session of the account.
 */
export function passwordResetService(db: Db, mail: Pick<AccountMail, 'passwordReset' | 'passwordChanged'>) {
  return {
    /** Mails a link when an account has the address; the caller answers the same either way. */
    async request({ email }: PasswordResetRequestInput): Promise<void> {
      // The token is drawn and hashed before the lookup, so a known and an unknown address cost the same.
      const { token, hash } = newToken();
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, email: users.email, locale: users.locale })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`)
        .limit(1);
      if (!user) return;
      await db.transaction(async (tx) => {
        await issueToken(tx, user.id, 'password-reset', hash);
        await mail.passwordReset(tx, user, token);
      });
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
