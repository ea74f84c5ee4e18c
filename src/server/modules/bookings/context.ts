import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '#src/server/config.ts';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { bookingEvents, bookings } from '#src/server/db/schema/bookings.ts';
import { AppError } from '#src/server/lib/errors.ts';
import type { PaymentProvider } from '#src/server/payments/provider.ts';
import { privateFileExtension } from '#src/server/storage/private-files.ts';
import {
  type BookingActor,
  type BookingStatus,
  type BookingTransitionName,
  transitionFrom,
} from '#src/shared/bookings/process.ts';
import type { CurrentRate } from '../payments/delayed';
import type { PaymentEffects } from '../payments/records';
import type { MoneySteps } from './money';

export interface BookingsLog {
  error(obj: unknown, msg: string): void;
}

/** What the job queue needs to nudge the clock at a booking's next deadline. */
export interface BookingNudges {
  dueAt(bookingId: number, at: Date, tx: DbOrTx): Promise<void>;
}

/** One transition as written to the booking's history: what the mail and the bell react to. */
export interface BookingEventNote {
  bookingId: number;
  from: BookingStatus | null;
  to: BookingStatus;
  transition: string;
  cause: BookingActor;
  at: Date;
  actorId: number | null;
  /** Why staff decided it (their hold, release or refund); null for everyone else's steps. */
  reason?: string | null;
}

/** Called in the transition's own transaction after its event is written (mail is queued there: decision 019). */
export type BookingEventHook = (tx: DbOrTx, note: BookingEventNote) => Promise<void>;

/** An owner's reminder at half the time of a deadline (`accept_by`, `confirm_by`), claimed once by the clock. */
export interface BookingReminderNote {
  bookingId: number;
  kind: 'accept' | 'confirm';
  at: Date;
}

/** Called in the clock's transaction that claims the reminder (its mail is queued there). */
export type BookingReminderHook = (tx: DbOrTx, note: BookingReminderNote) => Promise<void>;

/** What every part of the bookings module works with; `clock` is the only source of "now" (tests and the CLI set it). */
export interface BookingsContext {
  /** Told of every transition, in its transaction. */
  onEvent?: BookingEventHook;
  /** Told of each owner's reminder the clock sends, in its transaction. */
  onReminder?: BookingReminderHook;
  db: Db;
  provider: PaymentProvider;
  log: BookingsLog;
  mode: Config['paymentsMode'];
  clock: () => Date;
  nudges?: BookingNudges;
  money: MoneySteps;
  /** The payer's mails of an OXXO/SPEI charge: its voucher, and word that it lapsed (payments/delayed-mail.ts). */
  paymentMail?: Pick<PaymentEffects, 'awaiting' | 'expired'>;
  /** The peso rate OXXO and SPEI are priced at (decision 064). */
  currentRate?: CurrentRate;
}

export const HOUR_MS = 3_600_000;

export const notFound = () => new AppError('NOT_FOUND', 'bookings.bookingNotFound');
export const notNow = () => new AppError('CONFLICT', 'bookings.notNow');

/** SEM- and eight characters of Crockford's base32 (no I, L, O, U): what the guest reads to the resort's desk. */
export function newReference(): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let out = 'SEM-';
  for (let i = 0; i < 8; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export const dollars = (cents: number) => cents / 100;

/** A confirmation file's name for a download: the booking's reference and what it is, never the uploader's name. */
export const downloadName = (reference: string, contentType: string) =>
  `${reference}-confirmation.${privateFileExtension(contentType)}`;
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The idempotency key of a booking's payment intent: the same booking always gets the same intent. */
export const intentKey = (bookingId: number) => `semana-booking-${bookingId}-intent`;

/**
 * Writes a transition into the booking's history (in the transition's own transaction) and tells
 * `ctx.onEvent`; answers the event's id.
 */
export async function event(
  ctx: Pick<BookingsContext, 'onEvent'>,
  tx: DbOrTx,
  note: BookingEventNote,
): Promise<number> {
  const { bookingId, from, to, transition, cause, at, actorId, reason = null } = note;
  const [written] = await tx
    .insert(bookingEvents)
    .values({ bookingId, fromStatus: from, toStatus: to, transition, cause, actorId, reason, at })
    .returning({ id: bookingEvents.id });
  await ctx.onEvent?.(tx, note);
  return written.id;
}

/** The booking's row, locked, and the transition `name` if the process table allows it from its state. */
export async function lockFor(tx: DbOrTx, id: number, name: BookingTransitionName) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw notFound();
  return { row, step: transitionFrom(row.status, name) };
}
