import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek } from '#src/server/test/bookings.ts';
import { createMailingApp, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';

/** A message reported by the other person of its conversation, and removed for both by staff. */
describe('reporting a message', () => {
  let t: TestApp;
  let peer: SmtpPeer;
  let close: () => Promise<void>;
  let owner: TestUser;
  let manager: TestUser;
  const mail = mailbox(() => peer);

  beforeAll(async () => {
    ({ t, peer, close } = await createMailingApp({
      RATE_LIMIT_REPORTS_ATTEMPTS: '100000',
      RATE_LIMIT_MESSAGES_ATTEMPTS: '100000',
    }));
    await seedReferenceData(t.database.db);
    owner = await createUser(t, { active: true });
    manager = await createUser(t, { role: 'manager', active: true });
  }, 60_000);
  afterAll(() => close?.());

  const post = (url: string, cookie: string | undefined, payload: object, lang = 'en') =>
    inject(t, { method: 'POST', url, cookie, payload, headers: { 'accept-language': lang } });
  const get = (url: string, cookie: string) => inject(t, { method: 'GET', url, cookie });

  /** A renter asks about a new week of the owner's and the owner answers; their two message ids. */
  async function talk(renter: TestUser) {
    const { week } = await bookableWeek(t, owner.id);
    const asked = await post('/api/conversations', renter.cookie, { weekId: week.id, body: 'Is it free?' });
    expect(asked.statusCode, asked.body).toBe(201);
    const id = asked.json().conversationId as number;
    const answered = await post(`/api/conversations/${id}/messages`, owner.cookie, {
      body: 'Yes. Pay me by wire first and I will hold it for you.',
    });
    expect(answered.statusCode, answered.body).toBe(201);
    return {
      id,
      week,
      asked: asked.json().message.id as number,
      answer: answered.json().message.id as number,
    };
  }

  const report = (who: TestUser, messageId: number, lang = 'en') =>
    post(
      '/api/reports',
      who.cookie,
      { kind: 'message', targetId: messageId, reason: 'fraud', text: '' },
      lang,
    );

  it('is reported only by the other person of its conversation: never one’s own, never by a stranger', async () => {
    const renter = await createUser(t);
    const stranger = await createUser(t);
    const { asked, answer } = await talk(renter);

    expect((await report(stranger, answer)).statusCode).toBe(404);
    const own = await report(renter, asked);
    expect(own.statusCode, own.body).toBe(403);
    const ok = await report(renter, answer);
    expect(ok.statusCode, ok.body).toBe(201);
    // What the reporter's list shows of it: its sender and its start, with payment words hidden as served.
    expect(ok.json()).toMatchObject({ kind: 'message', targetId: answer, status: 'open' });
    expect(ok.json().item.summary).toMatch(/^Test U\.: “/);
    expect(ok.json().item.summary).not.toMatch(/wire/i);
    expect(ok.json().item.link).toBeNull();
    expect((await report(renter, answer)).statusCode).toBe(409);
  });

  it('staff remove it: neither side is served its text, the inbox says so, the two are told in a message’s words', async () => {
    const renter = await createUser(t);
    const { id, answer } = await talk(renter);
    const reported = await report(renter, answer);
    expect(reported.statusCode, reported.body).toBe(201);

    const queue = await get('/api/staff/reports?status=open&kind=message&pageSize=50', manager.cookie);
    expect(queue.statusCode, queue.body).toBe(200);
    const row = queue.json().items.find((r: { id: number }) => r.id === reported.json().id);
    expect(row).toMatchObject({ kind: 'message', targetId: answer });

    const decided = await post(`/api/staff/reports/${reported.json().id}/decision`, manager.cookie, {
      action: 'hide',
      upholdFraud: true,
      note: '',
    });
    expect(decided.statusCode, decided.body).toBe(200);

    for (const who of [renter, owner]) {
      const thread = await get(`/api/conversations/${id}`, who.cookie);
      const removed = thread.json().messages.find((m: { id: number }) => m.id === answer);
      expect(removed).toMatchObject({ removed: true, body: '', hidden: [] });
      const inbox = await get('/api/conversations?pageSize=50', who.cookie);
      const line = inbox.json().items.find((c: { id: number }) => c.id === id);
      expect(line.lastMessage).toMatchObject({ removed: true, body: '' });
    }
    const toOwner = await mail.mailTo(owner.email, /Your message was removed/);
    expect(toOwner.body).toMatch(/Semana removed your message/);
    const toRenter = await mail.mailTo(renter.email, /We reviewed your report/);
    expect(toRenter.body).toMatch(/We removed the message from the conversation/);

    // A removed message cannot be reported again; staff can put it back.
    expect((await report(renter, answer)).statusCode).toBe(404);
    const back = await post('/api/staff/reports/unhide', manager.cookie, {
      kind: 'message',
      targetId: answer,
    });
    expect(back.statusCode, back.body).toBe(200);
    const thread = await get(`/api/conversations/${id}`, renter.cookie);
    expect(thread.json().messages.find((m: { id: number }) => m.id === answer)).toMatchObject({
      removed: false,
    });
  });

  it('a week staff hid closes its unpaid conversations to new messages', async () => {
    const renter = await createUser(t);
    const { id, week } = await talk(renter);
    const reported = await post('/api/reports', renter.cookie, {
      kind: 'week',
      targetId: week.id,
      reason: 'fraud',
      text: '',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const hidden = await post(`/api/staff/reports/${reported.json().id}/decision`, manager.cookie, {
      action: 'hide',
      upholdFraud: false,
      note: '',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const more = await post(
      `/api/conversations/${id}/messages`,
      owner.cookie,
      { body: 'Still there?' },
      'es',
    );
    expect(more.statusCode, more.body).toBe(409);
    expect(more.json().message).toMatch(/Semana retiró esta semana/);
  });
});
