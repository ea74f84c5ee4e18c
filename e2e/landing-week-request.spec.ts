import { expect, journeyEmail, test } from './fixtures';
import { openLanding, openWeekRequest, pickNextMonthDay } from './landing-helpers';

/**
 * The week request form of the landing page. The request that reaches the server is sent from an
 * address of the journey's own and removed after it; the refused one never leaves the browser.
 */

test.describe('week request', () => {
  test('an empty submission shows what is missing', async ({ page }) => {
    await openLanding(page);
    await openWeekRequest(page);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    for (const message of [
      'Please enter your name',
      'Please enter a valid email',
      'Please select a location',
      'Please select a start date',
      'Please select an end date',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true');
  });

  test('a complete request is sent, confirmed and the form resets', async ({ page, removeLeadsAfter }) => {
    // An address of the journey's own: the request it sends is removed afterwards (staff API).
    const email = journeyEmail('lucia');
    removeLeadsAfter(email);
    await openLanding(page);
    await openWeekRequest(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Lucía Fernández');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('combobox', { name: 'Preferred location' }).click();
    await page.getByRole('option', { name: 'Los Cabos' }).click();
    await expect(page.getByRole('combobox', { name: 'Preferred location' })).toHaveText(/Los Cabos/);

    await pickNextMonthDay(page, 'Start date', /\b10th\b/, true);
    await expect(page.getByRole('button', { name: 'Start date' })).not.toHaveText(/Pick a date/);
    // The end date's calendar opens on the start's month and offers nothing before it.
    await page.getByRole('button', { name: 'End date' }).click();
    const calendar = page.getByRole('dialog', { name: 'Choose a date' });
    await expect(calendar.getByRole('button', { name: /\b9th\b/ })).toBeDisabled();
    await calendar.getByRole('button', { name: /\b17th\b/ }).click();
    await expect(page.getByRole('button', { name: 'End date' })).not.toHaveText(/Pick a date/);

    await page.getByRole('textbox', { name: 'Additional details' }).fill('Two-bedroom, four adults.');

    const sent = page.waitForRequest((r) => r.url().endsWith('/api/week-requests') && r.method() === 'POST');
    await page.getByRole('button', { name: 'Submit Request' }).click();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      name: 'Lucía Fernández',
      email,
      preferredLocation: 'Los Cabos',
      additionalDetails: 'Two-bedroom, four adults.',
    });
    expect(body.startDate).toMatch(/^\d{4}-\d{2}-10$/);
    expect(body.endDate).toMatch(/^\d{4}-\d{2}-17$/);
    expect(body.website ?? '').toBe('');

    await expect(page.getByText('Request submitted', { exact: true })).toBeVisible();
    await expect(
      page.getByText("We'll notify you when a matching week becomes available.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Start date' })).toHaveText(/Pick a date/);
    await expect(page.getByRole('combobox', { name: 'Preferred location' })).toHaveText(/Select a location/);
  });

  test('a refused request shows the failure toast and the field problems', async ({ page }) => {
    await page.route('**/api/week-requests', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Invalid input',
          code: 'VALIDATION',
          issues: [{ path: 'startDate', message: 'Start date cannot be in the past' }],
        }),
      }),
    );
    await openLanding(page);
    await openWeekRequest(page);
    await page.getByRole('textbox', { name: 'Name' }).fill('Ana');
    await page.getByRole('textbox', { name: 'Email' }).fill('ana@example.test');
    await page.getByRole('combobox', { name: 'Preferred location' }).click();
    await page.getByRole('option', { name: 'Mazatlan' }).click();
    await pickNextMonthDay(page, 'Start date', /\b3rd\b/, true);
    await pickNextMonthDay(page, 'End date', /\b5th\b/, false);
    await page.getByRole('button', { name: 'Submit Request' }).click();
    await expect(
      page.getByText('Failed to submit request. Please try again.', { exact: true }),
    ).toBeVisible();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Start date cannot be in the past')).toBeVisible();
    // Nothing was lost: the person can fix and send again.
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Ana');
  });
});
