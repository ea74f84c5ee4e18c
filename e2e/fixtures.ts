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

export const test = base;
export { expect };
