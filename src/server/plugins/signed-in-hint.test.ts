import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, inject, type TestApp } from '../test/app';

/**
 * The signed-in hint: a cookie the page can read, present while a session may exist, so a visitor
 * who never signed in is not asked GET /api/user (and shown a 401). It grants nothing.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hintOf = (res: Awaited<ReturnType<typeof inject>>) => res.cookies.find((c) => c.name === 'signed_in');

describe('the signed-in hint', () => {
  it('is given at sign-in, readable by the page, and taken back at sign-out', async () => {
    const user = await createUser(t, { password: 'a-long-password-1' });
    const login = await inject(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'a-long-password-1' },
    });
    expect(login.statusCode).toBe(200);
    const hint = hintOf(login);
    expect(hint).toMatchObject({ value: '1', path: '/', sameSite: 'Lax' });
    expect(hint?.httpOnly).toBeFalsy();
    const session = login.cookies.find((c) => c.name === 'semana_sid');
    const cookie = `semana_sid=${session?.value}; signed_in=1`;
    const logout = await inject(t, { method: 'POST', url: '/api/logout', cookie });
    expect(logout.statusCode).toBeLessThan(300);
    expect(hintOf(logout)?.value).toBe('');
  });

  it('follows the session: given to a session without it, taken from a request whose session ended', async () => {
    const user = await createUser(t);
    const withSession = await inject(t, { method: 'GET', url: '/api/user', cookie: user.cookie });
    expect(withSession.statusCode).toBe(200);
    expect(hintOf(withSession)?.value).toBe('1');
    const stale = await inject(t, {
      method: 'GET',
      url: '/api/user',
      cookie: 'signed_in=1; semana_sid=s%3Anot-a-session.invalid',
    });
    expect(stale.statusCode).toBe(401);
    expect(hintOf(stale)?.value).toBe('');
    // A hint alone is nobody.
    const hintOnly = await inject(t, { method: 'GET', url: '/api/user', cookie: 'signed_in=1' });
    expect(hintOnly.statusCode).toBe(401);
  });
});
