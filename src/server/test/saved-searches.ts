import { eq, sql } from 'drizzle-orm';
import { locations, resorts, unitTypes } from '#src/server/db/schema/catalog.ts';
import { rowsOf } from '#src/server/lib/sql-rows.ts';
import { inject, type TestApp } from './app';

export const dayFromNow = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A resort with one of its unit types and its destination, by the seeded reference data. */
export async function alertPlace(t: TestApp, index = 0) {
  const db = t.database.db;
  const [resort] = await db.select().from(resorts).orderBy(resorts.id).offset(index).limit(1);
  const [unit] = await db.select().from(unitTypes).where(eq(unitTypes.resortId, resort.id)).limit(1);
  const [location] = await db.select().from(locations).where(eq(locations.id, resort.locationId));
  return { resort, unit, location };
}

/** Marks an address confirmed for alerts, as the double opt-in's click does (tests of matching only). */
export async function confirmedAddress(t: TestApp, email: string) {
  await t.database.db.execute(sql`
    insert into alert_addresses (email, confirmed_at) values (lower(btrim(${email})), now())
    on conflict (email) do update set confirmed_at = now()`);
  return email;
}

/** POST /api/alerts/searches, from its own client address. */
let clients = 0;
export const saveSearch = (
  t: TestApp,
  payload: Record<string, unknown>,
  opts: { cookie?: string; headers?: Record<string, string> } = {},
) =>
  inject(t, {
    method: 'POST',
    url: '/api/alerts/searches',
    cookie: opts.cookie,
    headers: opts.headers,
    remoteAddress: `10.33.${Math.floor(++clients / 250) % 250}.${clients % 250}`,
    payload,
  });

/** Waits until no alert, digest or mail job is left to run. */
export async function alertJobsDone(t: TestApp, ms = 30_000) {
  const end = Date.now() + ms;
  for (;;) {
    const [{ n }] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as n from pgboss.job
          where name in ('week-alerts', 'mail-send') and state < 'completed'`,
      ),
    );
    if (n === 0) return;
    if (Date.now() > end) throw new Error('alert jobs did not finish');
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Lists a week through the API (the listing queues its matching). */
let listed = 0;
export async function listWeekAt(
  t: TestApp,
  cookie: string,
  place: Awaited<ReturnType<typeof alertPlace>>,
  from: string,
  price = 1800,
) {
  const toDate = new Date(Date.parse(`${from}T12:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  const res = await inject(t, {
    method: 'POST',
    url: '/api/weeks',
    cookie,
    payload: {
      resortId: place.resort.id,
      locationId: place.location.id,
      unitTypeId: place.unit.id,
      fromDate: from,
      toDate,
      price,
      reservationCode: `SAVED-${++listed}`,
    },
  });
  if (res.statusCode !== 201) throw new Error(`listing failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number };
}
