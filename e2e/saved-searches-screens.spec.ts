import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * "Alert me" and My alerts by keyboard and in their states, at both widths, in English and
 * Spanish: the dialog takes the focus, keeps it inside, says what is wrong before anything is
 * saved, closes with Escape and gives the focus back to its button; My alerts shows its loading,
 * error and empty states. Each state is photographed for the review of its layout.
 */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

/** Holds every answer of `url` until the returned function is called. */
async function holdAnswers(page: Page, url: string) {
  let release: () => void = () => {};
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('English', () => {
  test('"Alert me" by keyboard: focus inside, errors shown, Escape closes back to its button @phone', async ({
    page,
  }) => {
    await page.goto('/all-weeks');
    const trigger = page.getByRole('button', { name: 'Alert me' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Get alerts of new weeks' });
    await expect(dialog).toBeVisible();
    // The focus is in the dialog, and Tab keeps it there.
    await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await shot(page, 'alert-me-en');

    // A range upside down and no address: said, field by field, and nothing is saved.
    await dialog.getByLabel('Minimum price').fill('900');
    await dialog.getByLabel('Maximum price').fill('800');
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(dialog.getByText('The maximum price must be at least the minimum')).toBeVisible();
    // The focus goes to the first field that is wrong.
    await expect(dialog.getByLabel('Maximum price')).toBeFocused();
    await shot(page, 'alert-me-errors-en');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('My alerts: loading, then the empty state; a broken manage link is said plainly @phone', async ({
    page,
    makeUser,
  }) => {
    await makeUser({ signIn: page, prefix: 'alerts.' });
    const release = await holdAnswers(page, '**/api/alerts/searches');
    await page.goto('/my-alerts');
    await expect(page.getByRole('heading', { level: 1, name: 'My alerts' })).toBeVisible();
    await expect(page.getByText('Loading your alerts')).toBeVisible();
    await shot(page, 'my-alerts-loading-en');
    release();
    await expect(page.getByText('No alerts yet')).toBeVisible();
    await shot(page, 'my-alerts-empty-en');

    // A failure that is not the link's: said as such, and "Try again" loads the list.
    await page.route('**/api/alerts/searches', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }),
    );
    await page.reload();
    await expect(page.getByText('We could not load your alerts')).toBeVisible();
    await expect(page.getByText('Try again in a moment')).toBeVisible();
    await expect(page.getByText('This link is not valid')).toHaveCount(0);
    await shot(page, 'my-alerts-failed-en');
    await page.unrouteAll();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByText('No alerts yet')).toBeVisible();

    await page.goto(
      `/my-alerts?a=${Buffer.from('someone@example.test').toString('base64url')}&t=${'x'.repeat(32)}`,
    );
    await expect(page.getByText('This link is not valid')).toBeVisible();
    await shot(page, 'my-alerts-bad-link-en');
  });
});

test.describe('Spanish', () => {
  test.use({ locale: 'es-MX' });

  test('"Avísame" and Mis alertas, by keyboard and empty @phone', async ({ page, makeUser }) => {
    await page.goto('/all-weeks');
    const trigger = page.getByRole('button', { name: 'Avísame' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Guardar alerta' }).click();
    await expect(dialog.getByText('Escribe un correo electrónico válido')).toBeInViewport();
    await expect(dialog.getByLabel('Tu correo electrónico')).toBeFocused();
    await shot(page, 'alert-me-errors-es');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.goto('/my-alerts');
    await shot(page, 'my-alerts-signed-out-es');
    await makeUser({ signIn: page, prefix: 'alertas.' });
    await page.goto('/my-alerts');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver las semanas disponibles' })).toBeVisible();
    await shot(page, 'my-alerts-empty-es');
  });
});
