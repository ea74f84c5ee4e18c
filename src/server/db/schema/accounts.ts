import { type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, requiredKey } from './columns';
import { trigramIndex } from './trigram';

/**
 * Accent folding that PostgreSQL and PGlite both have (`unaccent` is an extension PGlite may lack):
 * the accented letters of Spanish and its neighbours, folded by `translate` before `lower`.
 */
const ACCENTED = 'ÁÀÂÄÃÅáàâäãåÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÖÕóòôöõÚÙÛÜúùûüÑñÇçÝýÿ';
const PLAIN = 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyy';
/** The same folding, as SQL text around an expression (for hand-written statements). */
export const foldAccentsText = (expression: string) =>
  `lower(translate(${expression}, '${ACCENTED}', '${PLAIN}'))`;
export const foldAccents = (value: SQL) =>
  sql`lower(translate(${value}, ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${PLAIN}'`)}))`;

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    role: text('role', { enum: ['user', 'manager', 'dev'] })
      .notNull()
      .default('user'),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    /** The language the person chose ('en' or 'es'); their mail is written in it. Null: not chosen. */
    locale: text('locale', { enum: ['en', 'es'] }),
    /**
     * When staff upheld a fraud report against this person (moderation): from then on they are not
     * shown as a verified owner, whatever their verified weeks. Null: never.
     */
    fraudUpheldAt: timestamp('fraud_upheld_at', { withTimezone: true }),
    /** What the staff search matches: both names, the username and the email, folded once on write. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => foldAccents(sql`first_name || ' ' || last_name || ' ' || username || ' ' || email`),
      ),
  },
  (t) => [
    // Case-insensitive uniqueness: 'Maria' and 'maria' are the same account to a person.
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_name_idx').on(t.lastName, t.firstName),
    index('users_inactive_idx').on(t.createdAt).where(sql`${t.active} = false`),
    // The staff's accounts list, newest first, paged (GET /api/users).
    index('users_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The staff's accounts search and the contracts' owner search: `search_text like '%text%'`.
    trigramIndex('users_search_trgm_idx', t.searchText),
    check('users_role_ck', sql`${t.role} in ('user', 'manager', 'dev')`),
    check('users_locale_ck', sql`${t.locale} in ('en', 'es')`),
    check('users_username_len_ck', sql`char_length(${t.username}) between 3 and 50`),
  ],
);

/**
 * Server-side sessions. The primary key is an HMAC of the cookie token, so a leaked
 * table does not hand out live cookies.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Single-use links sent by e-mail: a password reset, or the confirmation of a new address. Only a
 * hash of the token is stored, so a leaked table opens nothing; `usedAt` makes a link work once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    kind: text('kind', { enum: ['password-reset', 'email-change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    /** The address being confirmed (e-mail change only). */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_uq').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.kind),
    check('account_tokens_kind_ck', sql`${t.kind} in ('password-reset', 'email-change')`),
  ],
);
