import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm for the text searches' indexes, decision 025). An
 * embedded database that holds those indexes cannot even insert a row into their tables without
 * them, so every PGlite that opens our data is made here.
 */
const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * An embedded database in `dataDir`, or in memory when it is undefined. The options are passed as
 * one object: `new PGlite(undefined, options)` opens an in-memory database without the extensions.
 */
export function newPglite(dataDir?: string): PGlite {
  return new PGlite({ dataDir, extensions: PGLITE_EXTENSIONS });
}
