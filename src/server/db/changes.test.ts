import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testBackends } from '../test/database';
import { type ChangedTable, scopedFeed } from './changes';
import { openDatabase } from './client';

/** Counts the calls of each subscription. */
function counter() {
  let n = 0;
  return {
    fn: () => {
      n++;
    },
    get n() {
      return n;
    },
  };
}

describe.each(testBackends())('the change feed on %s', (backend) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase({ backend });
  });
  afterAll(async () => {
    await t?.drop();
  });

  const write = (statement: string) => t.database.db.execute(sql.raw(statement));
  /** Waits until the subscription has been called `n` times (PostgreSQL announces after the commit). */
  const reached = (c: { n: number }, n: number) =>
    expect.poll(() => c.n, { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(n);

  it('announces a committed write to the subscribers of that table only, once per transaction', async () => {
    const resorts = counter();
    const weeks = counter();
    const offResorts = t.database.changes.on(['resorts', 'brands'], resorts.fn);
    const offWeeks = t.database.changes.on(['weeks'], weeks.fn);
    // The PostgreSQL feed opens its connection with the first subscription.
    if (backend === 'pg') await new Promise((r) => setTimeout(r, 300));

    await write(`insert into brands (name) values ('Brand Announced')`);
    await reached(resorts, 1);
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update brands set name = 'Brand Renamed' where name = 'Brand Announced'`);
      await tx.execute(sql`update brands set name = 'Brand Renamed Again' where name = 'Brand Renamed'`);
    });
    await reached(resorts, 2);
    // A rolled-back write announces nothing.
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(sql`delete from brands where name = 'Brand Renamed Again'`);
        throw new Error('roll back');
      })
      .catch(() => {});
    await write(`delete from brands where name = 'Brand Renamed Again'`);
    await reached(resorts, 3);
    await new Promise((r) => setTimeout(r, 100));
    expect(resorts.n).toBe(3);
    expect(weeks.n).toBe(0);

    offResorts();
    await write(`insert into brands (name) values ('Brand Unheard')`);
    await new Promise((r) => setTimeout(r, 100));
    expect(resorts.n).toBe(3);
    offWeeks();
  });

  it('ends only its own subscriptions when a scoped view closes', async () => {
    const app = scopedFeed(t.database.changes);
    const mine = counter();
    const other = counter();
    app.on(['locations'], mine.fn);
    const offOther = t.database.changes.on(['locations'], other.fn);
    await app.close();
    await write(`insert into locations (name) values ('Scoped Town')`);
    await reached(other, 1);
    expect(mine.n).toBe(0);
    offOther();
  });
});

// Only PostgreSQL has other connections to hear from and a connection to lose.
describe.each(testBackends().filter((b) => b === 'pg'))(
  'the %s change feed across connections',
  (backend) => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase({ backend });
    });
    afterAll(async () => {
      await t?.drop();
    });

    it('hears writes made by another process, and starts every cache again after losing its connection', async () => {
      // A second pool on the same database stands for another app process.
      const other = await openDatabase({ databaseUrl: t.url, poolSize: 2 });
      const heard: ChangedTable[] = [];
      const listeners = counter();
      const tables: ChangedTable[] = ['unit_types', 'exchange_rates'];
      const offs = tables.map((table) => t.database.changes.on([table], () => heard.push(table)));
      const offAll = t.database.changes.on(['weeks'], listeners.fn);
      try {
        await new Promise((r) => setTimeout(r, 300));
        await other.db.execute(
          sql`insert into exchange_rates (usd_mxn, rate_date, source) values (17.5, '2026-11-26', 'staff')`,
        );
        await expect.poll(() => heard, { timeout: 2_000, interval: 10 }).toContain('exchange_rates');
        expect(listeners.n).toBe(0);

        // The listening connection is cut (a restart, a failover): what was written meanwhile is
        // unknown, so every subscription runs; then the feed listens again.
        const admin = new pg.Client({ connectionString: t.url });
        await admin.connect();
        try {
          await admin.query(
            `select pg_terminate_backend(pid) from pg_stat_activity
           where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
          );
        } finally {
          await admin.end();
        }
        await expect.poll(() => listeners.n, { timeout: 2_000, interval: 10 }).toBeGreaterThanOrEqual(1);
        heard.length = 0;
        await expect
          .poll(
            async () => {
              await other.db.execute(sql`update exchange_rates set source = 'staff'`);
              return heard.includes('exchange_rates');
            },
            { timeout: 15_000, interval: 200 },
          )
          .toBe(true);
      } finally {
        for (const off of offs) off();
        offAll();
        await other.close();
      }
    });
  },
);
