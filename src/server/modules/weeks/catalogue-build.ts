import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '#src/server/db/client.ts';
import { type RawQuery, rawRows, statementNames } from '#src/server/lib/prepared.ts';
import type { Representation as SharedRepresentation } from '#src/server/lib/shared-representation.ts';
import {
  PUBLIC_WEEK_COLUMN_COUNT,
  PUBLIC_WEEK_COLUMNS,
  PUBLIC_WEEK_FROM,
  toPublicWeekRow,
} from './search-sql';

/** 'all' or a location id: what `GET /api/weeks/location[/:id]` answers. */
export type CatalogueKey = 'all' | number;

/** The whole answer of one key, held once per process and sent as is to every caller (decision 012). */
export interface Representation extends SharedRepresentation {
  weeks: number;
}

/**
 * Rows per query. With PostgreSQL a batch of 1,000 (~300 kB of JSON) takes a few milliseconds and
 * 100,000 weeks ~100 round trips. The embedded database runs each query on the event loop itself,
 * where 1,000 rows hold it for 100-300 ms: there batches are smaller, so that other requests (the
 * health probe among them) wait tens of milliseconds at most, for a build that takes longer.
 */
export const CATALOGUE_BATCH_ROWS = 1000;
const EMBEDDED_BATCH_ROWS = 250;

const isEmbedded = (db: Db) => 'waitReady' in (db as unknown as { $client: object }).$client;

const nameOf = statementNames('week_catalogue');

/**
 * One batch of future weeks, newest first (the order `selectPublicWeeks` + `SORT_ORDER.newest`
 * gave), after the keyset `after`: the `created_at` text and id of the previous batch's last row.
 * The exact timestamp (microseconds) travels as text, so ties at the millisecond are not skipped.
 */
function catalogueBatchQuery(
  key: CatalogueKey,
  after?: { createdAt: string; id: number },
  rows = CATALOGUE_BATCH_ROWS,
): RawQuery {
  const values: unknown[] = [];
  const conds = ['w.from_date >= current_date', 'w.on_offer'];
  if (key !== 'all') conds.push(`w.location_id = $${values.push(key)}`);
  if (after) {
    conds.push(
      `(w.created_at, w.id) < ($${values.push(after.createdAt)}::timestamptz, $${values.push(after.id)}::int)`,
    );
  }
  const text = `select ${PUBLIC_WEEK_COLUMNS}, w.created_at::text
${PUBLIC_WEEK_FROM}
where ${conds.join(' and ')}
order by w.created_at desc, w.id desc
limit ${rows}`;
  return { name: nameOf(text), text, values };
}

/**
 * Streams the key's weeks from the database in batches into gzip: at any moment the process holds
 * one batch of rows and the compressed output so far, never every week as objects or as JSON text.
 * Compression runs on libuv's thread pool; each batch waits for gzip to take the previous one.
 */
export async function buildRepresentation(db: Db, key: CatalogueKey): Promise<Representation> {
  const gzip = createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  gzip.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = finished(gzip);
  // Awaited below; this only keeps a failed build from also reporting an unhandled rejection.
  done.catch(() => {});
  const hash = createHash('sha256');
  let identityBytes = 0;
  let weeks = 0;
  const write = async (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    hash.update(bytes);
    identityBytes += bytes.length;
    if (!gzip.write(bytes)) await once(gzip, 'drain');
  };

  const batchRows = isEmbedded(db) ? EMBEDDED_BATCH_ROWS : CATALOGUE_BATCH_ROWS;
  try {
    await write('[');
    let after: { createdAt: string; id: number } | undefined;
    for (;;) {
      const rows = await rawRows(db, catalogueBatchQuery(key, after, batchRows));
      if (rows.length === 0) break;
      const json = JSON.stringify(rows.map(toPublicWeekRow));
      await write(weeks === 0 ? json.slice(1, -1) : `,${json.slice(1, -1)}`);
      weeks += rows.length;
      const last = rows[rows.length - 1];
      after = { createdAt: last[PUBLIC_WEEK_COLUMN_COUNT] as string, id: last[0] as number };
      if (rows.length < batchRows) break;
      // Requests that arrived meanwhile are read before the next batch is queued behind the last.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await write(']');
    gzip.end();
    await done;
  } catch (err) {
    gzip.destroy();
    throw err;
  }
  return {
    gzip: Buffer.concat(chunks),
    identityBytes,
    tag: hash.digest('base64url').slice(0, 27),
    weeks,
  };
}
