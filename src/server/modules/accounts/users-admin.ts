import { createHash } from 'node:crypto';
import { and, asc, desc, eq, ne, type SQL } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { changeVersions } from '#src/server/db/schema/change-versions.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { rawRows } from '#src/server/lib/prepared.ts';
import { foldedContains } from '#src/server/lib/sql.ts';
import type { AccountMail } from '#src/server/mail/account-mail.ts';
import type { Role } from '#src/shared/constants.ts';
import type { AdminUser, AdminUserPage, PublicUser, UsersQuery } from '#src/shared/contracts/accounts.ts';
import { mayChangeAccount } from '#src/shared/permissions.ts';
import { hasLiveBookings } from '../bookings/live';
import type { PaymentsService } from '../payments/service';
import type { PropertiesService } from '../properties/service';
import type { WeeksService } from '../weeks/service';
import { userColumns } from './sessions';
import { toUserRow, usersCountQuery, usersPageQuery } from './users-page-sql';

const NOT_FOUND = 'accounts.userNotFound';
const LAST_DEV = 'accounts.lastDeveloperCannotDemotedDeleted';
const OWN_ACTIVATION = 'accounts.cannotActivateDeactivateOwnAccount';
const STAFF_ACTIVATION = 'accounts.managersCanActivateDeactivateMembers';

export type UsersAnswer = AdminUser[] | AdminUserPage;

export function usersAdminService(
  db: Db,
  payments: PaymentsService,
  properties: PropertiesService,
  weeks: Pick<WeeksService, 'weeksChanged'>,
  mail?: Pick<AccountMail, 'activated'>,
) {
  function where(q: UsersQuery): SQL | undefined {
    return and(
      // The folded text matched by its trigram index (users_search_trgm_idx, decision 025).
      q.q ? foldedContains(users.searchText, q.q) : undefined,
      q.status === 'pending' ? eq(users.active, false) : undefined,
      q.status === 'active' ? eq(users.active, true) : undefined,
    );
  }

  const select = (q: UsersQuery) =>
    db
      .select({ ...userColumns, createdAt: users.createdAt })
      .from(users)
      .orderBy(
        ...(q.sort === 'name'
          ? [asc(users.lastName), asc(users.firstName), asc(users.id)]
          : [desc(users.createdAt), desc(users.id)]),
      );

  /**
   * Locks every developer row, then the target, in one order (id) so concurrent changes queue up:
   * the second of two demotions sees the first one's result and finds one developer left.
   */
  async function lockTarget(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number) {
    const devs = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.role, 'dev'))
      .orderBy(users.id)
      .for('update');
    const [target] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, id))
      .for('update');
    if (!target) throw new AppError('NOT_FOUND', NOT_FOUND);
    return { target, devCount: devs.length };
  }

  /** Deletes an account and what it owns; `actorId`, when given, is never the one deleted. */
  async function removeAccount(
    id: number,
    actorId?: number,
    /** Runs in the deletion's transaction (its mail: sent only if the account is really gone). */
    alongside?: (tx: Db) => Promise<void>,
  ): Promise<void> {
    const removeFiles = await db.transaction(async (tx) => {
      const { target, devCount } = await lockTarget(tx, id);
      if (target.role === 'dev' && devCount <= 1) throw new AppError('CONFLICT', LAST_DEV);
      // A booking under way needs its guest and its owner (and the owner's weeks) until it has ended.
      if (await hasLiveBookings(tx, id)) throw new AppError('CONFLICT', 'accounts.accountHasLiveBookings');
      const files = await properties.removeAllOf(tx, id);
      await tx
        .delete(users)
        .where(actorId === undefined ? eq(users.id, id) : and(eq(users.id, id), ne(users.id, actorId)));
      await alongside?.(tx);
      return files;
    });
    // Their weeks went by cascade: the shared week lists and counts of this process follow at once.
    weeks.weeksChanged();
    await removeFiles();
  }

  return {
    /** The accounts version (migration 0008): what an unchanged poll is checked against. */
    async version(): Promise<number> {
      const [row] = await db
        .select({ version: changeVersions.version })
        .from(changeVersions)
        .where(eq(changeVersions.name, 'accounts'));
      return row?.version ?? 0;
    },

    /** GET /api/users: every account (or one page) with its paid membership. */
    async list(q: UsersQuery): Promise<UsersAnswer> {
      const paged = q.page !== undefined || q.pageSize !== undefined;
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? 20;
      const filter = where(q);
      // The page and its count in parallel (a poll every 5 s per screen; the count is not needed first).
      const [rows, total] = paged
        ? await Promise.all([
            rawRows(db, usersPageQuery(q, page, pageSize)).then((r) => r.map(toUserRow)),
            rawRows(db, usersCountQuery(q)).then((r) => r[0][0] as number),
          ])
        : [await select(q).where(filter), 0];
      // A page asks for its own accounts' payments; the whole list for every paid membership at once.
      const ids = rows.map((r) => r.id);
      const paid = paged
        ? await payments.paidTiersOf(ids)
        : await payments.membershipsOf(q.q || q.status ? ids : undefined);
      const items: AdminUser[] = rows.map((r) => {
        const m = paid.get(r.id);
        return {
          ...r,
          createdAt: r.createdAt.toISOString(),
          paid: !!m,
          membership: m ? { tier: m.tier, test: m.test, paidAt: m.paidAt } : null,
        };
      });
      if (!paged) return items;
      return { items, total, page, pageSize };
    },

    /**
     * PATCH /api/users/:id/activation (managers and devs): never one's own; a manager only a
     * member's, judged by the role the locked row has now (a concurrent promotion waits for it).
     */
    async setActive(actor: PublicUser, id: number, active: boolean): Promise<PublicUser> {
      if (actor.id === id) throw new AppError('FORBIDDEN', OWN_ACTIVATION);
      return db.transaction(async (tx) => {
        // Only the change from inactive to active is news to its owner (decision 019).
        const [before] = await tx
          .select({ active: users.active, locale: users.locale, role: users.role })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!before) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (!mayChangeAccount(actor, { id, role: before.role }, 'activate'))
          throw new AppError('FORBIDDEN', STAFF_ACTIVATION);
        const [row] = await tx.update(users).set({ active }).where(eq(users.id, id)).returning(userColumns);
        if (active && !before.active && mail) await mail.activated(tx, { ...row, locale: before.locale });
        return row;
      });
    },

    /** PATCH /api/users/:id/role (devs): never one's own role, never the last developer's. */
    async setRole(actor: PublicUser, id: number, role: Role): Promise<PublicUser> {
      if (actor.id === id) throw new AppError('FORBIDDEN', 'accounts.cannotChangeOwnRole');
      return db.transaction(async (tx) => {
        const { target, devCount } = await lockTarget(tx, id);
        if (target.role === 'dev' && role !== 'dev' && devCount <= 1)
          throw new AppError('CONFLICT', LAST_DEV);
        const [row] = await tx.update(users).set({ role }).where(eq(users.id, id)).returning(userColumns);
        return row;
      });
    },

    /**
     * DELETE /api/users/:id (devs): never oneself, never the last developer. Sessions, weeks, contracts
     * and leads go by cascade (decision 005); listings go through the properties service so their
     * photo files go too; payments stay with no user.
     */
    async remove(actor: PublicUser, id: number): Promise<void> {
      if (actor.id === id) throw new AppError('FORBIDDEN', 'accounts.cannotDeleteOwnAccount');
      await removeAccount(id, actor.id);
    },

    /**
     * DELETE /api/account: a person closes their own account, with the same cascade and the same
     * rule as a developer's delete (the last developer stays).
     */
    async removeSelf(user: PublicUser, alongside?: (tx: Db) => Promise<void>): Promise<void> {
      await removeAccount(user.id, undefined, alongside);
    },
  };
}

export type UsersAdminService = ReturnType<typeof usersAdminService>;

/**
 * The tag names the accounts version (bumped by triggers on users and payments, so any change shows
 * in it whoever makes it: an activation by payment, a cascade, the CLI) and the question asked. An
 * unchanged poll is answered from that one row, without listing or counting anything; the version
 * is read before the list, so an answer is never older than its tag.
 */
export function etagFor(version: number, query: UsersQuery): string {
  const asked = JSON.stringify([
    query.q ?? '',
    query.status ?? '',
    query.page ?? '',
    query.pageSize ?? '',
    query.sort ?? '',
  ]);
  const digest = createHash('sha256').update(asked).digest('base64url').slice(0, 16);
  return `"accounts-${version}-${digest}"`;
}

/** If-None-Match compared weakly (RFC 9110 13.1.2), `*` included. */
export function matchesEtag(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  return header.split(',').some((t) => {
    const v = t.trim().replace(/^W\//, '');
    return v === '*' || v === tag;
  });
}
