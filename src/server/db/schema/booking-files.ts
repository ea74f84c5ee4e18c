import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookings } from './bookings';
import { createdAt, requiredKey } from './columns';

/** Raw bytes (`bytea`), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const CONFIRMATION_CONTENT_TYPES = ['application/pdf', 'image/jpeg'] as const;
export type ConfirmationContentType = (typeof CONFIRMATION_CONTENT_TYPES)[number];

/**
 * The resort's confirmation of a booking, uploaded by its owner (decision 058): a PDF as sent, or a
 * photo re-encoded as JPEG. The bytes live in the database, so every app process serves the same
 * file, and a file is stored exactly when its booking's confirmation commits. A replaced file keeps
 * its row (the booking's record) with `replaced_at` set; only one is current.
 */
export const bookingConfirmationFiles = pgTable(
  'booking_confirmation_files',
  {
    id: serial('id').primaryKey(),
    bookingId: requiredKey('booking_id', () => bookings.id, 'restrict'),
    contentType: text('content_type', { enum: CONFIRMATION_CONTENT_TYPES }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    /** The name the owner's file had, cleaned (no control characters, at most 100 characters). */
    originalName: varchar('original_name', { length: 100 }).notNull(),
    content: bytes('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('booking_confirmation_current_uq').on(t.bookingId).where(sql`${t.replacedAt} is null`),
    index('booking_confirmation_booking_idx').on(t.bookingId, t.id),
    check(
      'booking_confirmation_size_ck',
      sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.content})`,
    ),
  ],
);
