import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { weekViewDays, weekViewSalts } from '#src/server/db/schema/insights.ts';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, type TestApp } from '#src/server/test/app.ts';
import { dayFromToday, insertWeek, plusDays } from '#src/server/test/insights.ts';
import { startViewsSweep } from './sweep';
import { type Viewer, weekViews } from './views';

let t: TestApp;
let ownerId: number;
let place: { locationId: number; unitTypeId: number };
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
const visitor = (address: string): Viewer => ({ userId: null, staff: false, address, userAgent: BROWSER });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedReferenceData(db);
  const [resort] = await db.select().from(resorts).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  place = { locationId: resort.locationId, unitTypeId: unit.id };
  ownerId = (await createUser(t, { active: true })).id;
});
afterAll(() => t.close());

const newWeek = () =>
  insertWeek(t.database.db, { ...place, userId: ownerId, fromDate: dayFromToday(90), price: 900 });

async function viewsByDay(weekId: number): Promise<Record<string, number>> {
  const rows = await t.database.db.select().from(weekViewDays).where(eq(weekViewDays.weekId, weekId));
  return Object.fromEntries(rows.map((r) => [r.day, r.views]));
}

/** A process whose clock says `day` (a view begun on one side of midnight, in one process). */
const processOn = (day: string) => weekViews(t.database.db, { today: async () => day });

describe('views across midnight (UTC)', () => {
  it('counts a person once a day on each side of midnight, whatever the processes, and never 5xx', async () => {
    // Days far ahead so the rows of today's views (other tests) are not swept by this one.
    const before = dayFromToday(400);
    const after = plusDays(before, 1);
    const week = await newWeek();
    const late = processOn(before);
    const early = processOn(after);
    // Before midnight, in two processes at once, twice each: one view.
    await Promise.all([late.record([week], visitor('10.8.0.1')), late.record([week], visitor('10.8.0.1'))]);
    // After midnight (another process): the same person is a new view of the new day.
    await Promise.all([early.record([week], visitor('10.8.0.1')), early.record([week], visitor('10.8.0.2'))]);
    // A view begun before midnight, finishing after the new day swept the old one's marks: not
    // counted again on the old day (its mark is gone) and no salt of the old day is made again.
    await late.record([week], visitor('10.8.0.1'));
    await late.record([week], visitor('10.8.0.3'));
    expect(await viewsByDay(week)).toEqual({ [before]: 1, [after]: 2 });
    const salts = await t.database.db.select().from(weekViewSalts).where(sql`day >= ${before}::date`);
    expect(salts.map((s) => s.day)).toEqual([after]);
    // The new day still counts once per person.
    await early.record([week], visitor('10.8.0.1'));
    await early.record([week], visitor('10.8.0.3'));
    expect(await viewsByDay(week)).toEqual({ [before]: 1, [after]: 3 });
    await t.database.db.execute(sql`delete from week_view_salts where day >= ${before}::date`);
    await t.database.db.execute(sql`delete from week_view_marks where day >= ${before}::date`);
  });

  it('counts reports of the same weeks in opposite orders at once, all of them (marked in id order)', async () => {
    const day = dayFromToday(0);
    const ids = [await newWeek(), await newWeek(), await newWeek(), await newWeek()];
    const views = processOn(day);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        views.record(i % 2 ? ids : [...ids].reverse(), visitor(`10.8.1.${i}`)),
      ),
    );
    for (const id of ids) expect(await viewsByDay(id)).toEqual({ [day]: 40 });
  });
});

describe('the sweep of days that are over', () => {
  it('removes yesterday’s salt and marks without any view, at start and then every period, and stops', async () => {
    const db = t.database.db;
    const week = await newWeek();
    const plant = async () => {
      await db.execute(
        sql`insert into week_view_salts (day, salt) values (current_date - 1, 'old') on conflict do nothing`,
      );
      await db.execute(
        sql`insert into week_view_marks (week_id, day, hash) values (${week}, current_date - 1, 'h') on conflict do nothing`,
      );
    };
    const left = async () =>
      (
        await db.execute(sql`select 1 from week_view_salts where day < current_date union all
        select 1 from week_view_marks where day < current_date`)
      ).rows.length;
    await plant();
    const errors: unknown[] = [];
    const stop = startViewsSweep(
      { sweepViews: () => weekViews(t.database.db).sweep() },
      { error: (e) => errors.push(e) },
      50,
    );
    await vi.waitFor(async () => expect(await left()).toBe(0));
    await plant();
    await vi.waitFor(async () => expect(await left()).toBe(0));
    stop();
    await plant();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await left()).toBe(2);
    expect(errors).toEqual([]);
    await db.execute(sql`delete from week_view_marks where day < current_date`);
    await db.execute(sql`delete from week_view_salts where day < current_date`);
  });
});
