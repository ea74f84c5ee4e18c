import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { installJobQueue } from '../jobs/install';
import type { Database } from './client';

// Any constant shared by every process of this app: several processes starting together take turns.
const MIGRATION_LOCK_KEY = 424_242_001;

export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // biome-ignore lint/suspicious/noExplicitAny: the PGlite migrator wants its own database type.
    await migrate(database.db as any, { migrationsFolder });
    await installJobQueue(database);
    return;
  }
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // biome-ignore lint/suspicious/noExplicitAny: the migrator accepts a transaction at run time.
    await migratePg(tx as any, { migrationsFolder });
  });
  await installJobQueue(database);
}
