import { test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';

/** Signs in through the API (the form has its own tests); the page's context keeps the cookie. */
export async function signIn(page: Page, who: AccountName) {
  const a = ACCOUNTS[who];
  const res = await page.request.post('/api/login', { data: { username: a.username, password: a.password } });
  expect(res.status(), `login as ${who}`).toBe(200);
}

export const test = base;
export { expect };
