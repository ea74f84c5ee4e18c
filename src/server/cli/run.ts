import { type Config, ConfigError } from '../config';
import { type Database, openDatabase } from '../db/client';
import { DataDirLockedError } from '../db/lock';
import { runMigrations } from '../db/migrate';
import { seedReferenceData } from '../db/seed/reference';
import { AppError } from '../lib/errors';
import { UsageError } from './args';

/**
 * Opens the database the server uses (PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR,
 * locked against a running server), brings it up to date so a CLI works on a fresh install,
 * runs `work`, and always flushes and closes it, so the next process opens it cleanly.
 */
export async function withDatabase<T>(
  config: Config,
  purpose: string,
  work: (database: Database) => Promise<T>,
): Promise<T> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    purpose,
    poolSize: 2,
  });
  try {
    await runMigrations(database, config.migrationsDir);
    await seedReferenceData(database.db);
    const result = await work(database);
    await database.checkpoint();
    return result;
  } finally {
    await database.close();
  }
}

/** Errors a person can act on: their message is the whole story, a stack trace would only hide it. */
const EXPECTED = [UsageError, ConfigError, DataDirLockedError, AppError];

/**
 * Runs a CLI's main function and exits with its code: 0 on success, 1 on any error, whose
 * message goes to stderr. Exiting explicitly stops a stray handle from keeping the process alive.
 */
export function runCli(main: (argv: string[]) => Promise<number>, usageHint?: string): void {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      const error = err instanceof Error ? err : new Error(String(err));
      const expected = EXPECTED.some((type) => error instanceof type);
      console.error(expected ? error.message : `Error: ${errorText(error)}`);
      if (error instanceof UsageError && usageHint) console.error(usageHint);
      process.exit(1);
    },
  );
}

/** node-postgres reports a refused connection to 'localhost' (IPv4 and IPv6) as an AggregateError with no message. */
function errorText(error: Error): string {
  if (error.message) return error.message;
  if (error instanceof AggregateError) return error.errors.map((e) => (e as Error).message).join('; ');
  return error.name;
}
