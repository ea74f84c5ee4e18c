import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isUniqueViolation } from '#src/server/lib/pg-errors.ts';
import type { AccountMail } from '#src/server/mail/account-mail.ts';
import type { Role } from '#src/shared/constants.ts';
import type { LoginInput, PublicUser, RegisterInput } from '#src/shared/contracts/accounts.ts';
import { hashPassword, verifyPassword } from './password';
import { userColumns } from './sessions';

export const INVALID_CREDENTIALS = 'accounts.invalidUsernamePassword';

export interface NewUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  role?: Role;
  active?: boolean;
}

/** What registration answers: the new account, or only "check your e-mail" when the address has one. */
export type Registration = { user: PublicUser } | { checkEmail: true };

export const CHECK_EMAIL = 'accounts.checkEMailContinue';
const USERNAME_TAKEN = 'accounts.usernameAlreadyTaken';

export function accountsService(db: Db, mail?: Pick<AccountMail, 'welcome' | 'registrationAttempt'>) {
  async function findByUsernameOrEmail(username: string, email: string) {
    const rows = await db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`)
      .limit(2);
    return rows;
  }

  async function duplicateError(username: string, email: string): Promise<AppError> {
    const rows = await findByUsernameOrEmail(username, email);
    const nameTaken = rows.some((r) => r.username.toLowerCase() === username.toLowerCase());
    return new AppError('CONFLICT', nameTaken ? USERNAME_TAKEN : 'accounts.accountEmailAlreadyExists');
  }

  return {
    /** Creates an account. Role and active come only from trusted callers (the admin CLI), never a request. */
    async createUser(input: NewUser, welcome = false): Promise<PublicUser> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(users)
            .values({
              username: input.username.trim(),
              passwordHash,
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              email: input.email.trim(),
              role: input.role ?? 'user',
              active: input.active ?? false,
            })
            .returning(userColumns);
          // The welcome mail exists only if the account does (decision 019).
          if (welcome && mail) await mail.welcome(tx, row);
          return row;
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw await duplicateError(input.username, input.email);
        throw err;
      }
    },

    /**
     * Public registration: whatever the body says, the account is a plain inactive user. An address
     * that already has an account is never confirmed to the caller: nothing is created, and the
     * address's owner is told by mail (decision 019, "Account links"). Usernames are public, so a
     * taken one is said plainly. `mayMailOwner` false (the address's daily mail cap is used up, decision
     * 040) skips that mail and nothing else.
     */
    async register(input: RegisterInput, locale?: 'en' | 'es', mayMailOwner = true): Promise<Registration> {
      // Hashed first whatever happens next, so the answer takes as long for a known address.
      const passwordHash = await hashPassword(input.password);
      const username = input.username.trim();
      const email = input.email.trim();
      const attempt = () =>
        db.transaction(async (tx): Promise<Registration> => {
          const taken = await tx
            .select({
              username: users.username,
              email: users.email,
              firstName: users.firstName,
              locale: users.locale,
            })
            .from(users)
            .where(
              sql`lower(${users.username}) = lower(${username}) or lower(${users.email}) = lower(${email})`,
            )
            .limit(2);
          if (taken.some((r) => r.username.toLowerCase() === username.toLowerCase())) {
            throw new AppError('CONFLICT', USERNAME_TAKEN);
          }
          const owner = taken.find((r) => r.email.toLowerCase() === email.toLowerCase());
          if (owner) {
            // Past the address's daily mail cap the answer stays the same; only the mail is skipped.
            if (mail && mayMailOwner) await mail.registrationAttempt(tx, owner);
            return { checkEmail: true };
          }
          const [user] = await tx
            .insert(users)
            .values({
              username,
              passwordHash,
              firstName: input.firstName.trim(),
              lastName: input.lastName.trim(),
              email,
              role: 'user',
              active: false,
              // The language the person registered in: their mail follows it until they change it.
              locale: locale ?? null,
            })
            .returning(userColumns);
          // The welcome mail exists only if the account does (decision 019).
          if (mail) await mail.welcome(tx, { ...user, locale });
          return { user };
        });
      try {
        return await attempt();
      } catch (err) {
        // Two registrations raced for the same name or address: the second, asked again, sees the first.
        if (isUniqueViolation(err)) return attempt();
        throw err;
      }
    },

    /** The account's chosen language, if any. */
    /** At sign-in: saves a language chosen on the browser, else answers the account's own (or null). */
    async syncLocale(userId: number, chosen: 'en' | 'es' | null): Promise<'en' | 'es' | null> {
      if (!chosen) return this.localeOf(userId);
      await db
        .update(users)
        .set({ locale: chosen })
        .where(sql`${users.id} = ${userId} and ${users.locale} is distinct from ${chosen}`);
      return chosen;
    },

    async localeOf(userId: number): Promise<'en' | 'es' | null> {
      const [row] = await db
        .select({ locale: users.locale })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row?.locale ?? null;
    },

    async authenticate(input: LoginInput): Promise<PublicUser> {
      const [row] = await db
        .select({ ...userColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${input.username})`)
        .limit(1);
      const ok = await verifyPassword(row?.passwordHash, input.password);
      if (!row || !ok) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
      const { passwordHash: _hash, ...user } = row;
      return user;
    },

    /** The id of the account with this username (case ignored), or null. */
    async idByUsername(username: string): Promise<number | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row?.id ?? null;
    },

    async findByUsername(username: string): Promise<PublicUser | null> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(sql`lower(${users.username}) = lower(${username})`)
        .limit(1);
      return row ?? null;
    },

    async setRole(userId: number, role: Role): Promise<PublicUser> {
      const [row] = await db.update(users).set({ role }).where(eq(users.id, userId)).returning(userColumns);
      if (!row) throw new AppError('NOT_FOUND', 'accounts.userNotFound');
      return row;
    },

    async setActive(userId: number, active: boolean): Promise<PublicUser> {
      const [row] = await db.update(users).set({ active }).where(eq(users.id, userId)).returning(userColumns);
      if (!row) throw new AppError('NOT_FOUND', 'accounts.userNotFound');
      return row;
    },
  };
}

export type AccountsService = ReturnType<typeof accountsService>;

/**
 * Activates an account whose membership payment was just confirmed (decision 010). It takes the
 * caller's transaction, so the activation commits with the payment's success or not at all.
 */
export async function activateForPayment(
  db: Db | Parameters<Parameters<Db['transaction']>[0]>[0],
  userId: number,
): Promise<void> {
  await db.update(users).set({ active: true }).where(eq(users.id, userId));
}
