import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { alertJobsDone, alertPlace, dayFromNow, saveSearch } from '#src/server/test/saved-searches.ts';
import { createMailingApp, linkToken, mailbox, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { SAVED_SEARCHES_PER_ADDRESS } from '#src/shared/contracts/saved-searches.ts';
import { SAVED_SEARCH_CONFIRMATIONS_PER_DAY } from './saved-searches';

/**
 * Saving a search: a visitor's address is confirmed by the week requests' double opt-in before any
 * alert; a signed-in person manages their own searches on My alerts and nobody else's (404); one
 * address holds at most the cap, however many saves arrive at once; bad input is a 400.
 */
let t: TestApp;
let peer: SmtpPeer;
let close: (() => Promise<void>) | undefined;
let place: Awaited<ReturnType<typeof alertPlace>>;
let renter: TestUser;
let stranger: TestUser;
const { mailTo, mailsTo } = mailbox(() => peer);

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp({ RATE_LIMIT_LEADS_ATTEMPTS: '100000' }));
  await seedReferenceData(t.database.db);
  place = await alertPlace(t);
  renter = await createUser(t);
  stranger = await createUser(t);
}, 60_000);
afterAll(() => close?.());

const filters = () => ({ locationId: place.location.id, resortId: place.resort.id, from: dayFromNow(30) });
const mine = async (cookie: string) => {
  const res = await inject(t, { method: 'GET', url: '/api/alerts/searches', cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: number; frequency: string; paused: boolean; awaitingConfirmation: boolean }[];
    total: number;
  };
};

describe('saving a search', () => {
  it('a visitor saves one: the address is asked to confirm, and the click (a POST) confirms it', async () => {
    const email = 'visitor.saves@example.test';
    const res = await saveSearch(t, { filters: filters(), frequency: 'instant', email });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ state: 'confirm' });
    const mail = await mailTo(email, /Confirm your Semana week alerts/);
    const token = linkToken(mail, 'alerts/confirm');
    const confirmed = await inject(t, { method: 'POST', url: '/api/alerts/confirm', payload: { token } });
    expect(confirmed.json()).toEqual({ state: 'confirmed' });
    // A second search of a confirmed address is live at once, and mails no confirmation.
    const again = await saveSearch(t, { filters: {}, frequency: 'daily', email: email.toUpperCase() });
    expect(again.json()).toMatchObject({ state: 'active' });
  });

  it('a signed-in person saves on their account address, whatever address the body names', async () => {
    const res = await saveSearch(
      t,
      { filters: filters(), frequency: 'daily', email: 'someone.else@example.test' },
      { cookie: renter.cookie },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [row] = rowsOf<{ email: string; user_id: number }>(
      await t.database.db.execute(sql`select email, user_id from saved_searches where id = ${res.json().id}`),
    );
    expect(row).toEqual({ email: renter.email.toLowerCase(), user_id: renter.id });
    const list = await mine(renter.cookie);
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ frequency: 'daily', paused: false, awaitingConfirmation: true });
  });

  it('an account address the site confirmed (an e-mail change by link) needs no second confirmation', async () => {
    const checked = await createUser(t);
    await t.database.db.execute(sql`
      insert into account_tokens (user_id, kind, token_hash, new_email, expires_at, used_at)
      values (${checked.id}, 'email-change', ${`h-${checked.id}`}, ${checked.email}, now() + interval '1 day', now())`);
    const res = await saveSearch(t, { filters: {}, frequency: 'instant' }, { cookie: checked.cookie });
    expect(res.json()).toMatchObject({ state: 'active' });
    expect((await mine(checked.cookie)).items[0].awaitingConfirmation).toBe(false);
  });

  it('lists, changes, pauses, resumes and deletes only the owner’s searches; another’s is a 404', async () => {
    const { id } = (
      await saveSearch(t, { filters: {}, frequency: 'instant' }, { cookie: renter.cookie })
    ).json();
    const patch = (cookie: string, payload: object) =>
      inject(t, { method: 'PATCH', url: `/api/alerts/searches/${id}`, cookie, payload });
    expect((await patch(stranger.cookie, { paused: true })).statusCode).toBe(404);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/alerts/searches/${id}`, cookie: stranger.cookie }))
        .statusCode,
    ).toBe(404);
    expect((await mine(stranger.cookie)).total).toBe(0);

    const paused = await patch(renter.cookie, { paused: true, frequency: 'daily' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id, paused: true, frequency: 'daily' });
    expect((await patch(renter.cookie, { paused: false })).json()).toMatchObject({ paused: false });
    expect((await patch(renter.cookie, {})).statusCode).toBe(400);

    const before = (await mine(renter.cookie)).total;
    const gone = await inject(t, {
      method: 'DELETE',
      url: `/api/alerts/searches/${id}`,
      cookie: renter.cookie,
    });
    expect(gone.json()).toEqual({ ok: true });
    expect((await mine(renter.cookie)).total).toBe(before - 1);
    expect(
      (await inject(t, { method: 'DELETE', url: `/api/alerts/searches/${id}`, cookie: renter.cookie }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses bad input with a 400 that says why, never a 5xx', async () => {
    const bad = [
      { filters: { locationId: 99_999_999_999 }, frequency: 'instant', email: 'a@example.test' },
      { filters: { locationId: 2_000_000 }, frequency: 'instant', email: 'a@example.test' },
      { filters: { resortId: 2_000_000 }, frequency: 'instant', email: 'a@example.test' },
      { filters: { minPrice: 900, maxPrice: 800 }, frequency: 'instant', email: 'a@example.test' },
      { filters: { maxPrice: 1e12 }, frequency: 'instant', email: 'a@example.test' },
      { filters: { from: '2027-02-30' }, frequency: 'instant', email: 'a@example.test' },
      { filters: { resortText: 'a\u0000b' }, frequency: 'instant', email: 'a@example.test' },
      { filters: { priceMax: 800 }, frequency: 'instant', email: 'a@example.test' },
      { filters: { bedrooms: 2, verified: true }, frequency: 'instant', email: 'a@example.test' },
      { filters: {}, frequency: 'hourly', email: 'a@example.test' },
      { filters: {}, frequency: 'instant' },
      { filters: {}, frequency: 'instant', email: 'not-an-address' },
    ];
    for (const payload of bad) {
      const res = await saveSearch(t, payload);
      expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(400);
      expect(res.json().message).toBeTruthy();
    }
    const spanish = await saveSearch(
      t,
      { filters: {}, frequency: 'instant' },
      { headers: { 'accept-language': 'es-MX' } },
    );
    expect(spanish.json().message).toBe('Escribe tu correo electrónico');
  });
});

describe('"Alert me" cannot flood an address that never asked', () => {
  it(`mails one address at most ${SAVED_SEARCH_CONFIRMATIONS_PER_DAY} confirmations a day, from any number of clients`, async () => {
    const email = 'never.asked@example.test';
    const saves = SAVED_SEARCH_CONFIRMATIONS_PER_DAY + 5;
    for (let i = 0; i < saves; i++) {
      // Each save from a client of its own (saveSearch), so the per-client limit never applies.
      const res = await saveSearch(t, { filters: { maxPrice: 500 + i }, frequency: 'instant', email });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ state: 'confirm' });
    }
    await until(() => mailsTo(email).length >= SAVED_SEARCH_CONFIRMATIONS_PER_DAY);
    await alertJobsDone(t);
    expect(mailsTo(email)).toHaveLength(SAVED_SEARCH_CONFIRMATIONS_PER_DAY);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from saved_searches where email = ${email}`),
    );
    expect(n).toBe(saves);
  }, 60_000);
});

describe('the cap of saved searches per address', () => {
  it(`200 saves at once for one address keep exactly ${SAVED_SEARCHES_PER_ADDRESS}; the rest are a 409`, async () => {
    const email = 'many.saves@example.test';
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        saveSearch(t, {
          filters: { maxPrice: 1000 + i },
          frequency: 'daily',
          email: i % 2 ? email : email.toUpperCase(),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(SAVED_SEARCHES_PER_ADDRESS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(200 - SAVED_SEARCHES_PER_ADDRESS);
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from saved_searches where email = ${email}`),
    );
    expect(n).toBe(SAVED_SEARCHES_PER_ADDRESS);
  }, 120_000);

  it('strangers filling the cap of an account’s address do not stop its owner saving their own', async () => {
    const owner = await createUser(t);
    for (let i = 0; i < SAVED_SEARCHES_PER_ADDRESS; i++) {
      const res = await saveSearch(t, { filters: { minPrice: i }, frequency: 'daily', email: owner.email });
      expect(res.statusCode, res.body).toBe(201);
    }
    expect((await saveSearch(t, { filters: {}, frequency: 'daily', email: owner.email })).statusCode).toBe(
      409,
    );
    for (let i = 0; i < SAVED_SEARCHES_PER_ADDRESS; i++) {
      const own = await saveSearch(
        t,
        { filters: { maxPrice: 900 + i }, frequency: 'instant' },
        { cookie: owner.cookie },
      );
      expect(own.statusCode, own.body).toBe(201);
    }
    const over = await saveSearch(t, { filters: {}, frequency: 'instant' }, { cookie: owner.cookie });
    expect(over.statusCode, over.body).toBe(409);
    expect((await mine(owner.cookie)).total).toBe(SAVED_SEARCHES_PER_ADDRESS);
  }, 60_000);
});
