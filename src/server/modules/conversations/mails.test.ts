import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#src/server/db/schema/accounts.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { openJobQueue } from '#src/server/jobs/queue.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, postBooking, queuingMailer } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';
import { createMailingApp, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { conversationMail, MAIL_GAP_MS } from './mails';

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
let owner: TestUser;

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
    RATE_LIMIT_MESSAGES_ATTEMPTS: '100000',
    // The mail's links name the public address, which is not this machine: test payments by choice.
    PAYMENTS_TEST_MODE: 'true',
  }));
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
}, 60_000);
afterAll(() => close?.());

const { confirm } = paymentCalls(() => t);
const post = (url: string, cookie: string, payload?: object) =>
  inject(t, { method: 'POST', url, cookie, payload });

/** The digests due "as of" `now`, as the admin CLI's conversations:mail runs them (the app's worker sends). */
const dueAt = (now: Date) => {
  const quiet = { error: () => {}, warn: () => {} };
  return conversationMail(t.database.db, openJobQueue(t.database, quiet), queuingMailer(t), {
    operator: t.config.operator,
    publicUrl: t.config.publicUrl,
  }).due(now);
};

/** Lets the app's mail worker send what is queued, then answers the mails to `to`. */
async function mailsTo(to: string, expected: number) {
  await until(() => peer.mailsTo(to).length >= expected);
  await new Promise((r) => setTimeout(r, 300));
  return peer.mailsTo(to);
}

describe('mail about new messages', () => {
  it('mails the owner at once, then at most once a quarter hour: a digest of what is still unread, as served', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const first = await post('/api/conversations', renter.cookie, {
      weekId: week.id,
      body: 'Hola, ¿está libre?',
    });
    const id = first.json().conversationId;
    const [mail] = await mailsTo(owner.email, 1);
    expect(mail.headers.get('subject')).toBe('New message from Test U. on Semana');
    expect(mail.body).toContain('Hola, ¿está libre?');
    expect(mail.body).toContain(`https://semana.example/messages/${id}`);
    expect(mail.body).not.toContain(renter.email);
    expect(mail.headers.get('reply-to')).toBeUndefined();

    // Two more within the quarter hour: no mail now, one digest when it ends.
    await post(`/api/conversations/${id}/messages`, renter.cookie, { body: 'Mi cel es 55 1234 5678' });
    await post(`/api/conversations/${id}/messages`, renter.cookie, { body: '¿Aceptan mascotas?' });
    expect(await dueAt(new Date(Date.now() + MAIL_GAP_MS / 2))).toEqual({ mailed: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect(peer.mailsTo(owner.email)).toHaveLength(1);
    expect(await dueAt(new Date(Date.now() + MAIL_GAP_MS + 60_000))).toEqual({ mailed: 1 });
    const mails = await mailsTo(owner.email, 2);
    expect(mails).toHaveLength(2);
    const digest = mails[1];
    expect(digest.headers.get('subject')).toBe('3 new messages from Test U. on Semana');
    expect(digest.body).toContain('¿Aceptan mascotas?');
    // The phone number is hidden in the mail as on the site, and the reader is told why.
    expect(digest.body).not.toContain('1234');
    expect(digest.body).toContain('Contact details are hidden until the booking is paid');
    // Run again as of the same moment: nothing more.
    expect(await dueAt(new Date(Date.now() + MAIL_GAP_MS + 60_000))).toEqual({ mailed: 0 });
  });

  it('mails nothing when the recipient read the conversation before the quarter hour ended', async () => {
    const renter = await createUser(t);
    const other = await createUser(t, { active: true });
    const { week } = await bookableWeek(t, other.id);
    const id = (await post('/api/conversations', renter.cookie, { weekId: week.id, body: 'Uno' })).json()
      .conversationId;
    await mailsTo(other.email, 1);
    await post(`/api/conversations/${id}/messages`, renter.cookie, { body: 'Dos' });
    await post(`/api/conversations/${id}/read`, other.cookie);
    expect(await dueAt(new Date(Date.now() + MAIL_GAP_MS + 60_000))).toEqual({ mailed: 0 });
    await new Promise((r) => setTimeout(r, 500));
    expect(peer.mailsTo(other.email)).toHaveLength(1);
  });

  it("writes in the recipient's language and quotes the whole text once the booking is paid", async () => {
    const renter = await createUser(t);
    await t.database.db.update(users).set({ locale: 'es' }).where(eq(users.id, renter.id));
    const { week } = await bookableWeek(t, owner.id);
    const id = (await post('/api/conversations', renter.cookie, { weekId: week.id, body: 'Hola' })).json()
      .conversationId;
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const paid = await confirm(held.clientSecret, '4242424242424242');
    expect(paid.json().status, paid.body + JSON.stringify(held)).toBe('succeeded');
    await post(`/api/conversations/${id}/messages`, owner.cookie, { body: 'Mi tel: 55 8765 4321' });
    await until(() => peer.mailsTo(renter.email).some((m) => m.headers.get('subject')?.startsWith('Nuevo')));
    const mail = peer.mailsTo(renter.email).find((m) => m.headers.get('subject')?.startsWith('Nuevo'));
    if (!mail) throw new Error('no message mail');
    expect(mail.headers.get('subject')).toBe('Nuevo mensaje de Test U. en Semana');
    expect(mail.body).toContain('te escribió sobre la semana en');
    expect(mail.body).toContain('55 8765 4321');
    expect(mail.body).not.toContain(owner.email);
  });
});
