import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, inject, type TestApp, type TestUser, uniqueName } from '#src/server/test/app.ts';
import { createMailingApp, linkToken, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';
import { englishText } from '#src/shared/i18n/messages.ts';
import { LINK_EXPIRED } from './account-tokens';

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
});
afterAll(() => close?.());

const { mailTo } = mailbox(() => peer);

/** The link's token in the newest mail to `address` whose subject matches, once it has arrived. */
const tokenMailedTo = async (address: string, subject: RegExp, page: string) =>
  linkToken(await mailTo(address, subject), page);

const post = (url: string, payload: object, cookie?: string) =>
  inject(t, { method: 'POST', url, payload, cookie });

/** What a link nobody ever issued gets back: a revoked link must be answered exactly so. */
async function unknownLinkAnswer(url: string, extra: object = {}) {
  const res = await post(url, { token: 'A'.repeat(43), ...extra });
  expect(res.statusCode).toBe(400);
  expect(res.json().message).toBe(englishText(LINK_EXPIRED));
  return { status: res.statusCode, body: res.json() };
}

/** Asks for an address change with the account's password, as someone who learned it would. */
async function askEmailChange(user: TestUser): Promise<{ newEmail: string; token: string }> {
  const newEmail = `${uniqueName('intruder')}@example.test`;
  const asked = await post(
    '/api/account/email',
    { email: newEmail, currentPassword: user.password },
    user.cookie,
  );
  expect(asked.statusCode).toBe(200);
  return { newEmail, token: await tokenMailedTo(newEmail, /Confirm your new Semana/, 'confirm-email') };
}

async function currentEmail(user: TestUser, password: string): Promise<string> {
  const login = await post('/api/login', { username: user.username, password });
  expect(login.statusCode).toBe(200);
  return login.json().email;
}

describe('a change of password or address ends the links mailed before it', () => {
  it('a password reset voids a pending address change', async () => {
    const user = await createUser(t);
    const change = await askEmailChange(user);

    await post('/api/password-reset', { email: user.email });
    const reset = await tokenMailedTo(user.email, /Reset your Semana password/, 'reset-password');
    const done = await post('/api/password-reset/confirm', { token: reset, password: 'owner-took-it-back' });
    expect(done.statusCode).toBe(200);

    const confirm = await post('/api/account/email/confirm', { token: change.token });
    expect({ status: confirm.statusCode, body: confirm.json() }).toEqual(
      await unknownLinkAnswer('/api/account/email/confirm'),
    );
    expect(await currentEmail(user, 'owner-took-it-back')).toBe(user.email);
  });

  it('a password change in the settings voids a pending address change', async () => {
    const user = await createUser(t);
    const change = await askEmailChange(user);

    const changed = await post(
      '/api/account/password',
      { currentPassword: user.password, newPassword: 'owner-took-it-back' },
      user.cookie,
    );
    expect(changed.statusCode).toBe(200);

    const confirm = await post('/api/account/email/confirm', { token: change.token });
    expect({ status: confirm.statusCode, body: confirm.json() }).toEqual(
      await unknownLinkAnswer('/api/account/email/confirm'),
    );
    expect(await currentEmail(user, 'owner-took-it-back')).toBe(user.email);
  });

  it('a confirmed address change voids a reset link mailed to the old address', async () => {
    const user = await createUser(t);
    await post('/api/password-reset', { email: user.email });
    const reset = await tokenMailedTo(user.email, /Reset your Semana password/, 'reset-password');

    const change = await askEmailChange(user);
    const confirmed = await post('/api/account/email/confirm', { token: change.token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ email: change.newEmail });

    const late = await post('/api/password-reset/confirm', { token: reset, password: 'through-the-old-box' });
    expect({ status: late.statusCode, body: late.json() }).toEqual(
      await unknownLinkAnswer('/api/password-reset/confirm', { password: 'through-the-old-box' }),
    );
    expect(await currentEmail(user, user.password)).toBe(change.newEmail);
  });
});
