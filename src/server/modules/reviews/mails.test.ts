import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { inject, type TestApp } from '#src/server/test/app.ts';
import { completedStay, payableOwner, reviewsTickAt } from '#src/server/test/reviews.ts';
import { createMailingApp, mailbox, type parseMail, type SmtpPeer } from '#src/server/test/smtp-peer.ts';
import { REVIEW_WINDOW_DAYS } from '#src/shared/reviews/rules.ts';

/**
 * The reviews' mail, delivered to a real SMTP peer in each reader's language: both sides invited
 * when the window opens, a side that has not written reminded once three days before it closes,
 * both told when the reviews are published.
 */

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
const { mailsTo, mailTo } = mailbox(() => peer);
const DAY = 86_400_000;

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
    PAYMENTS_TEST_MODE: 'true',
  }));
  await seedReferenceData(t.database.db);
}, 60_000);
afterAll(() => close?.());

const textOf = (m: ReturnType<typeof parseMail>) => m.body.split('<!doctype html>')[0];
const setLocale = (id: number, locale: 'en' | 'es') =>
  t.database.db.update(users).set({ locale }).where(eq(users.id, id));

describe('the mail of reviews', { timeout: 60_000 }, () => {
  it('invites both sides in their language, reminds only who has not written, and tells both of the publication', async () => {
    const owner = await payableOwner(t);
    await setLocale(owner.id, 'es');
    const { renter, id, reference, checkOutAt } = await completedStay(t, owner);
    await setLocale(renter.id, 'en');
    await reviewsTickAt(t, checkOutAt);
    const invite = await mailTo(renter.email, /^How was your stay at /);
    expect(textOf(invite)).toContain(`booking ${reference}`);
    expect(textOf(invite)).toContain(`Write your review: https://semana.example/bookings/${id}#reviews`);
    const ownerInvite = await mailTo(
      owner.email,
      new RegExp(`^¿Cómo fue tu huésped\\? Califica la reservación ${reference}$`),
    );
    expect(ownerInvite.body).toContain('<html lang="es-MX">');
    expect(textOf(ownerInvite)).toContain('Escribir mi reseña');

    // The guest writes; three days before the close only the owner is reminded, once.
    const written = await inject(t, {
      method: 'POST',
      url: `/api/bookings/${id}/reviews`,
      cookie: renter.cookie,
      payload: { stars: 5, body: 'Everything was as the listing said, and more.' },
    });
    expect(written.statusCode, written.body).toBe(201);
    const closes = checkOutAt.getTime() + REVIEW_WINDOW_DAYS * DAY;
    expect((await reviewsTickAt(t, new Date(closes - 3 * DAY - 1))).reminded).toBe(0);
    expect((await reviewsTickAt(t, new Date(closes - 3 * DAY))).reminded).toBe(1);
    expect((await reviewsTickAt(t, new Date(closes - 2 * DAY))).reminded).toBe(0);
    await mailTo(owner.email, new RegExp(`^Quedan tres días para calificar la reservación ${reference}$`));

    // The window closes: the guest's review is published and both are told.
    expect((await reviewsTickAt(t, new Date(closes))).published).toBe(1);
    await mailTo(renter.email, new RegExp(`^The reviews of booking ${reference} are published$`));
    await mailTo(owner.email, new RegExp(`^Se publicaron las reseñas de la reservación ${reference}$`));
    expect(
      mailsTo(renter.email).filter((m) => /^Three days left/.test(m.headers.get('subject') ?? '')),
    ).toEqual([]);
  });
});
