import { expect, test } from '@playwright/test';

test('the API reference renders from this site alone, with a clean console', async ({ page, baseURL }) => {
  const origin = new URL(baseURL as string).origin;
  const problems: string[] = [];
  const requested: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    requested.push(r.url());
    const url = new URL(r.url());
    // data: and blob: URLs are the page's own; anything with a host must be this site.
    if (url.protocol !== 'data:' && url.protocol !== 'blob:' && url.origin !== origin) {
      problems.push(`request to another origin: ${r.url()}`);
    }
  });

  const answer = await page.goto('/api/docs');
  expect(answer?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: /Semana API/ })).toBeVisible();
  // Every domain of the document is listed, closed; opening one shows its operations.
  await expect(page.locator('.opblock-tag')).not.toHaveCount(0);
  await expect(page.locator('#operations-tag-verification')).toBeVisible();
  await page.locator('#operations-tag-weeks').click();
  const search = page.locator('#operations-weeks-getWeeksSearch');
  await expect(search).toBeVisible();
  await expect(search.getByText('/api/weeks/search', { exact: true })).toBeVisible();
  // Opening it shows who may call it, from the document.
  await search.locator('.opblock-summary-control').click();
  await expect(search.getByText('Who may call it:')).toBeVisible();

  expect(requested.some((u) => u.endsWith('/api/openapi.json'))).toBe(true);
  expect(problems).toEqual([]);
});
