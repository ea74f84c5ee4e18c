import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, getOk, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { expectIndexRead, loadWithoutIndexes, planOf, recordStatements } from '#src/server/test/plans.ts';
import { expectSearchAnswers, sqlPick } from '#src/server/test/searches.ts';
import { fold } from '#src/shared/text.ts';

/**
 * The staff's accounts search matches `like '%text%'` on `users.search_text` (names, username and
 * e-mail, folded on write) through its trigram index (decision 025). Checked here: the answers, a
 * page or the whole list, equal a filter over every account in JavaScript; and with 20,000
 * accounts the statements the server sends are planned for their text and read accounts through
 * that index.
 */
let t: TestApp;
let manager: TestUser;

interface Row {
  id: number;
  searchText: string;
  active: boolean;
}
let every: Row[] = [];

const FIRST = ['José', 'María', 'Ángel', 'Sofía', 'Luis', 'Carmen', 'Diego', 'Lucía', 'Pablo', 'Elena'];
const LAST = ['García', 'Pérez', 'López', 'Hernández', 'Martínez', 'Gómez', 'Díaz', 'Torres', 'Ruiz'];
/** A few accounts each, among the 20,000: what a selective search finds. */
const RARE = [
  { first: 'Zoë', last: 'Brontë-Ñúñez', user: 'zoe_bronte' },
  { first: 'Øyvind', last: 'Sæther', user: 'oyvind.s' },
  { first: 'Ana', last: 'O’Neill', user: 'ana100%' },
];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  manager = await createUser(t, { role: 'manager', active: true });
  await loadWithoutIndexes(t.database, 'users', () =>
    db.execute(
      sql.raw(`
    insert into users (username, password_hash, first_name, last_name, email, active, created_at)
    select 'member' || g, 'x', ${sqlPick(FIRST, 'g')}, ${sqlPick(LAST, 'g / 11')}, 'member' || g || '@mail.example',
      g % 10 <> 0, now() - g * interval '1 minute'
    from generate_series(1, 20000) g`),
    ),
  );
  const rare = RARE.flatMap((r, i) =>
    Array.from(
      { length: 5 },
      (_, k) =>
        `('${r.user}${k}', 'x', '${r.first}', '${r.last}', '${r.user}${k}@rare.example', ${k !== 4}, now() - interval '${i * 5 + k} hours')`,
    ),
  );
  await db.execute(
    sql.raw(
      `insert into users (username, password_hash, first_name, last_name, email, active, created_at) values ${rare.join(', ')}`,
    ),
  );
  await db.execute(sql`analyze users`);
  const { rows } = await db.execute(
    sql`select id, first_name, last_name, username, email, active from users order by created_at desc, id desc`,
  );
  every = (rows as Record<string, unknown>[]).map((r) => ({
    id: r.id as number,
    searchText: `${r.first_name} ${r.last_name} ${r.username} ${r.email}`,
    active: r.active as boolean,
  }));
}, 180_000);
afterAll(() => t.close());

const get = (url: string) => getOk(t, url, manager.cookie);

/** Texts of one, two and more characters, accented or not, wildcards, across fields, none found. */
const TEXTS = [
  ['zoë', 'BRONTE-nunez', 'ñúñez', 'øyvind', 'o’neill'], // accented or not, in any case
  ['100%', 'zoe_b', '_'], // LIKE's wildcards, typed literally
  ['luis diaz', 'rare.example', 'member1234@'], // across fields
  ['ez', 'z', 'qqqq'], // one and two characters, and none found
].flat();

describe('the accounts search', () => {
  it('answers what filtering every account answers, a page or the whole list', async () => {
    for (const text of TEXTS) {
      for (const status of [undefined, 'pending'] as const) {
        const expected = every.filter(
          (r) => fold(r.searchText).includes(fold(text)) && (status !== 'pending' || !r.active),
        );
        const qs = new URLSearchParams({ q: text, ...(status ? { status } : {}) }).toString();
        await expectSearchAnswers(get, `/api/users?${qs}`, expected, qs);
      }
    }
  }, 120_000);
});

/** Searches of each shape: paged or not, by status, by name. */
const PLANNED = [
  '/api/users?q=bronte&page=1&pageSize=20',
  '/api/users?q=%C3%B8yvind&status=pending&page=2&pageSize=20',
  '/api/users?q=qwxz&sort=name&page=1&pageSize=20',
  '/api/users?q=zoe_b',
];

describe('the plan of an accounts search', () => {
  it('is planned for its text on every run and reads accounts through the trigram index', async () => {
    for (const url of PLANNED) {
      const sent = await recordStatements(t.database, () => get(url));
      const searches = sent.filter((s) => /search_text"? like/.test(s.text));
      expect(searches.length, url).toBeGreaterThan(0);
      for (const s of searches) {
        // A plan kept for every text would walk every account for a rare one (users-page-sql.ts).
        expect(s.name, url).toBeUndefined();
        const plan = await planOf(t.database, s, 'custom');
        expectIndexRead(plan, `${url}\n${plan}`, /Seq Scan on users/, /users_search_trgm_idx/);
      }
    }
  }, 60_000);
});
