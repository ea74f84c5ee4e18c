import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

/**
 * A required reference to another table's row. `onDelete` is what deleting that row does to this
 * one: `cascade` takes it along, `restrict` refuses the delete while it exists (decision 005).
 */
export const requiredKey = <N extends string>(
  name: N,
  target: () => AnyPgColumn,
  onDelete: 'cascade' | 'restrict',
) => integer(name).notNull().references(target, { onDelete });

/** When the row was written, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
