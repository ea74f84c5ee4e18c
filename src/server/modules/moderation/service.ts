import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { reports } from '#src/server/db/schema/moderation.ts';
import { AppError, issue, validationError } from '#src/server/lib/errors.ts';
import { type MailLocale, mailLocale } from '#src/server/mail/locale.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type {
  createReportInput,
  MyReport,
  MyReportPage,
  myReportsQuery,
  ReportDecision,
  reportDecisionInput,
  StaffReportPage,
  staffReportsQuery,
  UnhideInput,
} from '#src/shared/contracts/moderation.ts';
import { type ReportKind, STATUS_OF_ACTION } from '#src/shared/moderation/rules.ts';
import { deactivateReported, markFraudUpheld } from '../accounts/moderation-effects';
import type { ModerationMail } from './mails';
import { describeItems, TARGETS } from './targets';

type ReportRow = typeof reports.$inferSelect;

export interface ModerationHooks {
  mail: ModerationMail;
  /** Drops this process's copies of an item's kind at once (the change feed tells the other processes). */
  changed(kind: ReportKind): void;
  /** A week shown again is back on the lists: its alerts' matching is queued in the same transaction. */
  weekShown?: (tx: Db, weekId: number) => Promise<unknown>;
}

const reporterUser = alias(users, 'reporter_user');
const ownerUser = alias(users, 'owner_user');
const deciderUser = alias(users, 'decider_user');

const toMine = (r: ReportRow, item: MyReport['item']): MyReport => ({
  id: r.id,
  kind: r.targetKind,
  targetId: r.targetId,
  reason: r.reason,
  text: r.text,
  status: r.status,
  createdAt: r.createdAt.toISOString(),
  decidedAt: r.decidedAt?.toISOString() ?? null,
  item,
});

/** Reports of listings, the moderation queue and its decisions (decision 061). */
export function moderationService(db: Db, hooks: ModerationHooks) {
  const itemNotFound = () => new AppError('NOT_FOUND', 'moderation.itemNotFound');

  return {
    /**
     * POST /api/reports: a signed-in person reports someone else's item that the public can see.
     * One open report per person and item, by the database's partial unique index, however many
     * arrive at once.
     */
    async create(
      user: PublicUser,
      input: z.output<typeof createReportInput>,
      locale: MailLocale,
    ): Promise<MyReport> {
      const target = await TARGETS[input.kind].find(db, input.targetId, user.id);
      if (!target || target.hidden) throw itemNotFound();
      if (target.ownerId === user.id) throw new AppError('FORBIDDEN', 'moderation.cannotReportOwn');
      const [row] = await db
        .insert(reports)
        .values({
          targetKind: input.kind,
          targetId: input.targetId,
          reporterId: user.id,
          targetOwnerId: target.ownerId,
          reason: input.reason,
          text: input.text,
        })
        .onConflictDoNothing({
          target: [reports.reporterId, reports.targetKind, reports.targetId],
          where: sql`${reports.status} = 'open'`,
        })
        .returning();
      if (!row) throw new AppError('CONFLICT', 'moderation.alreadyReported');
      const view = await describeItems(db, [{ kind: row.targetKind, targetId: row.targetId }], locale);
      return toMine(row, view({ kind: row.targetKind, targetId: row.targetId }));
    },

    /** GET /api/reports/mine: the person's own reports, newest first, with what became of each. */
    async mine(
      user: PublicUser,
      q: z.output<typeof myReportsQuery>,
      locale: MailLocale,
    ): Promise<MyReportPage> {
      const mineOnly = eq(reports.reporterId, user.id);
      const [rows, [{ total }]] = await Promise.all([
        db
          .select()
          .from(reports)
          .where(mineOnly)
          .orderBy(desc(reports.createdAt), desc(reports.id))
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(reports).where(mineOnly),
      ]);
      const view = await describeItems(
        db,
        rows.map((r) => ({ kind: r.targetKind, targetId: r.targetId })),
        locale,
      );
      return {
        items: rows.map((r) => toMine(r, view({ kind: r.targetKind, targetId: r.targetId }))),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * GET /api/staff/reports: one status's reports, the open ones oldest first (the longest waiting
     * on top), decided ones newest first; each with its item, its people, and the counts staff weigh.
     */
    async staffList(q: z.output<typeof staffReportsQuery>, locale: MailLocale): Promise<StaffReportPage> {
      const where = and(eq(reports.status, q.status), q.kind ? eq(reports.targetKind, q.kind) : undefined);
      const order =
        q.status === 'open'
          ? [asc(reports.createdAt), asc(reports.id)]
          : [desc(reports.createdAt), desc(reports.id)];
      const [rows, [{ total }]] = await Promise.all([
        db
          .select({
            r: reports,
            reporter: {
              id: reporterUser.id,
              firstName: reporterUser.firstName,
              lastName: reporterUser.lastName,
              email: reporterUser.email,
            },
            owner: {
              id: ownerUser.id,
              firstName: ownerUser.firstName,
              lastName: ownerUser.lastName,
              email: ownerUser.email,
              role: ownerUser.role,
              active: ownerUser.active,
              fraudUpheldAt: ownerUser.fraudUpheldAt,
            },
            decider: { firstName: deciderUser.firstName, lastName: deciderUser.lastName },
            openOfItem: sql<number>`(select count(*)::int from ${reports} o
              where o.target_kind = ${reports.targetKind} and o.target_id = ${reports.targetId} and o.status = 'open')`,
            otherReports: sql<number>`(select count(*)::int from ${reports} o
              where o.target_owner_id = ${reports.targetOwnerId}
                and not (o.target_kind = ${reports.targetKind} and o.target_id = ${reports.targetId}))`,
          })
          .from(reports)
          .innerJoin(reporterUser, eq(reporterUser.id, reports.reporterId))
          .leftJoin(ownerUser, eq(ownerUser.id, reports.targetOwnerId))
          .leftJoin(deciderUser, eq(deciderUser.id, reports.decidedBy))
          .where(where)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db.select({ total: count() }).from(reports).where(where),
      ]);
      const view = await describeItems(
        db,
        rows.map(({ r }) => ({ kind: r.targetKind, targetId: r.targetId })),
        locale,
      );
      return {
        items: rows.map(({ r, reporter, owner, decider, openOfItem, otherReports }) => ({
          ...toMine(r, view({ kind: r.targetKind, targetId: r.targetId })),
          reporter,
          owner: owner && {
            id: owner.id,
            firstName: owner.firstName,
            lastName: owner.lastName,
            email: owner.email,
            role: owner.role,
            active: owner.active,
            fraudUpheld: owner.fraudUpheldAt !== null,
            otherReports,
          },
          openReportsOfItem: openOfItem,
          staffNote: r.staffNote,
          fraudUpheld: r.fraudUpheld,
          decidedBy: decider,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /**
     * POST /api/staff/reports/:id/decision: decides the report and every other open report of the
     * same item at once, in one transaction with its effects and mails. The item's open reports are
     * locked in id order, so two staff deciding (the same or another report of the item) take turns:
     * the first decides, the second finds nothing open and is told so (409).
     */
    async decide(
      actor: PublicUser,
      id: number,
      input: z.output<typeof reportDecisionInput>,
    ): Promise<ReportDecision> {
      const [chosen] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
      if (!chosen) throw new AppError('NOT_FOUND', 'moderation.reportNotFound');
      const status = STATUS_OF_ACTION[input.action];
      const kind = chosen.targetKind;
      const result = await db.transaction(async (tx) => {
        const open = await tx
          .select()
          .from(reports)
          .where(
            and(
              eq(reports.targetKind, kind),
              eq(reports.targetId, chosen.targetId),
              eq(reports.status, 'open'),
            ),
          )
          .orderBy(asc(reports.id))
          .for('update');
        if (!open.some((r) => r.id === id)) throw new AppError('CONFLICT', 'moderation.alreadyDecided');
        const ownerId = chosen.targetOwnerId;
        // Staff never judge reports about their own listings or messages.
        if (ownerId === actor.id) throw new AppError('FORBIDDEN', 'moderation.ownItem');
        const upholdFraud = input.upholdFraud && (input.action === 'hide' || input.action === 'deactivate');
        if (input.upholdFraud && !upholdFraud)
          throw validationError([issue('upholdFraud', 'moderation.upholdNeedsHide')]);
        if (upholdFraud && !open.some((r) => r.reason === 'fraud'))
          throw validationError([issue('upholdFraud', 'moderation.upholdNeedsFraudReport')]);
        const needsOwner = input.action !== 'dismiss' && input.action !== 'hide';
        if ((needsOwner || upholdFraud) && ownerId === null)
          throw new AppError('CONFLICT', 'moderation.accountGone');

        const hides = input.action === 'hide' || input.action === 'deactivate';
        // Nothing to hide once its owner deleted it: only a dismissal (or a warning) is left.
        if (hides && !(await TARGETS[kind].find(tx, chosen.targetId)))
          throw new AppError('CONFLICT', 'moderation.itemGone');
        if (input.action === 'deactivate' && ownerId !== null) await deactivateReported(tx, actor, ownerId);
        if (hides) await TARGETS[kind].hide(tx, chosen.targetId);
        if (upholdFraud && ownerId !== null) await markFraudUpheld(tx, actor, ownerId);

        await tx
          .update(reports)
          .set({
            status,
            staffNote: input.note || null,
            fraudUpheld: upholdFraud,
            decidedBy: actor.id,
            decidedAt: sql`now()`,
          })
          .where(
            inArray(
              reports.id,
              open.map((r) => r.id),
            ),
          );
        await mailEveryone(tx, open, status, input.note);
        return { status, decided: open.length, fraudUpheld: upholdFraud };
      });
      if (status === 'hidden' || status === 'deactivated') hooks.changed(kind);
      return result;
    },

    /** POST /api/staff/reports/unhide: shows a hidden item again; the reports keep their decisions. */
    async unhide(input: UnhideInput): Promise<void> {
      const shown = await db.transaction(async (tx) => {
        const done = await TARGETS[input.kind].unhide(tx, input.targetId);
        if (done && input.kind === 'week') await hooks.weekShown?.(tx as Db, input.targetId);
        return done;
      });
      if (!shown) throw new AppError('NOT_FOUND', 'moderation.notHidden');
      hooks.changed(input.kind);
    },
  };

  /** The reporters learn the outcome; the reported person learns what was decided (not a dismissal). */
  async function mailEveryone(
    tx: DbOrTx,
    decided: ReportRow[],
    status: Exclude<ReportRow['status'], 'open'>,
    note: string,
  ) {
    const first = decided[0];
    // The item as each reader's language writes its dates.
    const items = new Map<MailLocale, string>();
    const itemIn = async (locale: string | null) => {
      const l = mailLocale(locale);
      if (!items.has(l)) {
        const view = await describeItems(tx, [{ kind: first.targetKind, targetId: first.targetId }], l);
        items.set(l, view({ kind: first.targetKind, targetId: first.targetId }).summary);
      }
      return items.get(l) as string;
    };
    const people = await tx
      .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
      .from(users)
      .where(
        inArray(users.id, [
          ...decided.map((r) => r.reporterId),
          ...(first.targetOwnerId === null ? [] : [first.targetOwnerId]),
        ]),
      );
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const r of decided) {
      const reporter = byId.get(r.reporterId);
      if (reporter)
        await hooks.mail.outcome(tx, reporter, first.targetKind, await itemIn(reporter.locale), status);
    }
    const owner = first.targetOwnerId === null ? undefined : byId.get(first.targetOwnerId);
    if (owner && status !== 'dismissed') {
      // The reason named to the owner: fraud when any report said so, else the chosen report's.
      const reason = decided.some((r) => r.reason === 'fraud') ? 'fraud' : first.reason;
      // Staff's note goes to the owner with a warning only: with the other decisions it is theirs alone.
      await hooks.mail.owner(
        tx,
        owner,
        first.targetKind,
        await itemIn(owner.locale),
        reason,
        status,
        status === 'warned' ? note : '',
      );
    }
  }
}

export type ModerationService = ReturnType<typeof moderationService>;
