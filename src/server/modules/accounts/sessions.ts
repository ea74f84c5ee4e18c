import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#src/server/db/client.ts';
import { sessions, users } from '#src/server/db/schema/accounts.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';

export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

/** The cookie holds 256 random bits; the table holds only their SHA-256. */
const idOf = (token: string) => createHash('sha256').update(token).digest('hex');
/** The stored id of a session token (to end every session of an account but this one). */
export const sessionIdOf = idOf;

export const userColumns = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  active: users.active,
};

export function sessionStore(db: Db, policy: SessionPolicy) {
  return {
    async create(userId: number, userAgent?: string): Promise<{ token: string; expiresAt: Date }> {
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + policy.absoluteMs);
      await db
        .insert(sessions)
        .values({ id: idOf(token), userId, expiresAt, userAgent: userAgent?.slice(0, 300) });
      return { token, expiresAt };
    },

    /** The user behind a live session, or null. Refreshes the idle clock at most once a minute. */
    async resolve(token: string): Promise<PublicUser | null> {
      const id = idOf(token);
      const idleCutoff = new Date(Date.now() - policy.idleMs);
      const [row] = await db
        .select({ ...userColumns, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(eq(sessions.id, id), gt(sessions.expiresAt, new Date()), gt(sessions.lastSeenAt, idleCutoff)),
        )
        .limit(1);
      if (!row) return null;
      if (Date.now() - row.lastSeenAt.getTime() > 60_000) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
      }
      const { lastSeenAt: _seen, ...user } = row;
      return user;
    },

    async destroy(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, idOf(token)));
    },

    async destroyAllFor(userId: number): Promise<void> {
      await db.delete(sessions).where(eq(sessions.userId, userId));
    },

    /** Removes expired and idle sessions; called now and then so the table does not grow forever. */
    async purgeExpired(): Promise<number> {
      const idleCutoff = new Date(Date.now() - policy.idleMs);
      const deleted = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, new Date()), lt(sessions.lastSeenAt, idleCutoff)))
        .returning({ id: sessions.id });
      return deleted.length;
    },

    async count(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(sessions);
      return r.n;
    },
  };
}

export type SessionStore = ReturnType<typeof sessionStore>;
