import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTokens, users } from '#src/server/db/schema/accounts.ts';
import {
  cookieFrom,
  createUser,
  inject,
  sessionCookie,
  type TestApp,
  uniqueName,
} from '#src/server/test/app.ts';
import { createMailingApp, linkToken, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { englishText } from '#src/shared/i18n/messages.ts';
import { hashToken, LINK_EXPIRED } from './account-tokens';

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
});
afterAll(() => close?.());

const { mailsTo, mailTo } = mailbox(() => peer);
const tokenIn = linkToken;

const post = (url: string, payload: object, cookie?: string) =>
  inject(t, { method: 'POST', url, payload, cookie });
const me = (cookie: string) => inject(t, { method: 'GET', url: '/api/user', cookie });
const quiet = () => new Promise((r) => setTimeout(r, 2500));

describe('forgot password', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const user = await createUser(t);
    const unknown = `${uniqueName('nobody')}@example.test`;
    const known = await post('/api/password-reset', { email: user.email.toUpperCase() });
    const stranger = await post('/api/password-reset', { email: unknown });
    expect(known.statusCode).toBe(200);
    expect(stranger.statusCode).toBe(200);
    expect(known.json()).toEqual({ ok: true });
    expect(stranger.body).toBe(known.body);

    const mail = await mailTo(user.email, /Reset your Semana password/);
    expect(tokenIn(mail, 'reset-password')).toHaveLength(43);
    await quiet();
    expect(mailsTo(unknown)).toHaveLength(0);
  });

  it('stores only a hash; the link works once and ends every session of the account', async () => {
    const user = await createUser(t);
    const otherDevice = await sessionCookie(t, user.id);
    await post('/api/password-reset', { email: user.email });
    const token = tokenIn(await mailTo(user.email, /Reset your Semana password/), 'reset-password');

    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);

    const first = await post('/api/password-reset/confirm', { token, password: 'a-brand-new-password' });
    expect(first.statusCode).toBe(200);
    const again = await post('/api/password-reset/confirm', { token, password: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(englishText(LINK_EXPIRED));

    expect((await me(user.cookie)).statusCode).toBe(401);
    expect((await me(otherDevice)).statusCode).toBe(401);
    const oldLogin = await post('/api/login', { username: user.username, password: user.password });
    expect(oldLogin.statusCode).toBe(401);
    const login = await post('/api/login', { username: user.username, password: 'a-brand-new-password' });
    expect(login.statusCode).toBe(200);
    await mailTo(user.email, /Your Semana password was changed/);
  });

  it('refuses a link older than 30 minutes, an unknown one, and one replaced by a newer request', async () => {
    const user = await createUser(t);
    await post('/api/password-reset', { email: user.email });
    const token = tokenIn(await mailTo(user.email, /Reset your Semana password/), 'reset-password');
    await t.database.db
      .update(accountTokens)
      .set({ createdAt: sql`now() - interval '31 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(accountTokens.tokenHash, hashToken(token)));
    const expired = await post('/api/password-reset/confirm', { token, password: 'a-brand-new-password' });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toBe(englishText(LINK_EXPIRED));
    const unknown = await post('/api/password-reset/confirm', {
      token: 'A'.repeat(43),
      password: 'a-brand-new-password',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(englishText(LINK_EXPIRED));

    // Two requests: only the newest mail's link works.
    const before = mailsTo(user.email).length;
    await post('/api/password-reset', { email: user.email });
    await until(() => mailsTo(user.email).length === before + 1);
    const older = tokenIn(mailsTo(user.email)[before], 'reset-password');
    await post('/api/password-reset', { email: user.email });
    await until(() => mailsTo(user.email).length === before + 2);
    const newer = tokenIn(mailsTo(user.email)[before + 1], 'reset-password');
    expect(
      (await post('/api/password-reset/confirm', { token: older, password: 'x-password-1' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/password-reset/confirm', { token: newer, password: 'x-password-2' })).statusCode,
    ).toBe(200);
  });

  it('answers every request the same and caps the mails to one address quietly', async () => {
    const user = await createUser(t);
    const answers = new Set<string>();
    for (let i = 0; i < 12; i++) {
      // From a network of its own: the requests per network (20 a window) are another limit.
      const res = await inject(t, {
        method: 'POST',
        url: '/api/password-reset',
        payload: { email: user.email },
        remoteAddress: '10.9.8.7',
      });
      answers.add(`${res.statusCode} ${res.body}`);
    }
    expect([...answers]).toEqual(['200 {"ok":true}']);
    const resets = () =>
      mailsTo(user.email).filter((m) => /Reset your Semana password/.test(m.headers.get('subject') ?? ''));
    await until(() => resets().length === 10);
    await quiet();
    expect(resets()).toHaveLength(10);
  });
});

describe('account settings', () => {
  it('changes the names of the signed-in person only', async () => {
    const user = await createUser(t);
    expect(
      (await inject(t, { method: 'PATCH', url: '/api/account', payload: { firstName: 'A', lastName: 'B' } }))
        .statusCode,
    ).toBe(401);
    const res = await inject(t, {
      method: 'PATCH',
      url: '/api/account',
      cookie: user.cookie,
      payload: { firstName: ' Renata ', lastName: 'Solís' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, firstName: 'Renata', lastName: 'Solís' });
  });

  it('changes the password only with the current one, and ends the other sessions but not this one', async () => {
    const user = await createUser(t);
    const otherDevice = await sessionCookie(t, user.id);
    const wrong = await post(
      '/api/account/password',
      { currentPassword: 'not-my-password', newPassword: 'a-better-password' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues).toEqual([
      { path: 'currentPassword', message: 'Your current password is not correct' },
    ]);
    expect((await me(otherDevice)).statusCode).toBe(200);

    const ok = await post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'a-better-password' },
      user.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(200);
    expect((await me(otherDevice)).statusCode).toBe(401);
    expect(
      (await post('/api/login', { username: user.username, password: 'a-better-password' })).statusCode,
    ).toBe(200);
    await mailTo(user.email, /Your Semana password was changed/);
  });

  it('changes the e-mail only when the link sent to the new address is used', async () => {
    const user = await createUser(t);
    const newEmail = `${uniqueName('moved')}@example.test`;
    const wrong = await post(
      '/api/account/email',
      { email: newEmail, currentPassword: 'nope-nope' },
      user.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().issues[0].path).toBe('currentPassword');

    const asked = await post(
      '/api/account/email',
      { email: newEmail, currentPassword: user.password },
      user.cookie,
    );
    expect(asked.statusCode).toBe(200);
    const mail = await mailTo(newEmail, /Confirm your new Semana e-mail address/);
    const token = tokenIn(mail, 'confirm-email');
    // Nothing changes until the new address answers.
    expect((await me(user.cookie)).json().email).toBe(user.email);
    expect(mailsTo(user.email).filter((m) => /changed/.test(m.headers.get('subject') ?? ''))).toHaveLength(0);

    const confirmed = await post('/api/account/email/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: newEmail });
    expect((await me(user.cookie)).json().email).toBe(newEmail);
    await mailTo(user.email, /Your Semana e-mail address was changed/);
    const replay = await post('/api/account/email/confirm', { token });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe(englishText(LINK_EXPIRED));
  });

  it('answers 409, never 500, when the new address became another account’s before the link is used', async () => {
    const user = await createUser(t);
    const contested = `${uniqueName('contested')}@example.test`;
    await post('/api/account/email', { email: contested, currentPassword: user.password }, user.cookie);
    const token = tokenIn(await mailTo(contested, /Confirm your new Semana/), 'confirm-email');
    const other = await post('/api/register', {
      username: uniqueName('taker'),
      password: 'a-long-enough-password',
      firstName: 'Tomás',
      lastName: 'Taker',
      email: contested.toUpperCase(),
    });
    expect(other.statusCode).toBe(201);
    const res = await post('/api/account/email/confirm', { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/belongs to another account/);
    expect((await me(user.cookie)).json().email).toBe(user.email);
  });
});

describe('registration with a registered address', () => {
  it('answers 202 "check your e-mail", creates nothing, and mails the owner', async () => {
    const owner = await createUser(t);
    const res = await post('/api/register', {
      username: uniqueName('copycat'),
      password: 'a-long-enough-password',
      firstName: 'Copy',
      lastName: 'Cat',
      email: owner.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ checkEmail: true, message: 'Check your e-mail to continue.' });
    expect(cookieFrom(res)).toBeUndefined();
    const same = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = lower(${owner.email})`);
    expect(same).toEqual([{ id: owner.id }]);
    const mail = await mailTo(owner.email, /Someone tried to register with your e-mail/);
    expect(mail.body).toContain('https://semana.example/auth');
    expect(mail.body).toContain('https://semana.example/forgot-password');
    expect(mail.body).toContain(owner.username);
  });
});
