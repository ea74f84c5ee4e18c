import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, getOk, type TestApp, type TestUser } from '#src/server/test/app.ts';
import { seedWeekAndListing } from '#src/server/test/owner-records.ts';
import { expectIndexRead, loadWithoutIndexes, planOf, recordStatements } from '#src/server/test/plans.ts';
import { expectSearchAnswers, sqlPick } from '#src/server/test/searches.ts';
import { fold } from '#src/shared/text.ts';

/**
 * The staff's lead searches match each searched field, folded, with `like '%text%'`; one trigram
 * index per table holds every such field folded exactly as the search writes it (decision 025).
 * Checked here: the answers equal a filter over every lead in JavaScript; and with 8,000 leads of
 * each kind the statements the server sends read the leads through those indexes.
 */
let t: TestApp;
let manager: TestUser;

type Lead = { id: number; fields: (string | null)[] };
const every: Record<'weekRequests' | 'weekInterests' | 'propertyInterests', Lead[]> = {
  weekRequests: [],
  weekInterests: [],
  propertyInterests: [],
};

const NAMES = ['José García', 'María Pérez', 'Ángel López', 'Sofía Núñez', 'Luis Díaz', 'Elena Ruiz'];
const PLACES = ['Los Cabos', 'Nuevo Vallarta', 'Puerto Peñasco', 'Mazatlan', 'Cancún', 'Acapulco'];
const MESSAGES = [
  'Is this week still available?',
  '¿Sigue disponible la semana?',
  'We would like two bedrooms near the pool.',
  'Can you lower the price a little?',
  'Nos interesa mucho, ¿podemos hablar mañana?',
];
/** A few leads each, among the 8,000: what a selective search finds. */
const RARE_MESSAGE = 'Quiero la suite Ñandú con vista al mar, 100% segura_mente';
const RARE_NAME = 'Zoë Brontë';
/** Leads of each kind: enough that reading a table costs more than its index. */
const LEADS = 8_000;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  manager = await createUser(t, { role: 'manager', active: true });
  const owner = await createUser(t, { active: true });
  const { week, listing } = await seedWeekAndListing(t, owner.id, '2031-03-01');
  // One lead in 2,000 carries the rare name or message; every third request has no details.
  const rare = (g: string) => `${g} % 2000 = 7`;
  await loadWithoutIndexes(t.database, 'week_requests', () =>
    db.execute(
      sql.raw(`
      insert into week_requests (name, email, preferred_location, start_date, end_date, additional_details, created_at)
      select case when ${rare('g')} then '${RARE_NAME}' else ${sqlPick(NAMES, 'g')} end, 'lead' || g || '@mail.example',
        ${sqlPick(PLACES, 'g / 5')}, date '2031-01-01', date '2031-01-08',
        case when g % 3 = 0 then null when ${rare('g + 1')} then '${RARE_MESSAGE}' else ${sqlPick(MESSAGES, 'g')} end,
        now() - g * interval '1 minute'
      from generate_series(1, ${LEADS}) g`),
    ),
  );
  for (const [table, key, id] of [
    ['week_interests', 'week_id', week.id],
    ['property_listing_interests', 'property_listing_id', listing.id],
  ] as const) {
    await loadWithoutIndexes(t.database, table, () =>
      db.execute(
        sql.raw(`
        insert into ${table} (${key}, email, message, created_at)
        select ${id}, case when ${rare('g + 2')} then 'zoe_bronte@rare.example' else 'visitor' || g || '@mail.example' end,
          case when ${rare('g')} then '${RARE_MESSAGE}' else ${sqlPick(MESSAGES, 'g')} end, now() - g * interval '1 minute'
        from generate_series(1, ${LEADS}) g`),
      ),
    );
  }
  await db.execute(sql`analyze week_requests`);
  await db.execute(sql`analyze week_interests`);
  await db.execute(sql`analyze property_listing_interests`);
  const read = async (text: string) =>
    (await db.execute(sql.raw(`${text} order by created_at desc, id desc`))).rows.map((r) => {
      const [id, ...fields] = Object.values(r as Record<string, unknown>);
      return { id: id as number, fields: fields as (string | null)[] };
    });
  every.weekRequests = await read(
    'select id, name, email, preferred_location, additional_details from week_requests',
  );
  every.weekInterests = await read('select id, email, message from week_interests');
  every.propertyInterests = await read('select id, email, message from property_listing_interests');
}, 180_000);
afterAll(() => t.close());

const get = (url: string) => getOk(t, url, manager.cookie);

const ENDPOINTS = [
  ['/api/week-requests', 'weekRequests', 'week_requests'],
  ['/api/week-interests', 'weekInterests', 'week_interests'],
  ['/api/property-listing-interests', 'propertyInterests', 'property_listing_interests'],
] as const;

/** Texts of one, two and more characters, accented or not, wildcards, each field, none found. */
const TEXTS = [
  ['ñandú', 'NANDU con vista', 'zoë', 'bronte'], // accented or not, in any case
  ['100%', 'segura_mente', '_'], // LIKE's wildcards, typed literally
  ['peñasco', 'lead1234@', 'visitor77@', 'sigue disponible'], // each field
  ['ma', 'z', 'qqqq'], // one and two characters, and none found
].flat();

describe('the staff lead searches', () => {
  it('answer what filtering every lead answers, a page or the newest', async () => {
    for (const [path, kind] of ENDPOINTS) {
      for (const text of TEXTS) {
        const expected = every[kind].filter((l) =>
          l.fields.some((f) => f !== null && fold(f).includes(fold(text))),
        );
        // Without a page: every match, newest first (up to the browse limit, far above these).
        await expectSearchAnswers(get, `${path}?q=${encodeURIComponent(text)}`, expected, `${path} ${text}`);
      }
    }
  }, 180_000);
});

describe('the plan of a staff lead search', () => {
  it('reads the leads through their trigram index, never a scan of the table', async () => {
    for (const [path, , table] of ENDPOINTS) {
      for (const url of [
        `${path}?q=%C3%B1and%C3%BA&page=1&pageSize=20`,
        `${path}?q=bronte&unread=true`,
        `${path}?q=qwxz&page=2&pageSize=20`,
      ]) {
        const sent = await recordStatements(t.database, () => get(url));
        const searches = sent.filter((s) => s.text.includes(`"${table}"`) && / like /.test(s.text));
        expect(searches.length, url).toBeGreaterThan(0);
        for (const s of searches) {
          const plan = await planOf(t.database, s, 'custom');
          const scan = new RegExp(`Seq Scan on ${table}\\b`);
          expectIndexRead(plan, `${url}\n${plan}`, scan, new RegExp(`${table}_search_trgm_idx`));
        }
      }
    }
  }, 60_000);
});
