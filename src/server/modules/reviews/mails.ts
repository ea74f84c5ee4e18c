import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '#src/server/db/client.ts';
import { users } from '#src/server/db/schema/accounts.ts';
import { bookings } from '#src/server/db/schema/bookings.ts';
import { locations, resorts } from '#src/server/db/schema/catalog.ts';
import { reviewWindows } from '#src/server/db/schema/reviews.ts';
import { greeting } from '#src/server/mail/greeting.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { mailDay, mailLocale } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type { ReviewSide } from '#src/shared/reviews/rules.ts';
import type { ReviewsMailHooks } from './clock';
import { REVIEW_MAIL_TEXTS, type ReviewFacts, type ReviewMailTexts } from './mail-texts';

const guestUser = alias(users, 'guest_user');
const ownerUser = alias(users, 'owner_user');

async function readBooking(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      reference: bookings.reference,
      timeZone: bookings.timeZone,
      resort: resorts.name,
      place: locations.name,
      closesAt: reviewWindows.closesAt,
      guest: { email: guestUser.email, firstName: guestUser.firstName, locale: guestUser.locale },
      owner: { email: ownerUser.email, firstName: ownerUser.firstName, locale: ownerUser.locale },
    })
    .from(bookings)
    .innerJoin(resorts, eq(resorts.id, bookings.resortId))
    .innerJoin(locations, eq(locations.id, bookings.locationId))
    .innerJoin(reviewWindows, eq(reviewWindows.bookingId, bookings.id))
    .leftJoin(guestUser, eq(guestUser.id, bookings.guestId))
    .leftJoin(ownerUser, eq(ownerUser.id, bookings.ownerId))
    .where(eq(bookings.id, id));
  return row;
}

type Read = NonNullable<Awaited<ReturnType<typeof readBooking>>>;

/**
 * The reviews' mail (decision 059), each in its reader's language and queued in the transaction
 * that decides it (decision 019): both sides invited when the window opens, a side that has not
 * written reminded three days before it closes, both told when the reviews are published. Links
 * go to the booking's page, where the review is written and read. A deleted account gets nothing.
 */
export function reviewMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext): ReviewsMailHooks {
  const pageOf = (id: number) => `${ctx.publicUrl}/bookings/${id}#reviews`;

  async function send(
    tx: DbOrTx,
    id: number,
    r: Read,
    side: ReviewSide,
    write: (t: ReviewMailTexts, f: ReviewFacts) => { subject: string; paragraphs: string[] },
    button: (t: ReviewMailTexts) => string,
  ) {
    const to = side === 'guest' ? r.guest : r.owner;
    const other = side === 'guest' ? r.owner : r.guest;
    if (!to?.email) return;
    const locale = mailLocale(to.locale);
    const t = REVIEW_MAIL_TEXTS[locale];
    const f: ReviewFacts = {
      reference: r.reference,
      stay: `${r.resort}, ${r.place}`,
      other: other?.firstName || t.otherFallback(side),
      // The day the window closes (check-out time, 14 days on), on the resort's calendar.
      closes: mailDay(r.closesAt.toLocaleDateString('en-CA', { timeZone: r.timeZone }), locale),
    };
    const w = write(t, f);
    await mailer.queue(
      composeMail(ctx, {
        locale,
        to: to.email,
        subject: w.subject,
        paragraphs: [greeting(locale, to.firstName), ...w.paragraphs],
        action: { label: button(t), url: pageOf(id) },
      }),
      tx as Db,
    );
  }

  return {
    async onOpened(tx, id) {
      const r = await readBooking(tx, id);
      if (!r) return;
      for (const side of ['guest', 'owner'] as const)
        await send(
          tx,
          id,
          r,
          side,
          (t, f) => t.invite(side, f),
          (t) => t.writeReview,
        );
    },
    async onReminder(tx, id, sides) {
      const r = await readBooking(tx, id);
      if (!r) return;
      for (const side of sides)
        await send(
          tx,
          id,
          r,
          side,
          (t, f) => t.remind(side, f),
          (t) => t.writeReview,
        );
    },
    async onPublished(tx, id) {
      const r = await readBooking(tx, id);
      if (!r) return;
      for (const side of ['guest', 'owner'] as const)
        await send(
          tx,
          id,
          r,
          side,
          (t, f) => t.published(f),
          (t) => t.readReviews,
        );
    },
  };
}
