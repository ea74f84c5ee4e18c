import { expect, test } from './fixtures';

/**
 * The interest form's code is fetched ahead once an 'I'm Interested' button is on screen (after the
 * page has loaded), so the first press opens the form itself rather than 'Loading the form...'.
 */
test.describe('the interest form is there before the first press @phone', () => {
  for (const path of ['/all-weeks', '/all-properties']) {
    test(`on ${path}, fetched after the load with no hover or focus`, async ({ page }) => {
      // The page's state at the moment the form's code is asked for, read while the request waits.
      let stateAtFetch: string | undefined;
      await page.route(/\/assets\/interest-form-[\w-]+\.js$/, async (route) => {
        stateAtFetch ??= await page.evaluate(() => document.readyState);
        await route.continue();
      });
      await page.goto(path);
      // Fetched with no hover or focus, and not competing with the page's own start.
      await expect.poll(() => stateAtFetch, { timeout: 15_000 }).toBe('complete');
      await page.getByRole('button', { name: "I'm Interested" }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Express Interest' });
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      await expect(dialog.getByText('Loading the form...')).toHaveCount(0);
    });
  }
});
