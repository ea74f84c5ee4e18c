import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '#src/server/db/schema/moderation.ts';
import { createTestApp, createUser, inject, type TestApp } from '#src/server/test/app.ts';
import { seedWeekAndListing } from '#src/server/test/owner-records.ts';

const FUTURE = '2031-03-01';

/** POST /api/reports: who may report what, with which words, and how often. */
describe('reporting a listing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REPORTS_ATTEMPTS: '100000' });
  });
  afterAll(() => t?.close());

  const report = (cookie: string | undefined, payload: Record<string, unknown>, lang = 'en') =>
    inject(t, {
      method: 'POST',
      url: '/api/reports',
      cookie,
      payload,
      headers: { 'accept-language': lang },
    });

  async function ownerWithListings() {
    const owner = await createUser(t, { active: true });
    return { owner, ...(await seedWeekAndListing(t, owner.id, FUTURE)) };
  }

  it('records a report of a week and of a property, each with its reason and words', async () => {
    const { owner, week, listing } = await ownerWithListings();
    const renter = await createUser(t);
    const res = await report(renter.cookie, {
      kind: 'week',
      targetId: week.id,
      reason: 'wrong_details',
      text: '  The dates do not match the resort  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.json()).toMatchObject({
      kind: 'week',
      targetId: week.id,
      reason: 'wrong_details',
      text: 'The dates do not match the resort',
      status: 'open',
      decidedAt: null,
      item: { exists: true, hidden: false, link: `/weeks/${week.id}/book` },
    });
    const [row] = await t.database.db.select().from(reports).where(eq(reports.id, res.json().id));
    expect(row).toMatchObject({ reporterId: renter.id, targetOwnerId: owner.id, status: 'open' });

    const prop = await report(renter.cookie, { kind: 'property', targetId: listing.id, reason: 'fraud' });
    expect(prop.statusCode, prop.body).toBe(201);
    expect(prop.json()).toMatchObject({ kind: 'property', reason: 'fraud', text: '' });
    expect(prop.json().item.summary).toContain('Casa Marina');
  });

  it('takes only the four reasons, words for "other", and at most 2,000 characters', async () => {
    const { week } = await ownerWithListings();
    const renter = await createUser(t);
    const base = { kind: 'week', targetId: week.id };
    for (const reason of ['spam', '', 'FRAUD', 7, null]) {
      const res = await report(renter.cookie, { ...base, reason });
      expect(res.statusCode, `${reason}: ${res.body}`).toBe(400);
    }
    const other = await report(renter.cookie, { ...base, reason: 'other', text: '   ' });
    expect(other.statusCode).toBe(400);
    expect(other.json().issues[0]).toMatchObject({ path: 'text', message: 'Please tell us what is wrong' });
    const otherEs = await report(renter.cookie, { ...base, reason: 'other' }, 'es-MX');
    expect(otherEs.statusCode).toBe(400);
    expect(otherEs.json().message).toContain('Cuéntanos qué está mal');
    const long = await report(renter.cookie, { ...base, reason: 'offensive', text: 'x'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('The description cannot exceed 2,000 characters');
    const nul = await report(renter.cookie, { ...base, reason: 'offensive', text: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    const kind = await report(renter.cookie, { ...base, kind: 'user', reason: 'fraud' });
    expect(kind.statusCode).toBe(400);
    const huge = await report(renter.cookie, { ...base, targetId: 2 ** 31, reason: 'fraud' });
    expect(huge.statusCode).toBe(400);
    const exactly = await report(renter.cookie, { ...base, reason: 'other', text: 'y'.repeat(2000) });
    expect(exactly.statusCode, exactly.body).toBe(201);
    // Nothing was written by the refused ones.
    const rows = await t.database.db.select().from(reports).where(eq(reports.reporterId, renter.id));
    expect(rows).toHaveLength(1);
  });

  it('is for signed-in people only, never about their own listing nor a listing that is not there', async () => {
    const { owner, week, listing } = await ownerWithListings();
    const anonymous = await report(undefined, { kind: 'week', targetId: week.id, reason: 'fraud' });
    expect(anonymous.statusCode).toBe(401);
    const own = await report(owner.cookie, { kind: 'week', targetId: week.id, reason: 'fraud' });
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe('You cannot report your own listing');
    const ownProperty = await report(owner.cookie, {
      kind: 'property',
      targetId: listing.id,
      reason: 'fraud',
    });
    expect(ownProperty.statusCode).toBe(403);
    const renter = await createUser(t);
    const missing = await report(renter.cookie, { kind: 'week', targetId: 2_000_000_000, reason: 'fraud' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This listing is no longer on Semana');
  });

  it('keeps one open report per person and item, even from 200 identical requests at once', async () => {
    const { week } = await ownerWithListings();
    const renter = await createUser(t);
    const payload = { kind: 'week', targetId: week.id, reason: 'fraud', text: 'Asked me to pay outside' };
    const answers = await Promise.all(Array.from({ length: 200 }, () => report(renter.cookie, payload)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    const again = await report(renter.cookie, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already reported this listing: our team is reviewing it');
    const rows = await t.database.db
      .select()
      .from(reports)
      .where(and(eq(reports.reporterId, renter.id), eq(reports.targetId, week.id)));
    expect(rows).toHaveLength(1);
    // Another person's report of the same week is theirs to make.
    const other = await createUser(t);
    expect((await report(other.cookie, payload)).statusCode).toBe(201);
  });

  it('lists a person’s own reports, newest first and paged, and nobody else’s', async () => {
    const renter = await createUser(t);
    const stranger = await createUser(t);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { week } = await ownerWithListings();
      const res = await report(renter.cookie, { kind: 'week', targetId: week.id, reason: 'offensive' });
      ids.push(res.json().id);
    }
    const page = await inject(t, {
      method: 'GET',
      url: '/api/reports/mine?pageSize=2',
      cookie: renter.cookie,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toContain('no-store');
    expect(page.json()).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(page.json().items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(page.json().items[0]).not.toHaveProperty('staffNote');
    const second = await inject(t, {
      method: 'GET',
      url: '/api/reports/mine?pageSize=2&page=2',
      cookie: renter.cookie,
    });
    expect(second.json().items.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const theirs = await inject(t, { method: 'GET', url: '/api/reports/mine', cookie: stranger.cookie });
    expect(theirs.json()).toMatchObject({ total: 0, items: [] });
    expect((await inject(t, { method: 'GET', url: '/api/reports/mine' })).statusCode).toBe(401);
    expect(
      (await inject(t, { method: 'GET', url: '/api/reports/mine?page=10001', cookie: renter.cookie }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the reports limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_REPORTS_ATTEMPTS: '3' });
  });
  afterAll(() => t?.close());

  it('counts each person’s reports in the database and refuses past the configured number', async () => {
    expect(t.config.rateLimits.reportsAttempts).toBe(3);
    expect(t.config.rateLimits.reportsWindowSeconds).toBe(3600);
    const renter = await createUser(t);
    const owner = await createUser(t, { active: true });
    const codes: number[] = [];
    for (let i = 0; i < 5; i++) {
      const { week } = await seedWeekAndListing(t, owner.id, FUTURE);
      const res = await inject(t, {
        method: 'POST',
        url: '/api/reports',
        cookie: renter.cookie,
        payload: { kind: 'week', targetId: week.id, reason: 'wrong_details' },
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([201, 201, 201, 429, 429]);
    // Another person has their own allowance.
    const other = await createUser(t);
    const { week } = await seedWeekAndListing(t, owner.id, FUTURE);
    const res = await inject(t, {
      method: 'POST',
      url: '/api/reports',
      cookie: other.cookie,
      payload: { kind: 'week', targetId: week.id, reason: 'wrong_details' },
    });
    expect(res.statusCode).toBe(201);
  });
});
