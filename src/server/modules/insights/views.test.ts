import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weekViewDays, weekViewMarks, weekViewSalts } from '#src/server/db/schema/insights.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { createTestApp, createUser, inject, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { dayFromToday, insertWeek } from '#src/server/test/insights.ts';

let t: TestApp;
let owner: TestUser;
let place: { locationId: number; unitTypeId: number };
const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/120 Safari/537.36';

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  place = { locationId: resort.locationId, unitTypeId: unit.id };
  owner = await createUser(t, { active: true });
});
afterAll(() => t.close());

const newWeek = () =>
  insertWeek(t.database.db, { ...place, userId: owner.id, fromDate: dayFromToday(90), price: 1200 });

function view(
  weekIds: number[],
  who: { address?: string; agent?: string; cookie?: string } = {},
): Promise<{ statusCode: number; body: string }> {
  return inject(t, {
    method: 'POST',
    url: '/api/weeks/views',
    payload: { weekIds },
    remoteAddress: who.address ?? '10.2.0.1',
    headers: { 'user-agent': who.agent ?? BROWSER },
    cookie: who.cookie,
  });
}

async function viewsOf(weekId: number): Promise<number> {
  const rows = await t.database.db.select().from(weekViewDays).where(eq(weekViewDays.weekId, weekId));
  return rows.reduce((sum, r) => sum + r.views, 0);
}

describe('POST /api/weeks/views', () => {
  it('counts a visitor once a day however often they look, and each other visitor once', async () => {
    const week = await newWeek();
    for (let i = 0; i < 3; i++) expect((await view([week, week])).statusCode).toBe(200);
    expect(await viewsOf(week)).toBe(1);
    await view([week], { address: '10.2.0.2' });
    await view([week], { address: '10.2.0.1', agent: `${BROWSER} Edg/120` });
    expect(await viewsOf(week)).toBe(3);
  });

  it('counts a signed-in person once from any address; not the owner, staff or robots', async () => {
    const week = await newWeek();
    const renter = await createUser(t, { active: true });
    await view([week], { cookie: renter.cookie, address: '10.3.0.1' });
    await view([week], { cookie: renter.cookie, address: '10.3.0.2' });
    await view([week], { cookie: owner.cookie, address: '10.3.0.3' });
    for (const role of ['manager', 'dev'] as const) {
      const staff = await createUser(t, { role, active: true });
      await view([week], { cookie: staff.cookie, address: '10.3.0.4' });
    }
    for (const agent of [
      'Googlebot/2.1 (+http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0)',
      'facebookexternalhit/1.1',
      'curl/8.4.0',
      'python-requests/2.31',
      '',
    ])
      expect((await view([week], { agent, address: '10.3.0.5' })).statusCode).toBe(200);
    expect(await viewsOf(week)).toBe(1);
  });

  it('counts 200 different visitors viewing one week at once as 200', async () => {
    const week = await newWeek();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        view([week], { address: `10.4.${Math.floor(i / 250)}.${i % 250}` }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(200).fill(200));
    expect(await viewsOf(week)).toBe(200);
    // And the same 200 again, at once: nobody twice.
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        view([week], { address: `10.4.${Math.floor(i / 250)}.${i % 250}` }),
      ),
    );
    expect(await viewsOf(week)).toBe(200);
  });

  it('stores nothing that says who: no address, browser or account, and nothing of a day that is over', async () => {
    const week = await newWeek();
    const renter = await createUser(t, { active: true });
    await view([week], { address: '172.16.99.42' });
    await view([week], { cookie: renter.cookie });
    const marks = await t.database.db.select().from(weekViewMarks).where(eq(weekViewMarks.weekId, week));
    expect(marks).toHaveLength(2);
    const stored = JSON.stringify([
      marks,
      await t.database.db.select().from(weekViewSalts),
      await t.database.db.select().from(weekViewDays).where(eq(weekViewDays.weekId, week)),
    ]);
    for (const secret of ['172.16.99.42', 'Macintosh', renter.username, 'user:', 'visitor:'])
      expect(stored).not.toContain(secret);
    for (const mark of marks) expect(mark.hash).toMatch(/^[0-9a-f]{64}$/);
    // Salted: the hash of the account alone (what a dictionary of ids would try) is not there.
    const bare = createHash('sha256').update(`user:${renter.id}`).digest('hex');
    expect(marks.map((m) => m.hash)).not.toContain(bare);
    // The only columns the three tables have.
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await t.database.db.execute(sql`
        select table_name, column_name from information_schema.columns
        where table_name in ('week_view_salts', 'week_view_marks', 'week_view_days')
        order by table_name, ordinal_position`),
    ).map((c) => `${c.table_name}.${c.column_name}`);
    expect(columns).toEqual([
      'week_view_days.week_id',
      'week_view_days.day',
      'week_view_days.views',
      'week_view_marks.week_id',
      'week_view_marks.day',
      'week_view_marks.hash',
      'week_view_salts.day',
      'week_view_salts.salt',
    ]);

    // Yesterday's salt and marks (as a day that ended leaves them) go with the next view; its count stays.
    await t.database.db.execute(sql`
      insert into week_view_salts (day, salt) values (current_date - 1, 'old-salt') on conflict do nothing`);
    await t.database.db.execute(sql`
      insert into week_view_marks (week_id, day, hash) values (${week}, current_date - 1, 'old-hash')`);
    await t.database.db.execute(sql`
      insert into week_view_days (week_id, day, views) values (${week}, current_date - 1, 7)`);
    await view([week], { address: '10.5.0.1' });
    const left = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`
        select (select count(*) from week_view_salts where day < current_date)
             + (select count(*) from week_view_marks where day < current_date) as n`),
    );
    expect(Number(left[0].n)).toBe(0);
    expect(await viewsOf(week)).toBe(2 + 1 + 7);
  });

  it('counts at most 60 reports from one client address in ten minutes, whatever browser it names', async () => {
    const week = await newWeek();
    const address = '10.9.9.9';
    for (let i = 0; i < 70; i++)
      expect((await view([week], { address, agent: `${BROWSER} Build/${i}` })).statusCode).toBe(200);
    expect(await viewsOf(week)).toBe(60);
    // Another address is counted as before.
    await view([week], { address: '10.9.9.10' });
    expect(await viewsOf(week)).toBe(61);
  });

  it('refuses bad input and ignores weeks that are not there', async () => {
    for (const payload of [
      {},
      { weekIds: [] },
      { weekIds: [0] },
      { weekIds: [2147483648] },
      { weekIds: 'x' },
    ]) {
      const res = await inject(t, { method: 'POST', url: '/api/weeks/views', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const many = { weekIds: Array.from({ length: 49 }, (_, i) => i + 1) };
    expect((await inject(t, { method: 'POST', url: '/api/weeks/views', payload: many })).statusCode).toBe(
      400,
    );
    expect((await view([2147483647])).statusCode).toBe(200);
  });
});
