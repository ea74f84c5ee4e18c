import path from 'node:path';
import pg from 'pg';
import { newPglite } from '#src/server/db/pglite.ts';
import { ACCOUNTS } from './accounts';

/** The weeks, contracts, listings and messages of the fixed `bulkOwner` (My Dashboard at scale). */
export const BULK = { weeks: 5_000, contracts: 25, listings: 15, interests: 12 } as const;

/**
 * What an owner with thousands of weeks has, in four statements instead of 5,000 requests. Every
 * row is over a year old: the weeks are past, so no public page, count or alert sees them; the
 * listings are withdrawn, the messages read by staff, and staff lists newest first never reach
 * them. Codes and names are numbered (BULK-1 the newest) for the journey to search.
 */
const statements = (username: string) => {
  const owner = `(select id from users where username = '${username}')`;
  const old = (n: string) => `now() - interval '400 days' - ${n} * interval '1 minute'`;
  return [
    `insert into weeks (user_id, location_id, unit_type_id, from_date, to_date, price, reservation_code, created_at)
     select ${owner}, p.location_id, p.unit_type_id, current_date - 40 - g % 300, current_date - 34 - g % 300,
            400 + (g * 37) % 3000, 'BULK-' || g, ${old('g')}
       from generate_series(1, ${BULK.weeks}) g
       join (select rl.location_id, ut.id as unit_type_id, row_number() over (order by ut.id, rl.location_id) - 1 as n,
                    count(*) over () as pairs
               from unit_types ut join resort_locations rl on rl.resort_id = ut.resort_id) p on p.n = g % p.pairs`,
    `insert into contracts (user_id, contract_type_id, contract_number, contract_name, resort, unit_type,
       usage_fee, contractual_weeks, start_date, total_value, created_at)
     select ${owner}, (select min(id) from contract_types), 'BULK-C-' || g, 'Bulk Membership ' || g,
            'Mayan Palace', 'Master Room', 450, 1, date '2019-01-01' + g * 40, 22000, ${old('g')}
       from generate_series(1, ${BULK.contracts}) g`,
    `insert into property_listings (user_id, hotel_name, unit_size, location, price, weeks_or_season, description, status, created_at)
     select ${owner}, 'Bulk Villa ' || g, '2BR', 'Nuevo Vallarta', '$' || (g * 1000 + 9000) || ' USD',
            'Week ' || g, 'A withdrawn listing of the bulk owner.', 'withdrawn', ${old('g')}
       from generate_series(1, ${BULK.listings}) g`,
    `insert into week_interests (week_id, email, message, is_read, created_at)
     select w.id, 'bulk-visitor' || w.n || '@example.test', 'Is week ' || w.n || ' still free?', true, ${old('w.n')}
       from (select id, row_number() over (order by id) as n from weeks
              where user_id = ${owner} order by id limit ${BULK.interests}) w`,
    'analyze weeks, contracts, property_listings, week_interests',
  ];
};

/**
 * Writes the bulk owner's records, after the admin CLI created the account and before the server
 * opens the database (the embedded one admits one process at a time).
 */
export async function seedBulkOwner(databaseUrl: string | undefined, dataDir: string): Promise<void> {
  const sqls = statements(ACCOUNTS.bulkOwner.username);
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const text of sqls) await client.query(text);
    } finally {
      await client.end();
    }
    return;
  }
  const db = newPglite(path.join(dataDir, 'pgdata'));
  try {
    for (const text of sqls) await db.exec(text);
  } finally {
    await db.close();
  }
}
