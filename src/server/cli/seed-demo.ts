import { randomInt } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../config';
import { DEMO_PASSWORD, defaultOwnerCount, seedDemo } from '../db/seed/demo';
import { seedFromText } from '../db/seed/demo-random';
import { intFlag, parseFlags } from './args';
import { runCli, withDatabase } from './run';

/** Fills the database the server uses with realistic demo data, at any volume, for demos and load tests. */

const USAGE = `Usage: npm run seed:demo -- [--weeks N] [--properties N] [--owners N] [--leads N] [--seed S]

  --weeks N       weeks for rent to add (default 1000)
  --properties N  properties for sale to add, with generated pictures (default 30)
  --owners N      owner accounts to add (default max(20, weeks / 500))
  --leads N       leads to add: week requests, week interests and property interests, 2:2:1
                  (default: grows with the catalogue, at most 1,300)
  --seed S        a number or word; the same seed gives the same data (default: random, printed)

Adds to what is there (run it on an empty database for a clean demo). Every owner's password
is '${DEMO_PASSWORD}'. Uses DATABASE_URL when set, otherwise the embedded database in DATA_DIR.`;

async function main(argv: string[]): Promise<number> {
  const flags = parseFlags(argv, {
    weeks: { type: 'string' },
    properties: { type: 'string' },
    owners: { type: 'string' },
    leads: { type: 'string' },
    seed: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  });
  if (flags.help) {
    console.log(USAGE);
    return 0;
  }
  const weeks = intFlag(flags.weeks, 'weeks', { max: 10_000_000, fallback: 1000 });
  const properties = intFlag(flags.properties, 'properties', { max: 100_000, fallback: 30 });
  const owners = intFlag(flags.owners, 'owners', {
    min: 1,
    max: 1_000_000,
    fallback: defaultOwnerCount(weeks),
  });
  const leads =
    flags.leads === undefined ? undefined : intFlag(flags.leads, 'leads', { max: 1_000_000, fallback: 0 });
  const seedText = flags.seed ?? String(randomInt(1, 2 ** 31));
  const config = loadConfig();

  const where = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  console.log(`Seeding demo data into ${where} with seed ${seedText}`);
  const started = performance.now();
  const result = await withDatabase(config, 'seed:demo', async (database) => {
    const seeded = await seedDemo(database.db, {
      weeks,
      properties,
      owners,
      leads,
      seed: seedFromText(seedText),
      uploadsDir: path.join(config.dataDir, 'uploads'),
      onProgress: (message) => console.log(`  ${message}`),
    });
    // Fresh statistics and visibility map after a bulk load: the planner picks the indexes and
    // counts can use index-only scans, instead of waiting for autovacuum.
    await database.db.execute(sql`vacuum analyze`);
    return seeded;
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Seeded ${result.weeks} weeks, ${result.owners} owners, ${result.listings} listings, ` +
      `${result.contracts} contracts, ${result.weekRequests + result.weekInterests + result.propertyInterests} leads ` +
      `and ${result.unitTypeImages} unit-type images in ${seconds} s (seed ${seedText}).`,
  );
  console.log(`Owners sign in with the password '${DEMO_PASSWORD}'.`);
  return 0;
}

runCli(main, 'Run `npm run seed:demo -- --help` for usage.');
