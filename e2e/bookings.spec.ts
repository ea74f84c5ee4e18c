import { readFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { CONFIRMATION_PDF, tickBookings, whileHolding } from './bookings-helpers';
import { expect, signIn, test } from './fixtures';
import { cardOf } from './listings-helpers';
import { waitForMail } from './outbox';
import { payWithCard } from './payments-helpers';

/** The booking screens (decision 056): booking a week, its page, and the trips on My Dashboard. */

/** A full-page picture for a person to look at, named by the screen and the project's width. */
const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: true });

test.describe('booking a week', () => {
  test('a renter books a week from its card, pays with the test card and finds the trip on My Dashboard @phone', async ({
    page,
    makeUser,
    makeWeek,
  }, testInfo) => {
    // Weeks close for booking 48 hours before check-in: this one is two months ahead.
    const week = await makeWeek({ startsIn: 60 });
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });

    await page.goto(`/all-weeks?locationId=${week.locationId}&resortId=${week.resortId}`);
    const card = cardOf(page, week);
    await expect(card.getByRole('link', { name: 'Book this week' })).toHaveAttribute(
      'href',
      `/weeks/${week.id}/book`,
    );
    await card.screenshot({ path: testInfo.outputPath(`week-card-${testInfo.project.name}.png`) });
    await card.getByRole('link', { name: 'Book this week' }).click();
    await expect(page).toHaveURL(new RegExp(`/weeks/${week.id}/book$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Book this week' })).toBeVisible();
    await expect(page.getByText(week.resortName).first()).toBeVisible();

    // Who stays: the lead guest's name is required, as on their ID.
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Please enter the first name')).toBeVisible();
    await expect(page.getByText('as on their ID (the resort checks it at the desk)')).toBeVisible();
    await page.getByLabel('First name', { exact: true }).fill('Ana');
    await page.getByLabel('Last name', { exact: true }).fill('García López');
    await page.getByRole('button', { name: 'Add a guest' }).click();
    await page.getByLabel('First name · Guest 2').fill('Luis');
    await page.getByLabel('Last name · Guest 2').fill('García');
    await page.getByLabel('Note to the owner (optional)').fill('We arrive late in the evening.');
    await shoot(page, testInfo, 'book-guests');
    await page.getByRole('button', { name: 'Continue' }).click();

    // The stay on the resort's clock, the total, the rules with their dates, the agreement.
    await expect(page.getByRole('heading', { name: 'Check and accept' })).toBeFocused();
    await expect(page.getByText(/^Check-in \w{3}, \w{3} \d+, \d{4} from 3:00 PM$/)).toBeVisible();
    await expect(page.getByText(/^Check-out \w{3}, \w{3} \d+, \d{4} by 11:00 AM$/)).toBeVisible();
    await expect(page.getByText('7 nights')).toBeVisible();
    await expect(page.getByText('This total is all you pay.')).toBeVisible();
    await expect(page.getByText(/^Full refund if you cancel by .+ \(.+ time\)\.$/)).toBeVisible();
    await expect(page.getByText('After that and until check-in, 25 % is refunded.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Guest Agreement (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await page.getByRole('button', { name: 'Hold the week and pay' }).click();
    await expect(page.getByText('Please accept the Guest Agreement')).toBeVisible();
    await page.getByRole('checkbox', { name: /I accept the Guest Agreement/ }).check();
    await shoot(page, testInfo, 'book-review');
    await whileHolding(async () => {
      await page.getByRole('button', { name: 'Hold the week and pay' }).click();

      // The week is held: the clock runs while the test card pays.
      await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^1[45]:\d\d$/);
      await shoot(page, testInfo, 'book-pay');
      await payWithCard(page, '4242 4242 4242 4242');
    });

    await expect(page).toHaveURL(/\/bookings\/\d+$/);
    const bookingId = page.url().split('/').pop();
    await expect(page.getByText(/^Paid: waiting for the owner to accept by /)).toBeVisible();
    await expect(page.getByText(/^SEM-[0-9A-Z]{8}$/)).toBeVisible();
    await expect(page.getByText('Ana García López')).toBeVisible();
    await expect(page.getByText('lead guest')).toBeVisible();
    await shoot(page, testInfo, 'booking');

    await page.goto('/dashboard');
    const trips = page.getByRole('list', { name: 'My trips' });
    await expect(trips.getByRole('link').filter({ hasText: week.resortName })).toContainText(
      'Paid: waiting for the owner',
    );
    await page.getByRole('tablist', { name: 'Which trips' }).getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByText('No past trips')).toBeVisible();

    // The booking ends (everything back: the owner had not accepted), so its accounts may be removed.
    const ended = await renter.api.post(`/api/bookings/${bookingId}/cancel`);
    expect(ended.status()).toBe(200);
  });

  test('the week’s owner opening the book page is told they cannot book their own week @phone', async ({
    page,
    owner,
    makeWeek,
  }) => {
    const week = await makeWeek({ owner, startsIn: 60 });
    await page.goto(`/weeks/${week.id}/book`);
    await expect(page.getByText('This week cannot be booked')).toBeVisible();
    await expect(page.getByText('This is your own week: you cannot book it.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse weeks' })).toHaveAttribute('href', '/all-weeks');
  });

  test('a visitor is sent to sign in and comes back; a hold is given up from its page', async ({
    page,
    makeUser,
    makeWeek,
  }) => {
    const week = await makeWeek({ startsIn: 60 });
    await page.goto(`/weeks/${week.id}/book`);
    await expect(page).toHaveURL(/\/auth\?/);

    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    const held = await renter.api.post('/api/bookings', {
      data: {
        weekId: week.id,
        leadGuest: { firstName: 'Rosa', lastName: 'Reyes' },
        guests: [],
        acceptAgreement: true,
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    const { id } = (await held.json()) as { id: number };
    await page.goto(`/bookings/${id}`);
    await expect(page.getByText('Waiting for your payment')).toBeVisible();
    await expect(page.getByRole('timer')).toBeVisible();
    await page.getByRole('button', { name: 'Give up this booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Give up this booking?' });
    await dialog.getByRole('button', { name: 'Give it up' }).click();
    await expect(page.getByText('You gave it up before paying. Nothing was charged.')).toBeVisible();
    await expect(page.getByText('Cancelled')).toBeVisible();

    await page.goto('/bookings/999999999');
    await expect(page.getByText('Booking not found')).toBeVisible();
  });

  test('the owner adds a payout account and accepts from My Dashboard; the renter cancels after reading the refund @phone', async ({
    page,
    makeUser,
    makeWeek,
  }, testInfo) => {
    // Two months ahead: the full refund (until 31 days before check-in) still applies.
    const week = await makeWeek({ startsIn: 60 });
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    const held = await renter.api.post('/api/bookings', {
      data: {
        weekId: week.id,
        leadGuest: { firstName: 'Ana', lastName: 'García López' },
        guests: [],
        acceptAgreement: true,
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    const { id, reference } = (await held.json()) as { id: number; reference: string };
    await whileHolding(async () => {
      await page.goto(`/bookings/${id}`);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await payWithCard(page, '4242 4242 4242 4242');
      await expect(page.getByText(/^Paid: waiting for the owner to accept by /)).toBeVisible();
    });

    // The owner: the booking waits in My Dashboard's Bookings, with what they will be paid.
    await signIn(page, week.owner);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Sections of My Dashboard' });
    await nav.getByRole('link', { name: 'Bookings', exact: true }).click();
    const section = page.getByRole('region', { name: 'Bookings' });
    await expect(section.getByText('No payout account yet: add one to accept bookings.')).toBeVisible();
    await expect(section.getByText('TEST MODE')).toBeVisible();
    const row = section.getByRole('article', { name: reference });
    await expect(row).toContainText('Paid: waiting for your answer');
    await expect(row).toContainText('Lead guest: Ana García López');
    await expect(row.getByText(/^You will be paid \$[\d,]+(\.\d\d)?$/)).toBeVisible();
    await expect(row.getByRole('link', { name: `Details of booking ${reference}` })).toHaveAttribute(
      'href',
      `/bookings/${id}`,
    );
    await section.screenshot({ path: testInfo.outputPath(`owner-bookings-${testInfo.project.name}.png`) });

    // Declining asks first; going back changes nothing.
    await row.getByRole('button', { name: 'Decline' }).click();
    const decline = page.getByRole('alertdialog', { name: 'Decline this booking?' });
    await expect(decline).toContainText('The guest gets everything back');
    await decline.getByRole('button', { name: 'Go back' }).click();

    await section.getByRole('button', { name: 'Add a payout account' }).click();
    await expect(section.getByText(/^Ready: your share/)).toBeVisible();
    await row.getByRole('button', { name: 'Accept' }).click();
    await expect(row).toContainText('Accepted by you');
    await expect(row.getByRole('button', { name: 'Accept' })).toHaveCount(0);
    await shoot(page, testInfo, 'owner-bookings-accepted');

    // The renter cancels: the dialog says what comes back before they confirm.
    await signIn(page, renter);
    await page.goto(`/bookings/${id}`);
    await expect(page.getByText('Accepted by the owner')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel this booking' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this booking?' });
    await expect(dialog.getByText(`You will get back ${week.shownPrice} (100 %).`)).toBeVisible();
    await expect(dialog.getByText(/^The full refund applies until /)).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`cancel-dialog-${testInfo.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#booking-status')).toHaveText('Cancelled');
    await expect(page.getByText(/^You cancelled this booking\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel this booking' })).toHaveCount(0);
    await shoot(page, testInfo, 'booking-cancelled');
  });
});

test.describe('a booking from payment to payout', () => {
  test("the owner accepts and uploads the resort's confirmation, the renter downloads it, the clock pays the owner @phone", async ({
    page,
    makeUser,
    makeWeek,
  }, testInfo) => {
    const week = await makeWeek({ startsIn: 60 });
    // The owner reads their mail in Spanish, the renter in English.
    expect((await week.owner.api.put('/api/account/locale', { data: { locale: 'es' } })).status()).toBe(200);
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    const held = await renter.api.post('/api/bookings', {
      data: {
        weekId: week.id,
        leadGuest: { firstName: 'Ana', lastName: 'García López' },
        guests: [{ firstName: 'Luis', lastName: 'García' }],
        acceptAgreement: true,
      },
    });
    expect(held.status(), await held.text()).toBe(201);
    const { id, reference } = (await held.json()) as { id: number; reference: string };
    await whileHolding(async () => {
      await page.goto(`/bookings/${id}`);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await payWithCard(page, '4242 4242 4242 4242');
      await expect(page.getByText(/^Paid: waiting for the owner to accept by /)).toBeVisible();
    });

    // The owner, whose account speaks Spanish: a payout account, then Aceptar on the booking's
    // page; the confirmation is asked for.
    await signIn(page, week.owner);
    const opened = await week.owner.api.post('/api/payouts/account');
    expect(await opened.json()).toEqual({ status: 'active' });
    await page.goto(`/bookings/${id}`);
    await page.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.locator('#booking-status')).toHaveText('Aceptada por ti');
    const card = page.getByRole('region', { name: 'Confirmación del resort' });
    await expect(
      card.getByText(/^Registra a Ana García López en el resort como huésped principal/),
    ).toBeVisible();
    await shoot(page, testInfo, 'owner-confirmation-due');

    // The browser tells what the server would refuse before sending; then the real file goes.
    const file = card.getByLabel('El archivo de la confirmación');
    await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not it') });
    await expect(card.getByRole('alert')).toHaveText('Elige un archivo PDF, JPEG, PNG o WebP.');
    await file.setInputFiles({
      name: 'Confirmación resort.pdf',
      mimeType: 'application/pdf',
      buffer: CONFIRMATION_PDF,
    });
    await card.getByRole('button', { name: 'Subir la confirmación' }).click();
    await expect(page.locator('#booking-status')).toHaveText('Confirmada con el resort');
    await expect(
      page.getByText(
        /^Tu parte de USD\s[\d,]+(\.\d\d)? se paga el .+, salvo que el huésped reporte un problema/,
      ),
    ).toBeVisible();
    await expect(card.getByText(/^PDF, 1 KB, subida el /)).toBeVisible();
    await shoot(page, testInfo, 'owner-confirmed');

    // The renter opens the confirmation: a download of exactly the owner's file.
    await signIn(page, renter);
    await page.goto(`/bookings/${id}`);
    await expect(page.locator('#booking-status')).toHaveText('Confirmed with the resort');
    await expect(
      page.getByText(/^Show the resort's confirmation and the lead guest's ID at the desk\./),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report a problem' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByRole('region', { name: 'Resort confirmation' })
        .getByRole('link', { name: 'Download' })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^SEM-[0-9A-Z]{8}-confirmation\.pdf$/);
    const saved = await download.path();
    expect(readFileSync(saved).equals(CONFIRMATION_PDF)).toBe(true);
    await shoot(page, testInfo, 'guest-confirmed');

    // Check-in + 48 hours, with no report: the clock pays the owner their share.
    const booking = (await (await renter.api.get(`/api/bookings/${id}`)).json()) as { checkInAt: string };
    const checkIn = Date.parse(booking.checkInAt);
    await tickBookings(new Date(checkIn + 25 * 3_600_000));
    await tickBookings(new Date(checkIn + 49 * 3_600_000));
    await signIn(page, week.owner);
    await page.goto(`/bookings/${id}`);
    await expect(page.locator('#booking-status')).toHaveText('Pagada a ti');
    await expect(page.getByText(/^Pagado a ti: USD\s[\d,]+(\.\d\d)?\.$/)).toBeVisible();
    await shoot(page, testInfo, 'owner-paid-out');

    // Every step mailed the people it concerns, each in their language; the confirmation carries the stay.
    for (const subject of [
      `Payment received: booking ${reference}`,
      `The owner accepted your booking ${reference}`,
    ])
      await waitForMail(renter.email, new RegExp(`^${subject}$`));
    const confirmed = await waitForMail(
      renter.email,
      new RegExp(`^Your stay is confirmed: booking ${reference}$`),
    );
    expect(confirmed).toMatch(/Content-Type: text\/calendar/i);
    expect(confirmed).toMatch(/filename="?stay-SEM-[0-9A-Z]{8}\.ics/);
    const calendar = confirmed.match(
      /Content-Type: text\/calendar[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/,
    )?.[1];
    const ics = Buffer.from(calendar ?? '', 'base64').toString('utf8');
    // The stay's own instants (3 PM and 11 AM on the resort's clock), written in UTC.
    const utc = (iso: string) => `${iso.replace(/[-:]/g, '').slice(0, 15)}Z`;
    const stay = (await (await renter.api.get(`/api/bookings/${id}`)).json()) as {
      checkInAt: string;
      checkOutAt: string;
    };
    expect(ics).toContain(`DTSTART:${utc(stay.checkInAt)}`);
    expect(ics).toContain(`DTEND:${utc(stay.checkOutAt)}`);
    expect(ics).toContain(reference);
    for (const subject of [
      `Nueva reservación de tu semana: ${reference}`,
      `Recibimos la confirmación: reservación ${reference}`,
      `Te pagamos la reservación ${reference}`,
    ])
      await waitForMail(week.owner.email, new RegExp(`^${subject}$`));

    // Staff read the booking's ledger, and it balances.
    await signIn(page, 'manager');
    // The browser still carries the Spanish owner's language choice; staff read English here.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: testInfo.project.use.baseURL }]);
    await page.goto(`/manager?${new URLSearchParams({ bookingsQ: reference })}`);
    await page.getByRole('button', { name: `View booking ${reference}` }).click();
    const view = page.getByRole('dialog', { name: `Booking ${reference}` });
    await expect(view.getByText('Balanced')).toBeVisible();
    await expect(
      view.getByText(
        /^Charged \$[\d,.]+ = refunded \$0(\.00)? \+ commission \$[\d,.]+ \+ paid out \$[\d,.]+ \+ held \$0(\.00)?$/,
      ),
    ).toBeVisible();
    await shoot(page, testInfo, 'staff-ledger');
  });

  test('the renter reports a problem after the confirmation: the owner sees the payout held @phone', async ({
    page,
    makeUser,
    makeWeek,
    staffApi,
  }, testInfo) => {
    const week = await makeWeek({ startsIn: 60 });
    const renter = await makeUser({ signIn: page, prefix: 'renter.' });
    const held = await renter.api.post('/api/bookings', {
      data: {
        weekId: week.id,
        leadGuest: { firstName: 'Rosa', lastName: 'Reyes' },
        guests: [],
        acceptAgreement: true,
      },
    });
    const { id } = (await held.json()) as { id: number };
    await whileHolding(async () => {
      await page.goto(`/bookings/${id}`);
      await page.getByRole('button', { name: 'Pay now' }).click();
      await payWithCard(page, '4242 4242 4242 4242');
      await expect(page.getByText(/^Paid: waiting for the owner to accept by /)).toBeVisible();
    });
    expect((await week.owner.api.post('/api/payouts/account')).status()).toBe(200);
    expect((await week.owner.api.post(`/api/bookings/${id}/accept`)).status()).toBe(200);
    const uploaded = await week.owner.api.post(`/api/bookings/${id}/confirmation`, {
      multipart: { file: { name: 'c.pdf', mimeType: 'application/pdf', buffer: CONFIRMATION_PDF } },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);

    await page.goto(`/bookings/${id}`);
    await page.getByRole('button', { name: 'Report a problem' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report a problem with this stay' });
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Describe the problem in at least 10 characters.');
    await dialog.getByLabel('What happened').fill('The resort had no reservation under my name.');
    await page.screenshot({ path: testInfo.outputPath(`report-dialog-${testInfo.project.name}.png`) });
    await dialog.getByRole('button', { name: 'Send the report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('#booking-status')).toHaveText('On hold while we look into it');
    await expect(page.getByText(/^You reported a problem on /)).toBeVisible();

    await signIn(page, week.owner);
    await page.goto(`/bookings/${id}`);
    await expect(
      page.getByText(/^The guest reported a problem on .+ Your payout waits until our team has decided\.$/),
    ).toBeVisible();
    await expect(page.getByText('The resort had no reservation under my name.')).toBeVisible();
    await shoot(page, testInfo, 'owner-on-hold');

    // Staff refund everything: the booking ends, and so the journey's accounts can be removed.
    const decided = await staffApi.post(`/api/staff/bookings/${id}/refund`, {
      data: { reason: 'The resort confirmed it had no reservation.' },
    });
    expect(decided.status(), await decided.text()).toBe(200);
    await page.goto(`/bookings/${id}`);
    await expect(page.locator('#booking-status')).toHaveText('Cancelled');
  });
});
