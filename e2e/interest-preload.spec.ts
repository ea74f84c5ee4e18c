import { expect, test } from './fixtures';

/**
 * The interest form's code is fetched ahead once an 'I'm Interested' button is on screen (after the
 * page has loaded), so the first press opens the form itself rather than 'Loading the form...'.
 */
test.describe('the interest form is there before the first press @phone', () => {
  for (const path of ['/all-weeks', '/all-properties']) {
    test(`on ${path}, fetched after the load with no hover or focus`, async ({ page }) => {
      // A page of week cards fills the browser's default 250 resource-timing entries before the
      // form's code is fetched, and later entries would be dropped.
      await page.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
      const formCode = page.waitForRequest((r) => /\/assets\/interest-form-[\w-]+\.js$/.test(r.url()));
      await page.goto(path);
      const requested = await formCode;
      expect(requested.url()).toContain('/assets/interest-form-');
      const [loaded, fetchedAt] = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const form = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('/assets/interest-form-'));
        return [nav.loadEventEnd, form?.startTime ?? 0];
      });
      // Not competing with the page's own start.
      expect(fetchedAt).toBeGreaterThan(loaded);
      await page.getByRole('button', { name: "I'm Interested" }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Express Interest' });
      await expect(dialog.getByRole('textbox').first()).toBeVisible();
      await expect(dialog.getByText('Loading the form...')).toHaveCount(0);
    });
  }
});
