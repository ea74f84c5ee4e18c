import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * A counter per kind of data that pollers revalidate against, bumped by statement triggers in the
 * same transaction as the change (migration 0008), whatever wrote it: a route, a webhook, the CLI.
 * `accounts` covers the users and payments tables, the staff accounts list's sources.
 */
export const changeVersions = pgTable('change_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
