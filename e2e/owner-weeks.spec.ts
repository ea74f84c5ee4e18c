import { addDays, addMonths, format, startOfMonth } from 'date-fns';
import { expect, test } from './fixtures';
import { answerDelete, cardWith, pickOption, toastText, unique } from './owner-helpers';

/**
 * The owner area: add a week with its usage fee, find it on My Dashboard and its destination, edit
 * the fee, delete it.
 * Each journey signs in as an owner of its own (the `owner` fixture), so nothing else lists there.
 */

test.describe('add a week', () => {
  test('resort first, end date follows, the week and its usage fee show on the dashboard, the fee is edited, the week deleted', async ({
    page,
    owner: _owner,
  }) => {
    await page.goto('/add-listing');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Listing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Add a New Week' })).toBeVisible();
    await expect(page).toHaveTitle(/Add New Listing/);

    const location = page.getByRole('combobox', { name: 'Location', exact: true });
    const unitType = page.getByRole('combobox', { name: 'Type of unit' });
    await expect(location).toBeDisabled();
    await expect(unitType).toBeDisabled();
    await pickOption(page, 'Resort', 'Casa Marina Grand Resort');
    await expect(location).toBeEnabled();
    await expect(unitType).toBeEnabled();
    // Casa Marina is offered at two destinations; only they are offered.
    await location.click();
    await expect(page.getByRole('option')).toHaveText(['Nuevo Vallarta', 'Puerto Vallarta']);
    await page.getByRole('option', { name: 'Nuevo Vallarta' }).click();
    await pickOption(page, 'Type of unit', 'Studio');

    // A day in the middle of next month, picked in the calendar.
    const start = addDays(startOfMonth(addMonths(new Date(), 1)), 14);
    const end = addDays(start, 6);
    const dates = `${format(start, 'MMM d, yyyy')} – ${format(end, 'MMM d, yyyy')}`;
    await page.getByRole('button', { name: /Week start date/ }).click();
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await page.getByRole('button', { name: new RegExp(format(start, 'MMMM do, yyyy')) }).click();
    await expect(page.getByRole('button', { name: /Week start date/ })).toHaveText(
      format(start, 'MMM d, yyyy'),
    );
    await expect(page.getByLabel('Week end date')).toHaveValue(format(end, 'MMM d, yyyy'));

    await page.getByLabel('Price (USD)').fill('2450');
    await expect(page.getByText('Travelers will see $2,450 per week.')).toBeVisible();
    await page.getByLabel('Usage fee (USD)').fill('350');
    await expect(
      page.getByText(
        'You pay the resort $350 for this week; our 25 % commission is taken on the price less this fee.',
      ),
    ).toBeVisible();
    const code = `E2E-${unique()}`;
    await page.getByLabel('Reservation code').fill(code);
    await page.getByRole('button', { name: 'Add Week' }).click();
    await expect(toastText(page, 'Week added successfully!')).toBeVisible();
    // The form starts afresh.
    await expect(page.getByLabel('Reservation code')).toHaveValue('');
    await expect(page.getByLabel('Week end date')).toHaveValue('');
    await expect(location).toBeDisabled();

    await page.goto('/dashboard');
    const myWeeks = page.getByRole('list', { name: 'My week listings' });
    const card = cardWith(myWeeks, code);
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('heading', { name: 'Casa Marina Grand Resort' })).toBeVisible();
    await expect(card).toContainText('Studio');
    await expect(card).toContainText('Nuevo Vallarta');
    await expect(card).toContainText(dates);
    await expect(card).toContainText('$2,450');
    await expect(card).toContainText(/Usage fee\s*\$350(?!\.)/);

    // The fee is edited in a dialog, from the keyboard: refused above the price, then saved.
    const edit = card.getByRole('button', { name: /^Edit usage fee/ });
    await edit.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit usage fee' });
    await expect(dialog).toContainText('Current usage fee: $350.');
    const fee = dialog.getByLabel('Usage fee (USD)');
    await expect(fee).toBeFocused();
    await expect(fee).toHaveValue('350');
    await fee.fill('2500');
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Usage fee cannot exceed the price', { exact: true })).toBeVisible();
    await expect(fee).toBeFocused();
    await fee.fill('420.50');
    await page.keyboard.press('Enter');
    await expect(toastText(page, 'Usage fee saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
    await expect(card).toContainText(/Usage fee\s*\$420\.50/);

    // Listed publicly on its destination, under its resort. (Where it stands in the list depends on
    // what other journeys list meanwhile; the newest-first order has its own API test.)
    await page.goto('/destinations/Nuevo%20Vallarta?resort=Casa%20Marina');
    const publicCards = page.getByRole('region', { name: 'Available weeks' }).getByRole('article');
    const mine = publicCards
      .filter({ hasText: 'Casa Marina Grand Resort' })
      .filter({ hasText: 'Studio' })
      .filter({ hasText: dates })
      .filter({ hasText: '$2,450' });
    await expect(mine.first()).toBeVisible();
    // The reservation code and the usage fee are the owner's: never on a public card.
    await expect(page.getByText(code)).toHaveCount(0);
    await expect(mine.first()).not.toContainText('Usage fee');

    await page.goto('/dashboard');
    await card.getByRole('button', { name: /^Delete/ }).click();
    await answerDelete(page, 'Are you sure you want to delete this week?', 'Cancel');
    await expect(card).toHaveCount(1);
    await card.getByRole('button', { name: /^Delete/ }).click();
    await answerDelete(page, 'Are you sure you want to delete this week?', 'Delete');
    await expect(toastText(page, 'Week deleted')).toBeVisible();
    await expect(toastText(page, 'Your week has been successfully deleted.')).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /My Week Listings/ })).toBeVisible();
    await expect(page.getByText(code)).toHaveCount(0);
  });

  test('an empty form shows the message of each required field @phone', async ({ page, owner: _owner }) => {
    await page.goto('/add-listing');
    await expect(page.getByRole('combobox', { name: 'Resort' })).toBeEnabled();
    await page.getByRole('button', { name: 'Add Week' }).click();
    for (const message of [
      'Please select a resort',
      'Please select a location',
      'Please select a unit type',
      'Please select a start date',
      'Please select an end date',
      'Please enter the price',
      'Please enter the reservation code',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('combobox', { name: 'Resort' })).toBeFocused();
    await page.getByLabel('Price (USD)').fill('1000001');
    await page.getByLabel('Reservation code').fill('x'.repeat(51));
    await page.getByRole('button', { name: 'Add Week' }).click();
    await expect(page.getByText('Price cannot exceed 1,000,000', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Reservation code cannot exceed 50 characters', { exact: true }),
    ).toBeVisible();
  });
});
