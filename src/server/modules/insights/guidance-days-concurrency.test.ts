import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#src/server/db/seed/reference.ts';
import { createTestApp, createUser, type TestApp, type TestUser } from '#src/server/test/app.ts';
import {
  dayFromToday,
  insertWeek,
  isGuidanceStale,
  keptGuidance as keptFor,
  plusDays,
  refreshAllGuidance,
  unitTypeSuite,
} from '#src/server/test/insights.ts';
import { priceGuidance } from './guidance';
import { refreshGuidanceDays } from './guidance-days';

/*
 * Price guidance kept ahead (guidance-days.ts) while writers and refreshes run at once on
 * connections of their own: never current without a write committed before it is read. Writers
 * on their own connections need a PostgreSQL server (PGlite has one connection).
 */

let t: TestApp;
let owner: TestUser;
let suite: Awaited<ReturnType<typeof unitTypeSuite>>;

beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
  owner = await createUser(t, { active: true });
  suite = await unitTypeSuite(t.database.db, owner, 'Guidance at once');
});
afterAll(() => t.close());

const db = () => t.database.db;
const onPostgres = () => Boolean(process.env.TEST_DATABASE_URL);
const newUnitType = () => suite.newUnitType();
const week = (unitTypeId: number, fromDate: string, price: number) => suite.week(unitTypeId, fromDate, price);
const isStale = (unitTypeId: number) => isGuidanceStale(db(), unitTypeId);
const keptGuidance = (_db: unknown, q: { unitTypeId: number; fromDate: string }) => keptFor(db(), q);
const refresh = (now = new Date()) => refreshAllGuidance(db(), now);

describe.runIf(onPostgres())(
  'guidance kept ahead while writers and the refresh run at once (PostgreSQL)',
  () => {
    it('a write still open while the refresh takes its unit type is counted later, never lost', async () => {
      const unit = await newUnitType();
      const target = dayFromToday(80);
      for (const offset of [-7, 0, 7, 14, -14]) await week(unit, plusDays(target, offset), 500);
      await refresh();
      // A write already committed: its unit type is marked when the next one starts.
      await week(unit, plusDays(target, 1), 510);
      expect(await isStale(unit)).toBe(true);
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let written = () => {};
      const wrote = new Promise<void>((resolve) => {
        written = resolve;
      });
      // A second write, its transaction still open while the refresh runs on another connection.
      const writer = db().transaction(async (tx) => {
        await insertWeek(tx as unknown as typeof t.database.db, {
          userId: owner.id,
          locationId: suite.resort.locationId,
          unitTypeId: unit,
          fromDate: plusDays(target, 2),
          price: 3000,
        });
        written();
        await held;
      });
      await wrote;
      await refreshGuidanceDays(db(), new Date(), { budgetMs: 5_000 });
      release();
      await writer;
      const live = await priceGuidance(db(), { unitTypeId: unit, fromDate: target });
      expect(live.asked).toMatchObject({ count: 7, figures: { high: 3000 } });
      // Kept figures that leave the second write out would be stale: they must not be current.
      const kept = await keptGuidance(db(), { unitTypeId: unit, fromDate: target });
      if (kept !== undefined) expect(kept).toEqual(live);
    });
  },
);

describe.runIf(onPostgres())('guidance kept ahead under writers and refreshes at once (PostgreSQL)', () => {
  it('is never current without a write committed before it is read', async () => {
    const [a, b] = [await newUnitType(), await newUnitType()];
    const target = dayFromToday(70);
    const values = (n: number, price: number) =>
      sql.join(
        [a, b].map(
          (
            u,
            i,
          ) => sql`(${owner.id}, ${suite.resort.locationId}, ${u}, ${plusDays(target, (n + i) % 5)}::date,
          ${plusDays(target, ((n + i) % 5) + 6)}::date, ${price}, 'RES-1')`,
        ),
        sql`, `,
      );
    for (let round = 0; round < 3; round++) {
      // Writers of both unit types in one statement, each holding its transaction a moment.
      const writers = Array.from({ length: 6 }, (_, n) =>
        db().transaction(async (tx) => {
          await tx.execute(sql`insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price,
            reservation_code) values ${values(n, 100 * (round + 1) + n)}`);
          await new Promise((resolve) => setTimeout(resolve, 5 * n));
        }),
      );
      await Promise.all([
        ...writers,
        refreshGuidanceDays(db(), new Date()),
        refreshGuidanceDays(db(), new Date()),
      ]);
      for (const unit of [a, b]) {
        const live = await priceGuidance(db(), { unitTypeId: unit, fromDate: target });
        expect(live.asked.count).toBe(6 * (round + 1));
        const kept = await keptGuidance(db(), { unitTypeId: unit, fromDate: target });
        if (kept !== undefined) expect(kept).toEqual(live);
      }
    }
  });
});
