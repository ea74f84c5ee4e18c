import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { weekRequests } from '#src/server/db/schema/leads.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** POST /api/login from a browser that sends `headers` (its language cookie, Accept-Language). */
const signIn = (username: string, password: string, headers: Record<string, string> = {}) =>
  inject(t, { method: 'POST', url: '/api/login', payload: { username, password }, headers });

const localeOf = async (id: number) =>
  (await t.database.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0].locale;

describe('the language a person chose', () => {
  it('is taken from the browser at registration and comes back as a cookie at sign-in', async () => {
    const body = {
      username: 'hablante',
      password: 'a-long-password-1',
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana.lopez@example.test',
      role: 'user',
    };
    const res = await inject(t, {
      method: 'POST',
      url: '/api/register',
      payload: body,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(res.statusCode).toBe(201);
    expect(await localeOf(res.json().id)).toBe('es');
    const login = await signIn(body.username, body.password);
    expect(login.statusCode).toBe(200);
    const cookie = login.cookies.find((c) => c.name === 'lang');
    expect(cookie).toMatchObject({ value: 'es', path: '/', sameSite: 'Lax' });
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('is saved on the account by PUT /api/account/locale, for its owner only, and validated', async () => {
    const user = await createUser(t);
    expect(await localeOf(user.id)).toBeNull();
    const anonymous = await inject(t, {
      method: 'PUT',
      url: '/api/account/locale',
      payload: { locale: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
    for (const locale of ['fr', '', 'ES', null]) {
      const bad = await inject(t, {
        method: 'PUT',
        url: '/api/account/locale',
        payload: { locale },
        cookie: user.cookie,
      });
      expect(bad.statusCode).toBe(400);
    }
    const ok = await inject(t, {
      method: 'PUT',
      url: '/api/account/locale',
      payload: { locale: 'es' },
      cookie: user.cookie,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ locale: 'es' });
    expect(await localeOf(user.id)).toBe('es');
    // No sign-in sends a language the account never chose.
    const other = await createUser(t, { password: 'another-long-password' });
    const login = await signIn(other.username, 'another-long-password');
    expect(login.cookies.find((c) => c.name === 'lang')).toBeUndefined();
  });

  it('chosen on the browser before signing in, wins over the account’s and is saved on it', async () => {
    const user = await createUser(t, { password: 'a-third-long-password' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    const login = await signIn(user.username, 'a-third-long-password', { cookie: 'lang=es' });
    expect(login.statusCode).toBe(200);
    // The browser keeps its choice, now marked as the account's, and the account has it.
    expect(login.cookies.find((c) => c.name === 'lang')?.value).toBe('es');
    expect(login.cookies.find((c) => c.name === 'lang_from')?.value).toBe('account');
    expect(await localeOf(user.id)).toBe('es');
  });

  it('left by another account on a shared browser, gives way to the account’s own', async () => {
    const user = await createUser(t, { password: 'a-fourth-long-password' });
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, user.id));
    const login = await signIn(user.username, 'a-fourth-long-password', {
      cookie: 'lang=es; lang_from=account',
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.find((c) => c.name === 'lang')?.value).toBe('en');
    expect(await localeOf(user.id)).toBe('en');
  });

  it('is kept with a week request: the cookie first, else the browser', async () => {
    const request = (email: string, headers: Record<string, string>) =>
      inject(t, {
        method: 'POST',
        url: '/api/week-requests',
        headers,
        payload: {
          name: 'Luis',
          email,
          preferredLocation: 'Los Cabos',
          startDate: '2031-03-01',
          endDate: '2031-03-08',
        },
      });
    await request('cookie@example.test', { cookie: 'lang=es', 'accept-language': 'en-US' });
    await request('header@example.test', { 'accept-language': 'es-419' });
    await request('english@example.test', { 'accept-language': 'fr-FR,es;q=0.8' });
    const rows = await t.database.db
      .select({ email: weekRequests.email, locale: weekRequests.locale })
      .from(weekRequests);
    expect(Object.fromEntries(rows.map((r) => [r.email, r.locale]))).toEqual({
      'cookie@example.test': 'es',
      'header@example.test': 'es',
      'english@example.test': 'en',
    });
  });

  it('answers errors in the request’s language; English keeps its exact texts', async () => {
    const bad = {
      username: 'ab',
      password: 'short',
      firstName: '',
      lastName: 'X',
      email: 'nope',
      role: 'user',
    };
    const es = await inject(t, {
      method: 'POST',
      url: '/api/register',
      payload: bad,
      headers: { cookie: 'lang=es' },
    });
    expect(es.statusCode).toBe(400);
    expect(es.headers['content-language']).toBe('es-MX');
    const messages = (es.json().issues as { message: string }[]).map((i) => i.message);
    expect(messages).toContain('El nombre de usuario debe tener al menos 3 caracteres');
    expect(messages).toContain('La contraseña debe tener al menos 8 caracteres');
    const en = await inject(t, { method: 'POST', url: '/api/register', payload: bad });
    expect((en.json().issues as { message: string }[]).map((i) => i.message)).toContain(
      'Username must be at least 3 characters',
    );
    const login = await signIn('nobody-here', 'whatever-password', { 'accept-language': 'es-MX' });
    expect(login.json().message).toBe('Usuario o contraseña incorrectos');
    const missing = await inject(t, {
      method: 'GET',
      url: '/api/nothing-here',
      headers: { cookie: 'lang=es' },
    });
    expect(missing.json().message).toBe('No existe la ruta GET /api/nothing-here');
  });
});
