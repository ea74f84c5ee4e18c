import { test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

/** Signs in through the API (the form has its own tests); the page's context keeps the cookie. */
export async function signIn(page: Page, who: AccountName) {
  const a = ACCOUNTS[who];
  const res = await page.request.post('/api/login', { data: { username: a.username, password: a.password } });
  expect(res.status(), `login as ${who}`).toBe(200);
}

/** A fresh account made through the API (signed in in this page's context), and its details. */
export async function registerFresh(page: Page, prefix: string) {
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const account = {
    username,
    email: `${username}@example.test`,
    password: 'first-password-123',
    firstName: 'Rosa',
    lastName: 'Reyes',
  };
  const res = await page.request.post('/api/register', { data: { ...account, role: 'user' } });
  expect(res.status(), 'register').toBe(201);
  return account;
}

/**
 * A page the server drew is on screen before the app takes it over, and a click before then does
 * nothing: every navigation waits for the app (`<html data-app-ready>`) when the page came drawn.
 * Journeys that run no script turn it off with `test.use({ waitForApp: false })`.
 */
async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('server-state') || document.documentElement.dataset.appReady !== undefined,
    undefined,
    { timeout: 20_000 },
  );
}

export const test = base.extend<{ waitForApp: boolean }>({
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') {
          await appReady(page);
        }
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },
});
export { expect };
