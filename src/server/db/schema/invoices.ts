import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { bookingLedgerEntries } from './bookings';
import { createdAt, requiredKey } from './columns';
import { payments } from './payments';

/** Raw bytes (`bytea`), read and written as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const INVOICE_KINDS = ['individual', 'global'] as const;
export const INVOICE_STATUSES = ['pending', 'issued', 'failed'] as const;
export const INVOICE_CURRENCIES = ['MXN', 'USD'] as const;

/**
 * A CFDI asked of the PAC (decision 065): a person's invoice for one payment or commission, or the
 * month's global invoice for the rest. The row is written before the PAC is called and its id is
 * the call's idempotency key, so a process that dies between the PAC's answer and the commit asks
 * again for the same invoice instead of making a second one. `claimed_until` lets one process at
 * a time make that call. Money is integer minor units; a dollar invoice keeps the rate it used.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    status: text('status', { enum: INVOICE_STATUSES }).notNull().default('pending'),
    /** Who asked (an individual invoice), or the staff member who issued a global one. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    rfc: varchar('rfc', { length: 13 }).notNull(),
    legalName: varchar('legal_name', { length: 254 }).notNull(),
    taxRegime: varchar('tax_regime', { length: 3 }).notNull(),
    postalCode: varchar('postal_code', { length: 5 }).notNull(),
    cfdiUse: varchar('cfdi_use', { length: 4 }).notNull(),
    email: varchar('email', { length: 254 }),
    /** c_FormaPago: 01 cash, 03 transfer, 04 card, 17 compensation (a commission kept from a payout). */
    paymentForm: varchar('payment_form', { length: 2 }).notNull(),
    currency: text('currency', { enum: INVOICE_CURRENCIES }).notNull(),
    // A month's global invoice passes 2^31 centavos (21.4 million pesos) with a few hundred memberships.
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Pesos per dollar in ten-thousandths, for a dollar invoice; null in pesos. */
    rateE4: integer('rate_e4'),
    /** The global invoice's month (Mexico City time). */
    periodYear: smallint('period_year'),
    periodMonth: smallint('period_month'),
    providerId: text('provider_id'),
    /** The folio fiscal the SAT's stamp gives. */
    uuid: varchar('uuid', { length: 36 }),
    failureMessage: text('failure_message'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: createdAt(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    index('invoices_user_idx').on(t.userId, t.id),
    uniqueIndex('invoices_global_month_uq')
      .on(t.periodYear, t.periodMonth)
      .where(sql`${t.kind} = 'global' and ${t.status} <> 'failed'`),
    check('invoices_total_ck', sql`${t.totalCents} > 0`),
    check('invoices_rate_ck', sql`(${t.currency} = 'USD') = (${t.rateE4} is not null)`),
    check(
      'invoices_period_ck',
      sql`(${t.kind} = 'global') = (${t.periodYear} is not null and ${t.periodMonth} between 1 and 12)`,
    ),
    check('invoices_issued_ck', sql`(${t.status} = 'issued') = (${t.uuid} is not null)`),
  ],
);

/**
 * What an invoice covers: a membership or payment-link payment, or a booking's commission entry.
 * Each is in at most one invoice that is not failed (the unique indexes), which decides the race
 * between a person's request and the month's global invoice, and between 200 requests at once.
 * The amount, currency and rate are copied when the invoice is asked, so a retry sends the same.
 */
export const invoiceSources = pgTable(
  'invoice_sources',
  {
    id: serial('id').primaryKey(),
    invoiceId: requiredKey('invoice_id', () => invoices.id, 'cascade'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    ledgerEntryId: integer('ledger_entry_id').references(() => bookingLedgerEntries.id, {
      onDelete: 'restrict',
    }),
    description: varchar('description', { length: 1000 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: ['usd', 'mxn'] }).notNull(),
    rateE4: integer('rate_e4'),
    paymentForm: varchar('payment_form', { length: 2 }).notNull(),
  },
  (t) => [
    uniqueIndex('invoice_sources_payment_uq').on(t.paymentId),
    uniqueIndex('invoice_sources_ledger_uq').on(t.ledgerEntryId),
    index('invoice_sources_invoice_idx').on(t.invoiceId),
    check('invoice_sources_one_ck', sql`(${t.paymentId} is null) <> (${t.ledgerEntryId} is null)`),
    check('invoice_sources_amount_ck', sql`${t.amountCents} > 0`),
  ],
);

export const INVOICE_FILE_FORMATS = ['pdf', 'xml'] as const;
export type InvoiceFileFormat = (typeof INVOICE_FILE_FORMATS)[number];

/** The stamped invoice's PDF and XML, kept privately in the database (decision 058). */
export const invoiceFiles = pgTable(
  'invoice_files',
  {
    invoiceId: requiredKey('invoice_id', () => invoices.id, 'cascade'),
    format: text('format', { enum: INVOICE_FILE_FORMATS }).notNull(),
    byteSize: integer('byte_size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytes('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.invoiceId, t.format] }),
    check('invoice_files_size_ck', sql`${t.byteSize} > 0 and ${t.byteSize} = octet_length(${t.content})`),
  ],
);

/** A person's fiscal data, kept when they ask for it to be, to fill the next request. */
export const fiscalProfiles = pgTable('fiscal_profiles', {
  userId: requiredKey('user_id', () => users.id, 'cascade').primaryKey(),
  rfc: varchar('rfc', { length: 13 }).notNull(),
  legalName: varchar('legal_name', { length: 254 }).notNull(),
  taxRegime: varchar('tax_regime', { length: 3 }).notNull(),
  postalCode: varchar('postal_code', { length: 5 }).notNull(),
  cfdiUse: varchar('cfdi_use', { length: 4 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
