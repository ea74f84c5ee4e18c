import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import { enUS, es as esLocale } from 'date-fns/locale';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { bookingEvents, bookingGuests, bookingMoneySteps, bookings } from '#src/server/db/schema/bookings.ts';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { payments } from '#src/server/db/schema/payments.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { ICS_CONTENT_TYPE, stayEvent } from '#src/server/mail/ics.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailLocale, mailMoney } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { MailAttachment } from '#src/server/mail/transport.ts';
import { commissionCents, ownerShareCents, percentOf } from '#src/shared/bookings/amounts.ts';
import type { BookingTransitionName } from '#src/shared/bookings/process.ts';
import { rateText } from '#src/shared/money/money.ts';
import { type BookingEventHook, type BookingReminderHook, HOUR_MS } from './context';
import type { BookingFacts, BookingMailTexts, GuestMail, OwnerMail, StaffMail, Written } from './mail-texts';
import { en, staffMail } from './mail-texts-en';
import { es } from './mail-texts-es';
import { BOOKING_MIN_LEAD_HOURS } from './reads';
import { payoutTimeOf, refunded } from './transitions';

const TEXTS = { en, es } satisfies Record<MailLocale, BookingMailTexts>;

/**
 * The transitions that mail nobody, and why. Creating a hold (`book`, not a transition of the
 * table) mails nobody either: the guest is on the payment page, and nothing is paid yet.
 */
const SILENT: Record<Exclude<BookingTransitionName, GuestMail | OwnerMail>, string> = {
  expireHold: 'nothing was charged, the guest saw the hold end on the payment page, the owner never saw it',
  abandon: 'the guest gave the hold up themselves and nothing was charged; the owner never saw it',
  complete: 'nothing changes for anyone: the payout mail follows when the money moves (payOut)',
};

const isGuestMail = (name: string): name is GuestMail => name in en.guest;
const isOwnerMail = (name: string): name is OwnerMail => name in en.owner;
const isStaffMail = (name: string): name is StaffMail =>
  name === 'report' || name === 'dispute' || name === 'hold';

/** A reminder's mail, by its kind. */
const REMINDERS = { accept: 'remindAccept', confirm: 'remindConfirm' } as const;

type Kind = GuestMail | OwnerMail;
type Read = NonNullable<Awaited<ReturnType<typeof readBooking>>>;
type Recipient = { email: string; firstName: string | null; locale: string | null };

/** The guest's mails that state what was paid: a peso booking's say both currencies and the rate. */
const STATES_PAYMENT: ReadonlySet<string> = new Set(['pay', 'accept', 'confirm']);

const withPesos = (w: Written, kind: string, t: BookingMailTexts, f: BookingFacts): Written =>
  f.pesoCharge && STATES_PAYMENT.has(kind)
    ? { ...w, paragraphs: [...w.paragraphs, t.chargedInPesos(f.pesoCharge)] }
    : w;

/** What one mail says (and its button and attachment, when not the usual). */
interface Mail {
  say(t: BookingMailTexts, f: BookingFacts): Written;
  button?(t: BookingMailTexts): string;
  attach?(t: BookingMailTexts, f: BookingFacts): MailAttachment;
}

const guestUser = alias(users, 'guest_user');
const ownerUser = alias(users, 'owner_user');

/** What the mail of booking `id` needs, read in the transition's transaction. */
async function readBooking(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      b: bookings,
      resort: resorts.name,
      unitType: unitTypes.name,
      place: locations.name,
      onOffer: weeks.onOffer,
      guest: { email: guestUser.email, firstName: guestUser.firstName, locale: guestUser.locale },
      owner: { email: ownerUser.email, firstName: ownerUser.firstName, locale: ownerUser.locale },
    })
    .from(bookings)
    .innerJoin(resorts, eq(resorts.id, bookings.resortId))
    .innerJoin(unitTypes, eq(unitTypes.id, bookings.unitTypeId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .leftJoin(weeks, eq(weeks.id, bookings.weekId))
    .leftJoin(guestUser, eq(guestUser.id, bookings.guestId))
    .leftJoin(ownerUser, eq(ownerUser.id, bookings.ownerId))
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const [lead] = await tx
    .select({ firstName: bookingGuests.firstName, lastName: bookingGuests.lastName })
    .from(bookingGuests)
    .where(and(eq(bookingGuests.bookingId, id), eq(bookingGuests.position, 0)));
  // The event this mail is about was written just before (staff write their reason on it).
  const [latest] = await tx
    .select({ reason: bookingEvents.reason })
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(desc(bookingEvents.id))
    .limit(1);
  const [settle] = await tx
    .select({ amountCents: bookingMoneySteps.amountCents, providerRef: bookingMoneySteps.providerRef })
    .from(bookingMoneySteps)
    .where(and(eq(bookingMoneySteps.bookingId, id), eq(bookingMoneySteps.stepKey, 'settle')));
  // A peso charge (OXXO, SPEI): what it was in pesos, and the dollars and rate it came from.
  const [charge] = await tx
    .select({ amountCents: payments.amountCents, currency: payments.currency, rateE4: payments.rateE4 })
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.status, 'succeeded'), isNotNull(payments.rateE4)))
    .limit(1);
  return {
    ...row,
    charge: charge?.rateE4 ? { ...charge, rateE4: charge.rateE4 } : null,
    leadGuest: lead ? `${lead.firstName} ${lead.lastName}` : '',
    reason: latest?.reason ?? null,
    refundedCents: await refunded(tx, id),
    settle: settle ?? null,
  };
}

const DATE_LOCALES = { en: enUS, es: esLocale };
const PATTERNS = { en: 'EEE, MMM d, yyyy, h:mm a', es: 'EEE d MMM yyyy, HH:mm' };

/** What the mail says of booking `r` for a reader of `locale`, as of the transition's moment `at`. */
function factsOf(r: Read, kind: Kind, locale: MailLocale, at: Date, support: string): BookingFacts {
  const { b } = r;
  const t = TEXTS[locale];
  // Every moment on the resort's clock, the destination named (decision 056: time is the resort's).
  const moment = (d: Date | null) =>
    d
      ? t.moment(
          format(new TZDate(d.getTime(), b.timeZone), PATTERNS[locale], { locale: DATE_LOCALES[locale] }),
          r.place,
        )
      : '';
  const money = (cents: number) => mailMoney(cents, b.currency, locale);
  const fee = b.usageFeeCents;
  const payoutDue = b.payoutDueAt ?? payoutTimeOf(b);
  // A payout staff release later than it was due goes out at once.
  const payoutOn = payoutDue < at ? at : payoutDue;
  const percent = kind === 'guestCancel' ? (b.refundPercent ?? 100) : 100;
  const refundCents = kind === 'guestCancel' ? percentOf(b.totalCents, percent) : b.totalCents;
  // What is kept: of a guest's cancellation its rule's share, of a payout its step, else what no refund took.
  const keptCents =
    kind === 'guestCancel'
      ? b.totalCents - refundCents
      : kind === 'payOut' && r.settle
        ? r.settle.amountCents
        : b.totalCents - r.refundedCents;
  return {
    reference: b.reference,
    stay: `${r.resort}, ${r.unitType}, ${r.place}`,
    leadGuest: r.leadGuest,
    checkIn: moment(b.checkInAt),
    checkOut: moment(b.checkOutAt),
    acceptBy: moment(b.acceptBy),
    confirmBy: moment(b.confirmBy),
    reportBy: moment(b.reportBy),
    fullRefundUntil: moment(b.fullRefundUntil),
    payoutOn: moment(payoutOn),
    total: money(b.totalCents),
    commission: money(commissionCents(b.totalCents, fee)),
    share: money(ownerShareCents(b.totalCents, fee)),
    refund: money(refundCents),
    percent,
    kept: money(keptCents),
    keptPercent: kind === 'guestCancel' ? 100 - percent : 0,
    keptCommission: money(commissionCents(keptCents, fee)),
    keptShare: money(ownerShareCents(keptCents, fee)),
    onOfferAgain: !!r.onOffer && b.checkInAt.getTime() - at.getTime() >= BOOKING_MIN_LEAD_HOURS * HOUR_MS,
    reason: r.reason,
    transfer: r.settle?.providerRef ?? null,
    support,
    problem: b.problemText,
    guestEmail: r.guest?.email ?? '—',
    ownerEmail: r.owner?.email ?? '—',
    pesoCharge: r.charge
      ? {
          pesos: mailMoney(r.charge.amountCents, r.charge.currency, locale),
          dollars: money(b.totalCents),
          rate: rateText(r.charge.rateE4),
        }
      : null,
  };
}

/**
 * The bookings' mail (decision 056): every transition mails the people it concerns, each in their
 * own language, queued in the transition's transaction so it exists exactly when the change
 * commits (decision 019); the owner's reminders at half of each 48-hour deadline likewise. The
 * confirmation carries the stay as a calendar file. An account that was deleted gets nothing.
 * Spread into `bookingsService`'s dependencies.
 */
export function bookingMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  const host = new URL(ctx.publicUrl).hostname.replace(/[^\w.-]/g, '') || 'semana';
  const pageOf = (id: number) => `${ctx.publicUrl}/bookings/${id}`;

  /** One mail about booking `r` to `to` (none when the account is gone), in their language. */
  async function send(tx: DbOrTx, r: Read, to: Recipient | null, kind: Kind, at: Date, mail: Mail) {
    if (!to) return;
    const locale = mailLocale(to.locale);
    const t = TEXTS[locale];
    const f = factsOf(r, kind, locale, at, ctx.operator.email);
    const w = mail.say(t, f);
    const message = composeMail(ctx, {
      locale,
      to: to.email,
      subject: w.subject,
      paragraphs: [greeting(locale, to.firstName), ...w.paragraphs, t.stayLine(f)],
      action: { label: mail.button?.(t) ?? t.seeBooking, url: pageOf(r.b.id) },
    });
    await mailer.queue(mail.attach ? { ...message, attachments: [mail.attach(t, f)] } : message, tx as Db);
  }

  /** The stay as a calendar file in the guest's language (one event, in UTC: mail/ics.ts, decision 057). */
  const calendar =
    (r: Read, at: Date) =>
    (t: BookingMailTexts, f: BookingFacts): MailAttachment => ({
      filename: t.calendarFile(r.b.reference),
      contentType: ICS_CONTENT_TYPE,
      content: stayEvent({
        uid: `booking-${r.b.reference}@${host}`,
        start: r.b.checkInAt,
        end: r.b.checkOutAt,
        timeZone: r.b.timeZone,
        summary: `${r.resort}, ${r.unitType}`,
        location: `${r.resort}, ${r.place}`,
        description: t.calendarDescription(f),
        url: pageOf(r.b.id),
        stamp: at,
      }),
    });

  const onEvent: BookingEventHook = async (tx, note) => {
    const k = note.transition;
    if (k in SILENT || !(isGuestMail(k) || isOwnerMail(k))) return;
    const r = await readBooking(tx, note.bookingId);
    if (!r) return;
    const guest = r.b.guestId ? r.guest : null;
    const owner = r.b.ownerId ? r.owner : null;
    if (isGuestMail(k))
      await send(tx, r, guest, k, note.at, {
        say: (t, f) => withPesos(t.guest[k](f), k, t, f),
        attach: k === 'confirm' ? calendar(r, note.at) : undefined,
      });
    if (isOwnerMail(k)) await send(tx, r, owner, k, note.at, { say: (t, f) => t.owner[k](f) });
    if (isStaffMail(k))
      await send(tx, r, { email: ctx.operator.email, firstName: null, locale: 'en' }, k, note.at, {
        say: (_t, f) => staffMail(k, f),
      });
  };

  const onReminder: BookingReminderHook = async (tx, note) => {
    const r = await readBooking(tx, note.bookingId);
    if (!r?.b.ownerId) return;
    const kind = REMINDERS[note.kind];
    await send(tx, r, r.owner, kind, note.at, {
      say: (t, f) => t.owner[kind](f),
      button: (t) => (note.kind === 'accept' ? t.answerNow : t.uploadConfirmation),
    });
  };

  return { onEvent, onReminder };
}
