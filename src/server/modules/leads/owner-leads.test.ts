import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { createMailingApp, type SmtpPeer, until } from '#src/server/test/smtp-peer.ts';
import { OWNER_LEAD_MAILS_PER_HOUR } from './owner-leads';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let peer: SmtpPeer;
let close: () => Promise<void>;
let owner: TestUser;
let stranger: TestUser;
let resortName: string;

const mailsTo = (to: string) => peer.mailsTo(to);

async function newWeek(userId: number) {
  const db = t.database.db;
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  resortName = resort.name;
  const [row] = await db
    .insert(weeks)
    .values({
      userId,
      locationId: resort.locationId,
      unitTypeId: unit.id,
      fromDate: day(40),
      toDate: day(46),
      price: 1500,
      reservationCode: 'LEAD-1',
    })
    .returning({ id: weeks.id });
  return row.id;
}

async function newListing(userId: number) {
  const [row] = await t.database.db
    .insert(propertyListings)
    .values({
      userId,
      hotelName: 'Casa Dorada',
      unitSize: '2 bedrooms',
      location: 'Cabo San Lucas',
      price: '$18,500 USD',
      weeksOrSeason: 'Week 12',
      description: 'Ocean view',
    })
    .returning({ id: propertyListings.id });
  return row.id;
}

const interest = (weekId: number, email: string, message: string) =>
  inject(t, { method: 'POST', url: '/api/week-interests', payload: { weekId, email, message } });

beforeAll(async () => {
  ({ t, peer, close } = await createMailingApp());
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  stranger = await createUser(t, { active: true });
}, 60_000);
afterAll(() => close?.());

describe('owners hear of interest in their listings', () => {
  it('mails a week’s owner the visitor’s message with Reply-To set to the visitor', async () => {
    const weekId = await newWeek(owner.id);
    const res = await interest(weekId, 'visitor@example.test', 'Is the week still free? Abrazos, Lucía');
    expect(res.statusCode).toBe(201);
    await until(() => mailsTo(owner.email).length === 1);
    const [mail] = mailsTo(owner.email);
    expect(mail.headers.get('reply-to')).toBe('visitor@example.test');
    expect(mail.headers.get('subject')).toBe(`New interest in your week at ${resortName}`);
    expect(mail.body).toContain('Is the week still free?');
    expect(mail.body).toContain('https://semana.example/dashboard');
  });

  it('mails a property listing’s owner too', async () => {
    const listingId = await newListing(owner.id);
    const res = await inject(t, {
      method: 'POST',
      url: '/api/property-listing-interests',
      payload: {
        propertyListingId: listingId,
        email: 'buyer@example.test',
        message: 'I would like to buy it.',
      },
    });
    expect(res.statusCode).toBe(201);
    await until(() => mailsTo(owner.email).some((m) => /Casa Dorada/.test(m.headers.get('subject') ?? '')));
    const mail = mailsTo(owner.email).find((m) => /Casa Dorada/.test(m.headers.get('subject') ?? ''));
    expect(mail?.headers.get('reply-to')).toBe('buyer@example.test');
  });

  it('sends at most the hourly number of lead mails per listing, even to a flood in parallel, and batches the rest into one', async () => {
    const flooded = await createUser(t, { active: true });
    const weekId = await newWeek(flooded.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => interest(weekId, `flood${i}@example.test`, `Message number ${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(201));
    await until(() => mailsTo(flooded.email).length === OWNER_LEAD_MAILS_PER_HOUR);
    await new Promise((r) => setTimeout(r, 3000));
    expect(mailsTo(flooded.email)).toHaveLength(OWNER_LEAD_MAILS_PER_HOUR);
    // One batch waits for the hour; bring it forward.
    const waiting = (await t.database.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'owner-lead-batch' and state = 'created' and singleton_key = ${`week:${weekId}`} returning id`,
    )) as unknown as { rows: unknown[] };
    expect(waiting.rows).toHaveLength(1);
    await until(() => mailsTo(flooded.email).length === OWNER_LEAD_MAILS_PER_HOUR + 1);
    const batch = mailsTo(flooded.email).find((m) => /more people/.test(m.headers.get('subject') ?? ''));
    expect(batch?.headers.get('subject')).toMatch(/^7 more people are interested/);
    expect(batch?.headers.get('reply-to')).toBeUndefined();
    // Every one of the 12 is on the owner's dashboard.
    const page = await inject(t, {
      method: 'GET',
      url: '/api/my/interests?pageSize=50',
      cookie: flooded.cookie,
    });
    expect(page.json().total).toBe(12);
  });

  it('lists an owner’s interests newest first, marks them handled, and shows nobody else’s', async () => {
    const res = await inject(t, { method: 'GET', url: '/api/my/interests', cookie: owner.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = res.json();
    expect(page.total).toBe(2);
    expect(page.unhandled).toBe(2);
    expect(page.items.map((i: { kind: string }) => i.kind)).toEqual(['property', 'week']);
    expect(page.items[1]).toMatchObject({
      email: 'visitor@example.test',
      handled: false,
      listingTitle: resortName,
    });

    const theirs = await inject(t, { method: 'GET', url: '/api/my/interests', cookie: stranger.cookie });
    expect(theirs.json()).toMatchObject({ total: 0, items: [] });
    const { kind, id } = page.items[1];
    const forbidden = await inject(t, {
      method: 'PATCH',
      url: `/api/my/interests/${kind}/${id}`,
      cookie: stranger.cookie,
      payload: { handled: true },
    });
    expect(forbidden.statusCode).toBe(404);
    const done = await inject(t, {
      method: 'PATCH',
      url: `/api/my/interests/${kind}/${id}`,
      cookie: owner.cookie,
      payload: { handled: true },
    });
    expect(done.json()).toEqual({ kind, id, handled: true });
    const after = (
      await inject(t, { method: 'GET', url: '/api/my/interests?unhandled=true', cookie: owner.cookie })
    ).json();
    expect(after).toMatchObject({ total: 1, unhandled: 1 });
    expect(after.items[0].kind).toBe('property');

    const anonymous = await inject(t, { method: 'GET', url: '/api/my/interests' });
    expect(anonymous.statusCode).toBe(401);
    for (const url of [
      '/api/my/interests/house/1',
      '/api/my/interests/week/0',
      '/api/my/interests/week/99999999999',
    ]) {
      const bad = await inject(t, { method: 'PATCH', url, cookie: owner.cookie, payload: { handled: true } });
      expect(bad.statusCode).toBe(400);
    }
  });
});
