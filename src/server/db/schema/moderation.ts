import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REPORT_KINDS, REPORT_REASONS, REPORT_STATUSES } from '#src/shared/moderation/rules.ts';
import { users } from './accounts';
import { createdAt, requiredKey } from './columns';

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * A person's report of an item (a week, a property listing) and staff's decision on it. The item is
 * named by kind and id rather than a foreign key per kind, so that a deleted item leaves its
 * reports (and their decisions) behind; `target_owner_id` is the account reported, kept at the time.
 */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    targetKind: text('target_kind', { enum: REPORT_KINDS }).notNull(),
    targetId: integer('target_id').notNull(),
    reporterId: requiredKey('reporter_id', () => users.id, 'cascade'),
    // Null once the reported account is deleted: the report and its decision stay.
    targetOwnerId: integer('target_owner_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason', { enum: REPORT_REASONS }).notNull(),
    text: text('text').notNull().default(''),
    status: text('status', { enum: REPORT_STATUSES }).notNull().default('open'),
    /** Staff's words on the decision: sent to the reported person with a warning, never to the reporter. */
    staffNote: text('staff_note'),
    /** A fraud report upheld by this decision (the owner lost the verified mark). */
    fraudUpheld: boolean('fraud_upheld').notNull().default(false),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('reports_kind_ck', sql`${t.targetKind} in (${listed(REPORT_KINDS)})`),
    check('reports_reason_ck', sql`${t.reason} in (${listed(REPORT_REASONS)})`),
    check('reports_status_ck', sql`${t.status} in (${listed(REPORT_STATUSES)})`),
    check('reports_text_ck', sql`char_length(${t.text}) <= 2000`),
    check('reports_note_ck', sql`${t.staffNote} is null or char_length(${t.staffNote}) <= 2000`),
    check('reports_other_text_ck', sql`${t.reason} <> 'other' or char_length(btrim(${t.text})) > 0`),
    // Decided exactly when it is no longer open.
    check('reports_decided_ck', sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    // One open report per person and item: a second one (or two hundred at once) is refused.
    uniqueIndex('reports_open_uq')
      .on(t.reporterId, t.targetKind, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The moderation queue, oldest first within a status.
    index('reports_queue_idx').on(t.status, t.createdAt, t.id),
    // An item's reports (decided together) and how many it has.
    index('reports_target_idx').on(t.targetKind, t.targetId, t.status),
    // An account's reports against it, and a reporter's own list (newest first).
    index('reports_owner_idx').on(t.targetOwnerId, t.status),
    index('reports_reporter_idx').on(t.reporterId, t.createdAt.desc(), t.id.desc()),
  ],
);
