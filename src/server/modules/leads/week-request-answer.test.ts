import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weekRequests } from '#src/server/db/schema/leads.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { createMailingApp, mailbox, type SmtpPeer } from '#src/server/test/smtp-peer.ts';

/**
 * A week request's answer and receipt name the weeks already listed that suit it (rather than only
 * promise an alert), and the receipt carries the alerts' one-click unsubscribe (RFC 8058).
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
let owner: TestUser;
let place: { resortId: number; locationId: number; locationName: string; unitTypeId: number };
const { mailTo } = mailbox(() => peer);

const ask = (email: string, over: Record<string, unknown> = {}) =>
  inject(t, {
    method: 'POST',
    url: '/api/week-requests',
    payload: {
      name: 'Ana',
      email,
      preferredLocation: place.locationName,
      startDate: day(205),
      endDate: day(215),
      ...over,
    },
  });

async function listWeek(from: number) {
  const res = await inject(t, {
    method: 'POST',
    url: '/api/weeks',
    cookie: owner.cookie,
    payload: {
      resortId: place.resortId,
      locationId: place.locationId,
      unitTypeId: place.unitTypeId,
      fromDate: day(from),
      toDate: day(from + 6),
      price: 900,
      reservationCode: `MATCH-${from}`,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const [location] = await db.select().from(locations).where(eq(locations.id, resort.locationId));
  place = { resortId: resort.id, locationId: location.id, locationName: location.name, unitTypeId: unit.id };
  owner = await createUser(t, { active: true });
  // Around a stay from day 205 to 215: two weeks overlap it, one ends before, one starts after.
  for (const from of [190, 200, 210, 216]) await listWeek(from);
}, 60_000);
afterAll(() => close?.());

describe('the answer to a week request', () => {
  it('counts the weeks already listed that overlap the stay, with the search that lists them', async () => {
    // The destination as a person might type it: other case, no accents.
    const folded = place.locationName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toUpperCase();
    const res = await ask('listed@example.test', { preferredLocation: folded });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ok: true,
      matching: { count: 2, locationId: place.locationId, from: day(199) },
    });
  });

  it('says none when none are listed, and null for a place that is no destination; a bot gets the same', async () => {
    expect((await ask('later@example.test', { startDate: day(400), endDate: day(410) })).json()).toEqual({
      ok: true,
      matching: { count: 0, locationId: place.locationId, from: day(394) },
    });
    expect((await ask('nowhere@example.test', { preferredLocation: 'Atlantis' })).json()).toEqual({
      ok: true,
      matching: null,
    });
    const bot = await ask('bot@example.test', { website: 'https://spam.example' });
    expect(bot.json()).toEqual({
      ok: true,
      matching: { count: 2, locationId: place.locationId, from: day(199) },
    });
  });
});

describe('the receipt', () => {
  it('links to the weeks already listed and has a working one-click unsubscribe', async () => {
    const email = 'receipt.listed@example.test';
    expect((await ask(email)).statusCode).toBe(201);
    const receipt = await mailTo(email, /request for a week/);
    expect(receipt.body).toContain(`2 weeks already listed in ${place.locationName} match these dates.`);
    expect(receipt.body).toContain(
      `https://semana.example/all-weeks?locationId=${place.locationId}&from=${day(199)}`,
    );
    const [request] = await t.database.db
      .select({ id: weekRequests.id })
      .from(weekRequests)
      .where(eq(weekRequests.email, email));
    const header = receipt.headers.get('list-unsubscribe') ?? '';
    expect(header).toMatch(
      new RegExp(`^<https://semana\\.example/api/alerts/unsubscribe\\?r=${request.id}&t=[\\w-]{32}>$`),
    );
    expect(receipt.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(receipt.body).toContain('Stop mail about weeks');

    // What a mail client does with those two headers.
    const oneClick = new URL(header.slice(1, -1));
    const res = await inject(t, {
      method: 'POST',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.json()).toEqual({ subscribed: false });
    const [stopped] = await t.database.db
      .select({ at: weekRequests.unsubscribedAt })
      .from(weekRequests)
      .where(eq(weekRequests.id, request.id));
    expect(stopped.at).toBeInstanceOf(Date);
  });

  it('without listed weeks, promises only what alerts do, in the language asked in, with the same headers', async () => {
    const email = 'receipt.none@example.test';
    const res = await inject(t, {
      method: 'POST',
      url: '/api/week-requests',
      headers: { cookie: 'lang=es' },
      payload: {
        name: 'Ana',
        email,
        preferredLocation: place.locationName,
        startDate: day(400),
        endDate: day(410),
      },
    });
    expect(res.statusCode).toBe(201);
    const receipt = await mailTo(email, /Recibimos una solicitud/);
    expect(receipt.body).not.toContain('Ya hay');
    expect(receipt.body).toContain('No recibir más correos sobre semanas');
    expect(receipt.headers.get('list-unsubscribe')).toMatch(
      /^<https:\/\/semana\.example\/api\/alerts\/unsubscribe\?r=\d+&t=/,
    );
    expect(receipt.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  });
});
