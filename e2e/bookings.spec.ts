import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { cardOf } from './listings-helpers';
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
    await makeUser({ signIn: page, prefix: 'renter.' });

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
    await page.getByRole('button', { name: 'Hold the week and pay' }).click();

    // The week is held: the clock runs while the test card pays.
    await expect(page.getByRole('timer', { name: 'Time left to pay' })).toHaveText(/^1[45]:\d\d$/);
    await shoot(page, testInfo, 'book-pay');
    await payWithCard(page, '4242 4242 4242 4242');

    await expect(page).toHaveURL(/\/bookings\/\d+$/);
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
    await page.getByRole('tab', { name: 'Past' }).click();
    await expect(page.getByText('No past trips')).toBeVisible();
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
});
