import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import { type Component, property, readCalendar, textValue } from '#src/server/test/ical-reader.ts';
import { expect, type FreshUser, signIn, test } from './fixtures';

/** Private calendar feeds (decision 067): made, copied, read by a calendar, and replaced. */

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: false });

/** A paid booking of `weekId` by `renter`, through the API as the booking page makes it. */
async function paidBooking(renter: FreshUser, weekId: number) {
  const held = await renter.api.post('/api/bookings', {
    data: {
      weekId,
      leadGuest: { firstName: 'Valentina', lastName: 'Ochoa Prieto' },
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
  return { id, reference };
}

/**
 * The owner declines the booking once the journey is over: a live booking keeps both accounts
 * (decision 005), and the fixtures remove them afterwards.
 */
async function declined(owner: FreshUser, booking: { id: number }) {
  const res = await owner.api.post(`/api/bookings/${booking.id}/decline`);
  // A clock run by a journey beside this one (bookings, reviews) may have ended the booking first,
  // when the owner's 48 hours passed on its clock: then the decline is refused, and it is over anyway.
  if (res.status() === 409) {
    const state = await owner.api.get(`/api/bookings/${booking.id}`);
    expect((await state.json()).status).toBe('cancelled');
    return;
  }
  expect((await res.json()).status).toBe('cancelled');
}

/** Reads a feed as a calendar program does (no cookie): its status, and the calendar when 200. */
async function readFeed(request: APIRequestContext, url: string) {
  // The address is the site's public one; the journey's server answers the same path.
  const res = await request.get(new URL(url).pathname, { headers: { cookie: '' } });
  if (res.status() !== 200) return { status: res.status(), calendar: null };
  expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  return { status: 200, calendar: readCalendar(await res.body()) };
}

const uidsOf = (calendar: Component) => calendar.components.map((e) => property(e, 'UID')?.value ?? '');
const summaries = (calendar: Component) =>
  calendar.components.map((e) => textValue(property(e, 'SUMMARY')?.value ?? ''));

/** Makes the feed in `panel`, copies its address with the button, and answers it. */
async function makeAndCopy(page: Page, panel: Locator) {
  await expect(panel.getByText('The feed is off: nobody can read it.')).toBeVisible();
  await panel.getByRole('button', { name: 'Create the feed address' }).click();
  const field = panel.getByRole('textbox', { name: 'Your private feed address' });
  await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await panel.getByRole('button', { name: 'Copy the feed address' }).click();
  await expect(panel.getByRole('button', { name: 'Copy the feed address' })).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await field.inputValue());
  await expect(panel.getByText(/^The feed is on\. Its address was made on /)).toBeVisible();
  return copied;
}

/** A new address, confirmed in the dialog: answers it once the old one has stopped working. */
async function regenerate(page: Page, panel: Locator, old: string, testInfo: TestInfo, name: string) {
  await panel.getByRole('button', { name: 'Make a new address' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Make a new feed address?' });
  await expect(dialog.getByText(/The current address stops working at once/)).toBeVisible();
  await shoot(page, testInfo, `${name}-confirm`);
  await dialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText('Your new feed address is ready. The old one no longer works.', { exact: true }),
  ).toBeVisible();
  const field = panel.getByRole('textbox', { name: 'Your private feed address' });
  await expect(field).not.toHaveValue(old);
  return field.inputValue();
}

test.describe('calendar feeds', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  });

  test("an owner's feed holds the week and its booking; a new address ends the old one @phone", async ({
    page,
    request,
    owner,
    makeUser,
    makeWeek,
  }, testInfo) => {
    const week = await makeWeek({ owner, startsIn: 75 });
    const renter = await makeUser({ prefix: 'guest.' });
    const booking = await paidBooking(renter, week.id);
    const { reference } = booking;
    try {
      await page.goto('/dashboard');
      await page
        .getByRole('navigation', { name: /dashboard/i })
        .getByRole('link', { name: 'Calendar feed' })
        .click();
      const section = page.getByRole('region', { name: 'Calendar feed' });
      await expect(section.getByText(/Your weeks \(with their status and price\)/)).toBeVisible();
      await shoot(page, testInfo, 'owner-feed-off');
      const url = await makeAndCopy(page, section);
      await section.getByText('How to add it').click();
      await expect(section.getByText(/^Google Calendar \(on a computer\)/)).toBeVisible();
      await section.scrollIntoViewIfNeeded();
      await shoot(page, testInfo, 'owner-feed-on');

      const first = await readFeed(request, url);
      expect(first.status).toBe(200);
      const calendar = first.calendar as Component;
      expect(property(calendar, 'X-WR-CALNAME')?.value).toBe('Semana: my weeks and bookings');
      const host = new URL(url).hostname;
      expect(uidsOf(calendar)).toEqual(
        expect.arrayContaining([`week-${week.id}@${host}`, `owner-booking-${reference}@${host}`]),
      );
      expect(summaries(calendar)).toEqual(
        expect.arrayContaining([
          `${week.resortName}, ${week.unitTypeName} · Booked`,
          `Booking ${reference}: Valentina at ${week.resortName}`,
        ]),
      );
      // The guest's first name only.
      expect((await (await request.get(new URL(url).pathname)).text()).includes('Ochoa')).toBe(false);

      const fresh = await regenerate(page, section, url, testInfo, 'owner-feed');
      expect((await readFeed(request, url)).status).toBe(404);
      const second = await readFeed(request, fresh);
      expect(second.status).toBe(200);
      // The same events under the same UIDs: a calendar that switches address sees no duplicates.
      expect(uidsOf(second.calendar as Component)).toEqual(uidsOf(calendar));
    } finally {
      await declined(owner, booking);
    }
  });

  test("a guest's trips feed holds the trip; a new address ends the old one, and turning off ends both @phone", async ({
    page,
    request,
    makeUser,
    makeWeek,
  }, testInfo) => {
    const week = await makeWeek({ startsIn: 80 });
    const guest = await makeUser({ prefix: 'trips.' });
    const booking = await paidBooking(guest, week.id);
    const { reference } = booking;
    try {
      await signIn(page, guest);

      await page.goto('/dashboard#my-trips');
      const panel = page.getByRole('region', { name: 'Your trips in your calendar' });
      await expect(panel.getByText(/The weeks you booked, with check-in and check-out/)).toBeVisible();
      const url = await makeAndCopy(page, panel);
      await panel.scrollIntoViewIfNeeded();
      await shoot(page, testInfo, 'trips-feed-on');

      const first = await readFeed(request, url);
      const calendar = first.calendar as Component;
      expect(property(calendar, 'X-WR-CALNAME')?.value).toBe('Semana: my trips');
      const host = new URL(url).hostname;
      expect(uidsOf(calendar)).toEqual([`trip-${reference}@${host}`]);
      const [trip] = calendar.components;
      expect(textValue(property(trip, 'SUMMARY')?.value ?? '')).toBe(
        `Trip: ${week.resortName}, ${week.unitTypeName}`,
      );
      expect(textValue(property(trip, 'DESCRIPTION')?.value ?? '')).toMatch(
        new RegExp(
          `^Booking ${reference}\\nStatus: Paid: waiting for the owner\\nCheck-in: .+, 3:00 PM \\(.+ time\\)`,
        ),
      );

      const fresh = await regenerate(page, panel, url, testInfo, 'trips-feed');
      expect((await readFeed(request, url)).status).toBe(404);
      expect((await readFeed(request, fresh)).status).toBe(200);

      await panel.getByRole('button', { name: 'Turn off' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Turn the calendar feed off?' });
      await dialog.getByRole('button', { name: 'Turn off' }).click();
      await expect(page.getByText('The calendar feed is off.', { exact: true })).toBeVisible();
      await expect(panel.getByText('The feed is off: nobody can read it.')).toBeVisible();
      expect((await readFeed(request, fresh)).status).toBe(404);
    } finally {
      await declined(week.owner, booking);
    }
  });
});
