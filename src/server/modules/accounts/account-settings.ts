import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { sessions, users } from '#src/server/db/schema/accounts.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { isUniqueViolation } from '#src/server/lib/pg-errors.ts';
import type { AccountMail } from '#src/server/mail/account-mail.ts';
import { accountLocale } from '#src/server/mail/locale.ts';
import type {
  EmailChangeInput,
  PasswordChangeInput,
  ProfileInput,
} from '#src/shared/contracts/account-settings.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { consumeToken, issueToken, LINK_EXPIRED, newToken, revokeTokens } from './account-tokens';
import { hashPassword, verifyPassword } from './password';
import { sessionIdOf, userColumns } from './sessions';
import type { UsersAdminService } from './users-admin';

export const WRONG_CURRENT_PASSWORD = 'accounts.currentPasswordNotCorrect';
const EMAIL_TAKEN = 'accounts.eMailAddressBelongsAnother';
const SAME_EMAIL = 'accounts.alreadyEMailAddressAccount';

/** What a signed-in person changes about their own account: names, address, password, its existence. */
export function accountSettingsService(
  db: Db,
  mail: Pick<AccountMail, 'emailChangeConfirm' | 'emailChanged' | 'passwordChanged' | 'deleted'>,
  usersAdmin: Pick<UsersAdminService, 'removeSelf'>,
) {
  /** A wrong current password is a field error, so the form shows it under that field. */
  async function checkPassword(userId: number, password: string): Promise<void> {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!(await verifyPassword(row?.passwordHash, password))) {
      throw new AppError('VALIDATION', WRONG_CURRENT_PASSWORD, {
        issues: [issue('currentPassword', WRONG_CURRENT_PASSWORD)],
      });
    }
  }

  return {
    checkPassword,

    /** PUT /api/account/locale */
    async setLocale(userId: number, locale: 'en' | 'es'): Promise<void> {
      await db.update(users).set({ locale }).where(eq(users.id, userId));
    },

    /** PATCH /api/account */
    async updateProfile(userId: number, input: ProfileInput): Promise<PublicUser> {
      const [row] = await db
        .update(users)
        .set({ firstName: input.firstName, lastName: input.lastName })
        .where(eq(users.id, userId))
        .returning(userColumns);
      if (!row) throw new AppError('NOT_FOUND', 'accounts.userNotFound');
      return row;
    },

    /**
     * POST /api/account/email: mails a confirmation link to the new address. The account keeps its
     * address until the link is used, so a typo never locks anyone out. Whether another account has
     * the address is decided when the link is used, by whoever reads that mailbox.
     */
    async requestEmailChange(user: PublicUser, input: EmailChangeInput): Promise<void> {
      if (input.email.toLowerCase() === user.email.toLowerCase()) {
        throw new AppError('VALIDATION', SAME_EMAIL, { issues: [issue('email', SAME_EMAIL)] });
      }
      await checkPassword(user.id, input.currentPassword);
      const { token, hash } = newToken();
      await db.transaction(async (tx) => {
        await issueToken(tx, user.id, 'email-change', hash, input.email);
        await mail.emailChangeConfirm(
          tx,
          { ...user, locale: await accountLocale(tx, user.id) },
          input.email,
          token,
        );
      });
    },

    /** POST /api/account/email/confirm: the link's owner proves the mailbox; the address changes now. */
    async confirmEmailChange(token: string): Promise<{ email: string }> {
      try {
        return await db.transaction(async (tx) => {
          const spent = await consumeToken(tx, 'email-change', token);
          if (!spent?.newEmail) throw new AppError('BAD_REQUEST', LINK_EXPIRED);
          const newEmail = spent.newEmail;
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(sql`lower(${users.email}) = lower(${newEmail})`, ne(users.id, spent.userId)))
            .limit(1);
          // Thrown inside the transaction: it rolls back, so the link still works once the address is free.
          if (taken) throw new AppError('CONFLICT', EMAIL_TAKEN);
          const [before] = await tx
            .select({ firstName: users.firstName, email: users.email, locale: users.locale })
            .from(users)
            .where(eq(users.id, spent.userId))
            .for('update');
          if (!before) throw new AppError('BAD_REQUEST', LINK_EXPIRED);
          await tx.update(users).set({ email: newEmail }).where(eq(users.id, spent.userId));
          // A reset link mailed to the old address must not reach the account through that mailbox.
          await revokeTokens(tx, spent.userId, 'password-reset');
          if (before.email.toLowerCase() !== newEmail.toLowerCase()) {
            await mail.emailChanged(tx, before, newEmail);
          }
          return { email: newEmail };
        });
      } catch (err) {
        // Another account took the address between the check and the update (the unique index).
        if (isUniqueViolation(err)) throw new AppError('CONFLICT', EMAIL_TAKEN);
        throw err;
      }
    },

    /** POST /api/account/password: the session making the change stays; every other one ends. */
    async changePassword(user: PublicUser, sessionToken: string, input: PasswordChangeInput): Promise<void> {
      await checkPassword(user.id, input.currentPassword);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionIdOf(sessionToken))));
        // A reset link mailed before the change would undo it, and an address change asked for with
        // the old password would hand the account to whoever asked: both stop working.
        await revokeTokens(tx, user.id, 'password-reset', 'email-change');
        await mail.passwordChanged(tx, { ...user, locale: await accountLocale(tx, user.id) });
      });
    },

    /**
     * DELETE /api/account: the same cascade as a developer's delete, files included, and a mail
     * that confirms it (in the account's language, read while the account still exists).
     */
    async deleteAccount(user: PublicUser, currentPassword: string): Promise<void> {
      await checkPassword(user.id, currentPassword);
      const locale = await accountLocale(db, user.id);
      await usersAdmin.removeSelf(user, (tx) => mail.deleted(tx, { ...user, locale }));
    },
  };
}

export type AccountSettingsService = ReturnType<typeof accountSettingsService>;
