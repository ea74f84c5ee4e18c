import { afterAll, beforeAll, expect, it } from 'vitest';
import { createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { createMailingApp, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';

// Deleting one's own account mails a confirmation, through the queue, in the account's language.

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
const { mailsTo, mailTo } = mailbox(() => peer);

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
}, 60_000);
afterAll(() => close?.());

const removeAccount = (cookie: string, currentPassword: string) =>
  inject(t, { method: 'DELETE', url: '/api/account', cookie, payload: { currentPassword } });

it('mails the confirmation once the account is gone, and nothing when the password is wrong', async () => {
  const user = await createUser(t, { active: true });
  expect((await removeAccount(user.cookie, 'not-the-password')).statusCode).toBe(400);
  expect((await removeAccount(user.cookie, user.password)).statusCode).toBe(200);
  const mail = await mailTo(user.email, /Your Semana account has been deleted/);
  expect(mail.body).toContain(`Hello ${user.firstName}`);
  expect(mail.body).toContain('Your account has been deleted, as you asked on our site');
  // Whoever deleted it without its owner knowing is named a way back: the support address.
  expect(mail.body).toContain('support@semana.example');
  await new Promise((r) => setTimeout(r, 1500));
  expect(mailsTo(user.email)).toHaveLength(1);
});

it('writes in the language the account chose', async () => {
  const user = await createUser(t, { active: true });
  const locale = await inject(t, {
    method: 'PUT',
    url: '/api/account/locale',
    cookie: user.cookie,
    payload: { locale: 'es' },
  });
  expect(locale.statusCode).toBeLessThan(300);
  expect((await removeAccount(user.cookie, user.password)).statusCode).toBe(200);
  const mail = await mailTo(user.email, /Tu cuenta de Semana fue eliminada/);
  expect(mail.body).toContain('Eliminamos tu cuenta');
});
