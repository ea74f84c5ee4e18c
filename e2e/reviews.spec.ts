import type { Page, TestInfo } from '@playwright/test';
import { CONFIRMATION_PDF, tickBookings } from './bookings-helpers';
import { expect, type FreshUser, signIn, test } from './fixtures';
import { cardOf } from './listings-helpers';
import { waitForMail } from './outbox';
import { tickReviews } from './reviews-helpers';

/** Reviews after a stay (decision 059): blind until both sides have written, then published together. */

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

const HOUR = 3_600_000;

/** A booking of `week` by `renter`, paid with the test card, accepted and confirmed by the owner, completed by the clock. */
async function completedStay(week: { id: number; owner: FreshUser }, renter: FreshUser) {
  const held = await renter.api.post('/api/bookings', {
    data: {
      weekId: week.id,
      leadGuest: { firstName: renter.firstName, lastName: renter.lastName },
      guests: [],
      acceptAgreement: true,
    },
  });
  expect(held.status(), await held.text()).toBe(201);
  const { id, reference, clientSecret } = (await held.json()) as {
    id: number;
    reference: string;
    clientSecret: string;
  };
  const paid = await renter.api.post('/api/payments/test/confirm', {
    data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
  });
  expect((await paid.json()).status).toBe('succeeded');
  expect((await (await week.owner.api.post('/api/payouts/account')).json()).status).toBe('active');
  const accepted = await week.owner.api.post(`/api/bookings/${id}/accept`);
  expect((await accepted.json()).status).toBe('accepted');
  const confirmed = await week.owner.api.post(`/api/bookings/${id}/confirmation`, {
    multipart: { file: { name: 'confirmation.pdf', mimeType: 'application/pdf', buffer: CONFIRMATION_PDF } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  const { checkInAt, checkOutAt } = (await confirmed.json()) as { checkInAt: string; checkOutAt: string };
  // Completed a day after check-in, then the owner paid: the booking has ended (and its people may be removed).
  await tickBookings(new Date(Date.parse(checkInAt) + 25 * HOUR));
  await tickBookings(new Date(Date.parse(checkInAt) + 49 * HOUR));
  const after = (await (await renter.api.get(`/api/bookings/${id}`)).json()) as { status: string };
  expect(after.status).toBe('paid_out');
  return { id, reference, checkOutAt: Date.parse(checkOutAt) };
}

test.describe('reviews after a stay', () => {
  test('guest and owner review each other; the first is seen by nobody else until the second is written, then both are published @phone', async ({
    page,
    makeUser,
    makeWeek,
    request,
  }, testInfo) => {
    const week = await makeWeek({ startsIn: 60 });
    // The owner reads the site in Spanish, the renter in English.
    expect((await week.owner.api.put('/api/account/locale', { data: { locale: 'es' } })).status()).toBe(200);
    const renter = await makeUser({ prefix: 'renter.' });
    const { id, reference, checkOutAt } = await completedStay(week, renter);

    // Before check-out the card only says when reviews open.
    await signIn(page, renter);
    await page.goto(`/bookings/${id}`);
    await expect(page.getByText(/can review each other for 14 days/)).toBeVisible();

    // The clock at check-out opens the window and invites both sides.
    await tickReviews(new Date(checkOutAt + 60_000));
    await waitForMail(renter.email, new RegExp(`^How was your stay at ${week.resortName}`));
    await waitForMail(
      week.owner.email,
      new RegExp(`^¿Cómo fue tu huésped\\? Califica la reservación ${reference}$`),
    );
    await page.goto(`/bookings/${id}`);
    const card = page.getByRole('region', { name: 'Review your stay' });
    await expect(card).toBeVisible();
    await expect(card.getByText(new RegExp(`${week.owner.firstName} will not read it until`))).toBeVisible();

    // Sending without stars or text is stopped with a message; the stars are a radio group the keyboard moves.
    await card.getByRole('button', { name: 'Send my review' }).click();
    await expect(card.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars');
    await card.getByRole('radio', { name: '1 of 5 stars: terrible' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(card.getByRole('radio', { name: '4 of 5 stars: good' })).toBeChecked();
    const guestText = `Spotless unit and a kind welcome at the desk (${reference}).`;
    await card.getByLabel('Your review').fill(guestText);
    await expect(card.getByText(`${guestText.length} of 2000 characters (at least 20)`)).toBeVisible();
    await shoot(page, testInfo, 'guest-writes');
    await card.getByRole('button', { name: 'Send my review' }).click();
    const saved = page.getByRole('region', { name: 'Reviews' });
    await expect(
      saved.getByText(
        new RegExp(
          `^Your review is saved; it will be published when ${week.owner.firstName} writes theirs or on `,
        ),
      ),
    ).toBeVisible();
    await expect(saved.getByText(guestText)).toBeVisible();
    await shoot(page, testInfo, 'guest-saved');

    // Nobody else reads it yet: not the owner, not the public resort list, not the averages.
    const publicList = await request.get(`/api/resorts/${week.resortId}/reviews?pageSize=50`);
    expect(await publicList.text()).not.toContain(reference);
    await signIn(page, week.owner);
    await page.goto(`/bookings/${id}`);
    const ownerCard = page.getByRole('region', { name: 'Califica a tu huésped' });
    await expect(ownerCard).toBeVisible();
    await expect(page.getByText(guestText)).toHaveCount(0);
    await shoot(page, testInfo, 'owner-before');

    // The owner writes: both are published at once.
    await expect(
      ownerCard.getByText(new RegExp(`^¿Cómo fue ${renter.firstName} como huésped\\?`)),
    ).toBeVisible();
    await ownerCard.getByRole('radio', { name: '5 de 5 estrellas: excelente' }).click();
    const ownerText = 'A considerate guest who left the unit as they found it.';
    await ownerCard.getByLabel('Tu reseña').fill(ownerText);
    await ownerCard.getByRole('button', { name: 'Enviar mi reseña' }).click();
    const both = page.getByRole('region', { name: 'Reseñas' });
    await expect(
      both.getByRole('heading', { name: `La reseña de ${renter.firstName} sobre la estancia` }),
    ).toBeVisible();
    await expect(both.getByText(guestText)).toBeVisible();
    await expect(both.getByText(ownerText)).toBeVisible();
    await shoot(page, testInfo, 'owner-published');

    // The owner's record on My Dashboard carries their average from guests' reviews.
    await page.goto('/dashboard#bookings');
    const record = page.getByRole('region', { name: 'Tu historial de los últimos 12 meses' });
    await expect(record.getByText('Tu promedio como propietario:')).toBeVisible();
    await expect(record.getByText('4.0 ★ (1 estancia)')).toBeVisible();
    await shoot(page, testInfo, 'owner-record');

    await signIn(page, renter);
    await page.goto(`/bookings/${id}`);
    await expect(
      page.getByRole('heading', { name: `${week.owner.firstName}’s review of you as a guest` }),
    ).toBeVisible();
    await expect(page.getByText(ownerText)).toBeVisible();
    await waitForMail(renter.email, new RegExp(`^The reviews of booking ${reference} are published$`));

    // The public reads the guest's review (first name and initial), never the owner's of the guest.
    const published = await (await request.get(`/api/resorts/${week.resortId}/reviews?pageSize=50`)).text();
    expect(published).toContain(guestText);
    expect(published).not.toContain(ownerText);
    expect(published).toContain(`"reviewer":"${renter.firstName} ${renter.lastName.charAt(0)}."`);
    expect(published).not.toContain(renter.lastName);

    // A week card of the resort shows its average from real stays.
    const next = await makeWeek({ startsIn: 90, owner: week.owner, resort: week.resortName });
    await page.goto(`/all-weeks?locationId=${next.locationId}&resortId=${next.resortId}`);
    const weekCard = cardOf(page, next);
    await expect(weekCard.getByText(/^Rated \d\.\d out of 5 by \d+ guests?$/)).toBeAttached();
    await expect(weekCard.getByText(/^\d\.\d \(\d+ stays?\)$/)).toBeVisible();
    await weekCard.screenshot({ path: testInfo.outputPath(`week-card-rating-${testInfo.project.name}.png`) });
    // The average opens the resort's reviews, newest first.
    await weekCard.getByRole('button', { name: /^Rated \d\.\d out of 5 by \d+ guests?$/ }).click();
    const dialog = page.getByRole('dialog', { name: `Reviews of ${week.resortName}` });
    await expect(dialog.getByText(guestText)).toBeVisible();
    await expect(dialog.getByText(`${renter.firstName} ${renter.lastName.charAt(0)}.`).first()).toBeVisible();
    await expect(dialog.getByText(ownerText)).toHaveCount(0);
    await shoot(page, testInfo, 'resort-reviews');
  });
});
