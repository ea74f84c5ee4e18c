import {
  PG_TEMPLATE_ENV,
  PGLITE_TEMPLATE_ENV,
  pgliteTemplate,
  postgresTemplate,
  schemaHash,
} from './templates';

/**
 * Vitest's global setup: the migrated templates the run's test databases are copied from
 * (decision 049), handed to the test files' processes through the environment; the PostgreSQL one
 * when TEST_DATABASE_URL is set. Both are kept between runs while the schema stays the same.
 */
export default async function setup() {
  const hash = schemaHash();
  const server = process.env.TEST_DATABASE_URL;
  const [pglite, postgres] = await Promise.all([
    pgliteTemplate(hash),
    server ? postgresTemplate(server, hash) : undefined,
  ]);
  process.env[PGLITE_TEMPLATE_ENV] = pglite;
  if (postgres) process.env[PG_TEMPLATE_ENV] = postgres;
}
