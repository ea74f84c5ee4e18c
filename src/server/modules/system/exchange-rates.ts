import { desc, sql } from 'drizzle-orm';
import type { Config } from '#src/server/config.ts';
import { type ChangeFeed, silentFeed } from '#src/server/db/changes.ts';
import type { Db } from '#src/server/db/client.ts';
import { type RunAlone, runHere } from '#src/server/db/run-alone.ts';
import { exchangeRates } from '#src/server/db/schema/exchange-rates.ts';
import type { JobQueue } from '#src/server/jobs/queue.ts';
import { cachedValue } from '#src/server/lib/cache.ts';
import { type ExchangeRate, keptRate } from '#src/shared/contracts/system.ts';

/** How stale the rate may be in another process after staff change it here. */
const RATE_TTL_MS = 30_000;
const FEED_TIMEOUT_MS = 10_000;
const FEED_EVERY_MS = 6 * 3600_000;
const today = () => new Date().toISOString().slice(0, 10);

/**
 * The peso rate shown beside dollar prices: the newest rate staff set or the daily feed brought,
 * else the configuration's. A feed that fails leaves the last good rate in place.
 */
export function exchangeRateService(
  db: Db,
  config: Config['exchangeRate'],
  queue: JobQueue,
  log: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void },
  changes: ChangeFeed = silentFeed,
  alone: RunAlone = runHere,
) {
  const current = cachedValue(
    'exchange rate',
    async (): Promise<ExchangeRate | null> => {
      const [row] = await db
        .select({ usdMxn: exchangeRates.usdMxn, date: exchangeRates.rateDate, source: exchangeRates.source })
        .from(exchangeRates)
        .orderBy(desc(exchangeRates.createdAt), desc(exchangeRates.id))
        .limit(1);
      if (row) return { usdMxn: Number(row.usdMxn), date: row.date, source: row.source };
      return config.configured ? { ...config.configured, source: 'config' } : null;
    },
    RATE_TTL_MS,
  );
  // A new rate, fetched by whichever process ran the day's job, shows in every process at once.
  changes.on(['exchange_rates'], () => current.invalidate());

  /**
   * Fetches the feed once a day across every process. The day's job may be queued again while a run
   * is under way (another process starting, the six-hourly kick), so a run takes the feed's lock and
   * skips when another process holds it; one that gets it finds today's row and stops.
   */
  async function fetchFeed(): Promise<void> {
    const feedUrl = config.feedUrl;
    if (!feedUrl) return;
    await alone(() => fetchUnlessFresh(feedUrl));
  }

  async function fetchUnlessFresh(feedUrl: string): Promise<void> {
    const [fresh] = await db
      .select({ id: exchangeRates.id })
      .from(exchangeRates)
      .where(
        sql`${exchangeRates.source} = 'feed' and ${exchangeRates.createdAt} > now() - interval '20 hours'`,
      )
      .limit(1);
    if (fresh) return;
    let usdMxn: number;
    let date: string;
    try {
      const res = await fetch(feedUrl, {
        signal: AbortSignal.timeout(FEED_TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (!res.ok) throw new Error(`answered ${res.status}`);
      const body = (await res.json()) as { rates?: { MXN?: unknown }; date?: unknown };
      usdMxn = keptRate(Number(body.rates?.MXN));
      if (!Number.isFinite(usdMxn) || usdMxn <= 0 || usdMxn >= 1000) throw new Error('no usable rates.MXN');
      date = typeof body.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(body.date) ? body.date : today();
    } catch (err) {
      // The last good rate stays; the host alone is logged (a feed URL may carry a key).
      log.warn(
        { host: new URL(feedUrl).host, err: { message: (err as Error).message } },
        'exchange rate feed failed; keeping the last rate',
      );
      return;
    }
    await db.insert(exchangeRates).values({ usdMxn, rateDate: date, source: 'feed' });
    current.invalidate();
    log.info({ usdMxn, date }, 'exchange rate updated from the feed');
  }

  let timer: NodeJS.Timeout | undefined;
  return {
    current: () => current.get(),

    /** Staff set the rate (for today unless they give its date). */
    async setByStaff(usdMxn: number, date?: string): Promise<ExchangeRate> {
      await db.insert(exchangeRates).values({ usdMxn, rateDate: date ?? today(), source: 'staff' });
      current.invalidate();
      return (await current.get()) as ExchangeRate;
    },

    fetchFeed,

    /** With a feed configured: a job now and every six hours (the job itself fetches once a day). */
    async start() {
      if (!config.feedUrl) return;
      await queue.work('exchange-rate', async () => fetchFeed());
      const kick = () =>
        queue
          .send('exchange-rate', {}, { singletonKey: today(), retryLimit: 3, retryDelay: 300 })
          .catch(() => undefined);
      await kick();
      timer = setInterval(kick, FEED_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
    },
  };
}

export type ExchangeRateService = ReturnType<typeof exchangeRateService>;
