import { type Column, type SQL, sql } from 'drizzle-orm';
import { foldAccents } from '../db/schema/accounts';

/** Escapes LIKE wildcards so that a visitor's '%' or '_' is searched for literally. */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for "contains the text", its wildcards escaped. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/**
 * The value contains the text, ignoring case and accents: both sides are folded the same way, so
 * 'mazatlan', 'MAZATLÁN' and 'Mazatlán' are one search on PostgreSQL and PGlite alike.
 */
export const containsFolded = (value: Column | SQL, text: string): SQL =>
  sql`${foldAccents(sql`${value}`)} like ${foldAccents(sql`${containsPattern(text)}`)}`;

/** The same, for a column that already holds folded text (a generated column). */
export const foldedContains = (folded: Column | SQL, text: string): SQL =>
  sql`${folded} like ${foldAccents(sql`${containsPattern(text)}`)}`;
