import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversationMessages, conversations } from '#src/server/db/schema/conversations.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { bookableWeek, postBooking } from '#src/server/test/bookings.ts';
import { paymentCalls } from '#src/server/test/payment-calls.ts';

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_PAYMENTS_ATTEMPTS: '100000',
    RATE_LIMIT_BOOKINGS_ATTEMPTS: '100000',
    RATE_LIMIT_MESSAGES_ATTEMPTS: '100000',
  });
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
}, 60_000);
afterAll(() => t?.close());

const { confirm } = paymentCalls(() => t);

const post = (url: string, cookie: string | undefined, payload?: object, lang = 'en') =>
  inject(t, { method: 'POST', url, cookie, payload, headers: { 'accept-language': lang } });
const get = (url: string, cookie: string | undefined) => inject(t, { method: 'GET', url, cookie });

/** A renter's first message about a new week of the owner's; answers the conversation's id. */
async function started(renter: TestUser, body = 'Hola, ¿sigue disponible?') {
  const { week } = await bookableWeek(t, owner.id);
  const res = await post('/api/conversations', renter.cookie, { weekId: week.id, body });
  expect(res.statusCode, res.body).toBe(201);
  return { week, id: res.json().conversationId as number, sent: res.json() };
}

describe('starting a conversation about a week', () => {
  it('the renter writes, the owner finds it in the inbox with an unread count, and neither answer is cached', async () => {
    const renter = await createUser(t);
    const { week, id, sent } = await started(renter, 'We are 2 adults and 3 kids, is it free?');
    expect(sent).toMatchObject({
      maskedKinds: [],
      message: { fromMe: true, body: 'We are 2 adults and 3 kids, is it free?' },
    });

    const unread = await get('/api/conversations/unread', owner.cookie);
    expect(unread.headers['cache-control']).toBe('no-store');
    expect(unread.json().unread).toBeGreaterThanOrEqual(1);
    const inbox = await get('/api/conversations?pageSize=50', owner.cookie);
    expect(inbox.headers['cache-control']).toBe('no-store');
    const row = inbox.json().items.find((c: { id: number }) => c.id === id);
    expect(row).toMatchObject({
      role: 'owner',
      otherName: 'Test U.',
      weekId: week.id,
      bookingId: null,
      paid: false,
      unread: 1,
      lastMessage: { body: 'We are 2 adults and 3 kids, is it free?', fromMe: false },
      stay: { fromDate: week.fromDate, toDate: week.toDate },
    });
    expect(JSON.stringify(inbox.json())).not.toContain(renter.email);

    // The owner answers: the renter has one unread, the owner none (writing is reading).
    expect(
      (await post(`/api/conversations/${id}/messages`, owner.cookie, { body: 'Sí, está libre' })).statusCode,
    ).toBe(201);
    expect((await get('/api/conversations/unread', renter.cookie)).json()).toEqual({ unread: 1 });
    const mine = (await get('/api/conversations', renter.cookie)).json();
    expect(mine.items[0]).toMatchObject({
      id,
      role: 'guest',
      unread: 1,
      lastMessage: { body: 'Sí, está libre', fromMe: false },
    });
    expect((await post(`/api/conversations/${id}/read`, renter.cookie)).json()).toEqual({ ok: true });
    expect((await get('/api/conversations/unread', renter.cookie)).json()).toEqual({ unread: 0 });

    // A second start about the same week is the same conversation.
    const again = await post('/api/conversations', renter.cookie, { weekId: week.id, body: 'Otra pregunta' });
    expect(again.json().conversationId).toBe(id);
    const detail = (await get(`/api/conversations/${id}`, renter.cookie)).json();
    expect(detail.messages.map((m: { body: string; fromMe: boolean }) => [m.body, m.fromMe])).toEqual([
      ['We are 2 adults and 3 kids, is it free?', true],
      ['Sí, está libre', false],
      ['Otra pregunta', true],
    ]);
    expect(detail.hasEarlier).toBe(false);
  });

  it('hides a phone number from both sides until the booking is paid, then shows what was written', async () => {
    const renter = await createUser(t);
    const { week, id, sent } = await started(renter, 'Mi cel es 55 1234 5678, escríbeme por WhatsApp');
    expect(sent.maskedKinds).toEqual(['phone', 'handle']);
    expect(sent.message.body).toBe('Mi cel es •••, escríbeme por •••');
    for (const who of [renter, owner]) {
      const d = (await get(`/api/conversations/${id}`, who.cookie)).json();
      expect(d.paid).toBe(false);
      expect(d.messages[0]).toMatchObject({
        body: 'Mi cel es •••, escríbeme por •••',
        hidden: ['phone', 'handle'],
      });
    }
    const ownerInbox = (await get('/api/conversations?pageSize=50', owner.cookie)).json();
    expect(JSON.stringify(ownerInbox)).not.toContain('1234');

    // Held for payment is not paid yet.
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const whileHeld = (await get(`/api/conversations/${id}`, owner.cookie)).json();
    expect(whileHeld).toMatchObject({ bookingId: held.id, paid: false });
    expect(whileHeld.messages[0].body).not.toContain('1234');

    expect((await confirm(held.clientSecret, '4242424242424242')).json().status).toBe('succeeded');
    for (const who of [renter, owner]) {
      const d = (await get(`/api/conversations/${id}`, who.cookie)).json();
      expect(d).toMatchObject({ paid: true, bookingId: held.id });
      expect(d.messages[0]).toMatchObject({
        body: 'Mi cel es 55 1234 5678, escríbeme por WhatsApp',
        hidden: [],
      });
    }
    // After payment a new message is stored and served whole, and the sender is told nothing was hidden.
    const after = (
      await post(`/api/conversations/${id}/messages`, owner.cookie, { body: 'Mi tel: 55 8765 4321' })
    ).json();
    expect(after).toMatchObject({ maskedKinds: [], message: { body: 'Mi tel: 55 8765 4321' } });
    // The original is what the database keeps, with what was found in it.
    const stored = await t.database.db
      .select({ body: conversationMessages.body, kinds: conversationMessages.maskedKinds })
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(stored[0]).toEqual({
      body: 'Mi cel es 55 1234 5678, escríbeme por WhatsApp',
      kinds: ['phone', 'handle'],
    });
  });

  it('from a booking page: its guest or owner opens the booking conversation; anyone else is told it does not exist', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const held = (await postBooking(t, renter.cookie, week.id)).json();
    const byOwner = await post('/api/conversations', owner.cookie, {
      bookingId: held.id,
      body: 'Bienvenido',
    });
    expect(byOwner.statusCode, byOwner.body).toBe(201);
    const id = byOwner.json().conversationId;
    const byGuest = await post('/api/conversations', renter.cookie, { bookingId: held.id, body: 'Gracias' });
    expect(byGuest.json().conversationId).toBe(id);
    // The same conversation as the week's: a renter never has two about one stay.
    expect(
      (await post('/api/conversations', renter.cookie, { weekId: week.id, body: 'Hola' })).json()
        .conversationId,
    ).toBe(id);
    const stranger = await createUser(t);
    const refused = await post(
      '/api/conversations',
      stranger.cookie,
      { bookingId: held.id, body: 'Hola' },
      'es',
    );
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Reservación no encontrada');
    const [row] = await t.database.db.select().from(conversations).where(eq(conversations.id, id));
    expect(row).toMatchObject({ bookingId: held.id, guestId: renter.id, ownerId: owner.id, weekId: week.id });
  });
});

describe('who may write and read', () => {
  it('only the two people read or write a conversation; strangers and staff get 404, nobody signed in 401', async () => {
    const renter = await createUser(t);
    const { id } = await started(renter);
    const stranger = await createUser(t, { active: true });
    const manager = await createUser(t, { role: 'manager', active: true });
    for (const who of [stranger, manager]) {
      expect((await get(`/api/conversations/${id}`, who.cookie)).statusCode).toBe(404);
      expect((await post(`/api/conversations/${id}/messages`, who.cookie, { body: 'hola' })).statusCode).toBe(
        404,
      );
      expect((await post(`/api/conversations/${id}/read`, who.cookie)).statusCode).toBe(404);
      expect(
        (await get('/api/conversations', who.cookie)).json().items.some((c: { id: number }) => c.id === id),
      ).toBe(false);
    }
    for (const [method, url] of [
      ['GET', '/api/conversations'],
      ['GET', '/api/conversations/unread'],
      ['GET', `/api/conversations/${id}`],
      ['POST', `/api/conversations/${id}/read`],
    ] as const)
      expect((await inject(t, { method, url })).statusCode).toBe(401);
    expect((await post('/api/conversations', undefined, { weekId: 1, body: 'hola' })).statusCode).toBe(401);
    const missing = await get('/api/conversations/2147483647', renter.cookie);
    expect(missing.statusCode).toBe(404);
    expect((await get('/api/conversations/2147483648', renter.cookie)).statusCode).toBe(400);
  });

  it('an owner cannot start a conversation about their own week', async () => {
    const { week } = await bookableWeek(t, owner.id);
    const res = await post('/api/conversations', owner.cookie, { weekId: week.id, body: 'hola' }, 'es');
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta semana es tuya: los huéspedes te escriben sobre ella');
  });

  it('a week that is not on offer (held or booked, or already started) or does not exist cannot be asked about', async () => {
    const renter = await createUser(t);
    const other = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    expect((await postBooking(t, other.cookie, week.id)).statusCode).toBe(201);
    const res = await post('/api/conversations', renter.cookie, { weekId: week.id, body: 'hola' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('This week is not on offer, so its owner cannot be messaged about it');
    const { week: past } = await bookableWeek(t, owner.id, { daysAhead: -3 });
    expect(
      (await post('/api/conversations', renter.cookie, { weekId: past.id, body: 'hola' })).statusCode,
    ).toBe(409);
    expect(
      (await post('/api/conversations', renter.cookie, { weekId: 2147483647, body: 'hola' })).statusCode,
    ).toBe(404);
    const count = await t.database.db.execute(
      sql`select count(*)::int as n from conversations where guest_id = ${renter.id}`,
    );
    expect((count as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
  });

  it('refuses empty, overlong and malformed messages with a clear 400 and writes nothing', async () => {
    const renter = await createUser(t);
    const { id, week } = await started(renter);
    const cases: [object, string][] = [
      [{ body: '   ' }, 'Please write a message'],
      [{ body: 'x'.repeat(2001) }, 'A message cannot exceed 2,000 characters'],
      [{ body: 'a\u0000b' }, ''],
      [{}, ''],
    ];
    for (const [payload, message] of cases) {
      const res = await post(`/api/conversations/${id}/messages`, renter.cookie, payload);
      expect(res.statusCode, res.body).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    const es = await post(
      `/api/conversations/${id}/messages`,
      renter.cookie,
      { body: 'x'.repeat(2001) },
      'es',
    );
    expect(es.body).toContain('Un mensaje no puede pasar de 2,000 caracteres');
    expect(
      (await post('/api/conversations', renter.cookie, { weekId: week.id, bookingId: 1, body: 'x' }))
        .statusCode,
    ).toBe(400);
    expect((await post('/api/conversations', renter.cookie, { body: 'x' })).statusCode).toBe(400);
    expect(
      (await post(`/api/conversations/${id}/messages`, renter.cookie, { body: 'x'.repeat(2000) })).statusCode,
    ).toBe(201);
    const n = await t.database.db
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.conversationId, id));
    expect(n).toHaveLength(2);
  });
});

describe('at scale and at once', () => {
  it('200 starts at once for one week and renter make exactly one conversation with 200 messages', async () => {
    const renter = await createUser(t);
    const { week } = await bookableWeek(t, owner.id);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/conversations', renter.cookie, { weekId: week.id, body: `Pregunta ${i}` }),
      ),
    );
    expect(answers.map((r) => r.statusCode).filter((s) => s !== 201)).toEqual([]);
    expect(new Set(answers.map((r) => r.json().conversationId)).size).toBe(1);
    const rows = await t.database.db.select().from(conversations).where(eq(conversations.weekId, week.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].ownerUnread).toBe(200);
    const first = (await get(`/api/conversations/${rows[0].id}`, owner.cookie)).json();
    expect(first.messages).toHaveLength(30);
    expect(first.hasEarlier).toBe(true);
    const earlier = (
      await get(`/api/conversations/${rows[0].id}?before=${first.messages[0].id}`, owner.cookie)
    ).json();
    expect(earlier.messages.at(-1).id).toBeLessThan(first.messages[0].id);
  }, 120_000);

  it('the inbox is paged newest first across both sides', async () => {
    const person = await createUser(t, { active: true });
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { week } = await bookableWeek(t, owner.id);
      ids.push(
        (await post('/api/conversations', person.cookie, { weekId: week.id, body: `n${i}` })).json()
          .conversationId,
      );
    }
    // Someone asks about the person's own week: they are its owner in that conversation.
    const { week: theirs } = await bookableWeek(t, person.id);
    const renter = await createUser(t);
    ids.push(
      (await post('/api/conversations', renter.cookie, { weekId: theirs.id, body: 'n3' })).json()
        .conversationId,
    );
    const p1 = (await get('/api/conversations?pageSize=3', person.cookie)).json();
    expect(p1).toMatchObject({ total: 4, page: 1, pageSize: 3 });
    expect(p1.items.map((c: { id: number }) => c.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(p1.items[0].role).toBe('owner');
    const p2 = (await get('/api/conversations?pageSize=3&page=2', person.cookie)).json();
    expect(p2.items.map((c: { id: number }) => c.id)).toEqual([ids[0]]);
    expect((await get('/api/conversations?pageSize=51', person.cookie)).statusCode).toBe(400);
    // The count follows deletions too: the renter's account goes, and its conversation with it.
    await t.database.db.execute(sql`delete from users where id = ${renter.id}`);
    const after = (await get('/api/conversations?pageSize=3', person.cookie)).json();
    expect(after.total).toBe(3);
    expect(after.items.map((c: { id: number }) => c.id)).toEqual([ids[2], ids[1], ids[0]]);
  });
});

describe('the rate limit', () => {
  it('counts each sender in the database: past the limit 429, other senders unaffected', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MESSAGES_ATTEMPTS: '3' });
    try {
      await seedReferenceData(limited.database.db);
      const o = await createUser(limited, { active: true });
      const r = await createUser(limited);
      const { week } = await bookableWeek(limited, o.id);
      const send = (who: TestUser) =>
        inject(limited, {
          method: 'POST',
          url: '/api/conversations',
          cookie: who.cookie,
          payload: { weekId: week.id, body: 'hola' },
        });
      const codes = await Promise.all(Array.from({ length: 8 }, () => send(r)));
      expect(codes.filter((c) => c.statusCode === 201)).toHaveLength(3);
      expect(codes.filter((c) => c.statusCode === 429)).toHaveLength(5);
      const id = codes.find((c) => c.statusCode === 201)?.json().conversationId;
      const reply = await inject(limited, {
        method: 'POST',
        url: `/api/conversations/${id}/messages`,
        cookie: o.cookie,
        payload: { body: 'hola' },
      });
      expect(reply.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  }, 60_000);
});
