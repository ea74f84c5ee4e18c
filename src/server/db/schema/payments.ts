import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Every payment attempt, whatever the provider. A user's deletion keeps the money record
 * (user_id becomes null) because accounting must not lose a payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    providerId: text('provider_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    tier: text('tier', { enum: ['silver', 'gold', 'platinum'] }),
    paymentLinkId: integer('payment_link_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'canceled'] })
      .notNull()
      .default('pending'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('payments_provider_id_uq').on(t.provider, t.providerId),
    index('payments_user_idx').on(t.userId, t.createdAt),
    check('payments_amount_ck', sql`${t.amountCents} > 0`),
  ],
);
