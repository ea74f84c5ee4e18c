import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '#src/server/db/schema/accounts.ts';
import { SESSION_COOKIE } from '#src/server/plugins/auth.ts';
import {
  cookieFrom,
  createTestApp,
  createUser,
  inject,
  type TestApp,
  uniqueName,
} from '#src/server/test/app.ts';
import { englishText } from '#src/shared/i18n/messages.ts';
import { INVALID_CREDENTIALS } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = (over: Record<string, unknown> = {}) => {
  const username = uniqueName('reg');
  return {
    username,
    password: 'a-long-enough-password',
    firstName: 'Lucía',
    lastName: 'Hernández',
    email: `${username}@example.test`,
    role: 'user',
    ...over,
  };
};

describe('POST /api/register', () => {
  it('creates an inactive user, signs them in, and never returns the hash', async () => {
    const body = registration();
    const res = await inject(t, { method: 'POST', url: '/api/register', payload: body });
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({ username: body.username, role: 'user', active: false, firstName: 'Lucía' });
    expect(Object.keys(user).sort()).toEqual([
      'active',
      'email',
      'firstName',
      'id',
      'lastName',
      'role',
      'username',
    ]);
    expect(res.body).not.toMatch(/argon2|password/i);

    const setCookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(setCookie?.httpOnly).toBe(true);
    expect(setCookie?.sameSite).toBe('Lax');
    const me = await inject(t, { method: 'GET', url: '/api/user', cookie: cookieFrom(res) });
    expect(me.statusCode).toBe(200);
    expect(me.json().username).toBe(body.username);
    expect(me.body).not.toMatch(/argon2|password/i);

    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('ignores a role of dev or manager and the active flag in the body', async () => {
    for (const role of ['dev', 'manager']) {
      const res = await inject(t, {
        method: 'POST',
        url: '/api/register',
        payload: registration({ role, active: true }),
      });
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({ role: 'user', active: false });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, res.json().id));
      expect(row.role).toBe('user');
      expect(row.active).toBe(false);
    }
  });

  it('answers 409 for a taken username, and for a taken email only "check your e-mail", whatever the case', async () => {
    const first = registration();
    expect((await inject(t, { method: 'POST', url: '/api/register', payload: first })).statusCode).toBe(201);

    const sameName = await inject(t, {
      method: 'POST',
      url: '/api/register',
      payload: registration({ username: first.username.toUpperCase() }),
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().message).toBe('That username is already taken');

    const sameEmail = await inject(t, {
      method: 'POST',
      url: '/api/register',
      payload: registration({ email: first.email.toUpperCase() }),
    });
    // Registration never tells a stranger that an address has an account: nothing is created or signed in.
    expect(sameEmail.statusCode).toBe(202);
    expect(sameEmail.json()).toEqual({ checkEmail: true, message: 'Check your e-mail to continue.' });
    expect(cookieFrom(sameEmail)).toBeUndefined();
    const [{ n }] = (
      await t.database.db.execute(
        sql`select count(*)::int as n from users where lower(email) = lower(${first.email})`,
      )
    ).rows as { n: number }[];
    expect(n).toBe(1);
  });

  it('validates every field with a message a person can act on', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/register',
      payload: registration({ email: 'not-an-email', firstName: '  ', lastName: '' }),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION');
    const messages = body.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain('Invalid email address');
    expect(messages).toContain('First name is required');
    expect(messages).toContain('Last name is required');
  });
});

describe('POST /api/login and sessions', () => {
  it('gives the same 401 message for a wrong password and an unknown username', async () => {
    const u = await createUser(t, { active: true });
    const wrong = await inject(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: u.username, password: 'wrong-password' },
    });
    const unknown = await inject(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: uniqueName('nobody'), password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(englishText(INVALID_CREDENTIALS));
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('rotates the session at login: the cookie held before is dead after', async () => {
    const reg = await inject(t, { method: 'POST', url: '/api/register', payload: registration() });
    const before = cookieFrom(reg)!;
    const body = JSON.parse(reg.payload);
    const login = await inject(t, {
      method: 'POST',
      url: '/api/login',
      cookie: before,
      payload: { username: body.username, password: 'a-long-enough-password' },
    });
    expect(login.statusCode).toBe(200);
    const after = cookieFrom(login)!;
    expect(after).not.toBe(before);
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: before })).statusCode).toBe(401);
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: after })).statusCode).toBe(200);
  });

  it('kills the session at logout, so the old cookie is refused', async () => {
    const u = await createUser(t, { active: true });
    const login = await inject(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: u.username, password: u.password },
    });
    const cookie = cookieFrom(login)!;
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie })).statusCode).toBe(200);
    const out = await inject(t, { method: 'POST', url: '/api/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('');
    const replay = await inject(t, { method: 'GET', url: '/api/user', cookie });
    expect(replay.statusCode).toBe(401);
  });

  it('stores only a hash of the token, with 256 random bits in the cookie', async () => {
    const u = await createUser(t);
    const login = await inject(t, {
      method: 'POST',
      url: '/api/login',
      payload: { username: u.username, password: u.password },
    });
    const token = t.app.unsignCookie(decodeURIComponent(cookieFrom(login)!.split('=').slice(1).join('=')))
      .value!;
    expect(Buffer.from(token, 'base64url').length).toBe(32);
    const rows = await t.database.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, u.id));
    expect(rows.map((r) => r.id)).not.toContain(token);
  });

  it('refuses a session that has been idle too long or is past its absolute expiry', async () => {
    const idle = await createUser(t);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '2 days'` })
      .where(eq(sessions.userId, idle.id));
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: idle.cookie })).statusCode).toBe(401);

    const old = await createUser(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, old.id));
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: old.cookie })).statusCode).toBe(401);
  });

  it('refuses a cookie whose signature was tampered with', async () => {
    const u = await createUser(t);
    const forged = `${u.cookie.slice(0, -2)}xx`;
    expect((await inject(t, { method: 'GET', url: '/api/user', cookie: forged })).statusCode).toBe(401);
  });

  it('GET /api/user is 401 without a session', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/user' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After after repeated failed logins, even with the right password', async () => {
    const limited = await createTestApp({ RATE_LIMIT_LOGIN_FAILURES: '3' });
    try {
      const u = await createUser(limited, { active: true });
      for (let i = 0; i < 3; i++) {
        const res = await inject(limited, {
          method: 'POST',
          url: '/api/login',
          payload: { username: u.username, password: `wrong-${i}` },
        });
        expect(res.statusCode).toBe(401);
      }
      const blocked = await inject(limited, {
        method: 'POST',
        url: '/api/login',
        payload: { username: u.username, password: u.password },
      });
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/Too many attempts/);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 after too many registrations from one address', async () => {
    const limited = await createTestApp({ RATE_LIMIT_REGISTER_ATTEMPTS: '2' });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await inject(limited, { method: 'POST', url: '/api/register', payload: registration() });
        expect(res.statusCode).toBe(201);
      }
      const blocked = await inject(limited, {
        method: 'POST',
        url: '/api/register',
        payload: registration(),
      });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('cookie flags', () => {
  it('marks the cookie Secure in production', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production' });
    try {
      const res = await inject(prod, { method: 'POST', url: '/api/register', payload: registration() });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
