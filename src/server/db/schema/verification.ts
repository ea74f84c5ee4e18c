import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  VERIFICATION_FILE_TYPES,
  VERIFICATION_REASON_MAX,
  VERIFICATION_STATUSES,
} from '#src/shared/verification/rules.ts';
import { users } from './accounts';
import { locations, unitTypes } from './catalog';
import { createdAt, requiredKey } from './columns';
import { weeks } from './weeks';

/** Raw bytes (`bytea`), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * An owner's request that staff verify one of their weeks (decision 062): what the week said when
 * it was asked (the snapshot staff check the proof against), and what staff decided. At most one
 * request per week is pending. An approved request becomes `lapsed` when the week's checked facts
 * change or it is re-listed (a trigger on weeks, migration 0034), whoever writes the week.
 */
export const weekVerifications = pgTable(
  'week_verifications',
  {
    id: serial('id').primaryKey(),
    weekId: requiredKey('week_id', () => weeks.id, 'cascade'),
    userId: requiredKey('user_id', () => users.id, 'cascade'),
    status: text('status', { enum: VERIFICATION_STATUSES }).notNull().default('pending'),
    /** Why staff rejected it, shown to the owner; set exactly when rejected. */
    reason: text('reason'),
    locationId: requiredKey('location_id', () => locations.id, 'restrict'),
    unitTypeId: requiredKey('unit_type_id', () => unitTypes.id, 'restrict'),
    fromDate: date('from_date', { mode: 'string' }).notNull(),
    reservationCode: varchar('reservation_code', { length: 50 }).notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** When an approval stopped holding (the week changed or was re-listed). */
    lapsedAt: timestamp('lapsed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('week_verifications_pending_uq').on(t.weekId).where(sql`${t.status} = 'pending'`),
    // The staff queue, oldest first, and its count.
    index('week_verifications_queue_idx').on(t.status, t.createdAt, t.id),
    // The staff's decided requests, newest decision first.
    index('week_verifications_decided_idx').on(t.decidedAt, t.id).where(sql`${t.decidedAt} is not null`),
    // A week's latest request (the owner's dashboard, the dialog's explanation).
    index('week_verifications_week_idx').on(t.weekId, t.id),
    check(
      'week_verifications_status_ck',
      sql`${t.status} in ('pending', 'approved', 'rejected', 'lapsed', 'withdrawn')`,
    ),
    check(
      'week_verifications_reason_ck',
      sql`(${t.status} = 'rejected') = (${t.reason} is not null) and (${t.reason} is null or char_length(${t.reason}) between 1 and ${sql.raw(String(VERIFICATION_REASON_MAX))})`,
    ),
    check('week_verifications_decided_ck', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
  ],
);

/**
 * The proof of a request (1 to 3 files), kept in the database like a booking's confirmation
 * (decision 058): a PDF as sent, or a photo re-encoded as JPEG. Written in the request's transaction.
 */
export const weekVerificationFiles = pgTable(
  'week_verification_files',
  {
    id: serial('id').primaryKey(),
    verificationId: requiredKey('verification_id', () => weekVerifications.id, 'cascade'),
    position: smallint('position').notNull(),
    contentType: text('content_type', { enum: VERIFICATION_FILE_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    /** The name the owner's file had, cleaned (no control characters, at most 100 characters). */
    originalName: varchar('original_name', { length: 100 }).notNull(),
    content: bytes('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('week_verification_files_position_uq').on(t.verificationId, t.position),
    check('week_verification_files_position_ck', sql`${t.position} between 1 and 3`),
    check(
      'week_verification_files_size_ck',
      sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.content})`,
    ),
  ],
);
