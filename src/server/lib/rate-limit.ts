import { lt } from 'drizzle-orm';
import { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/rate-limits';
import { AppError } from './errors';

/**
 * Where attempt counters live. Every app process on one database shares them, so a second process
 * never doubles an allowance: a PostgreSQL table by default (one atomic upsert per attempt, the
 * same on PGlite), Redis when REDIS_URL is set. Decision record 016.
 */
export interface LimiterStore {
  readonly kind: 'postgres' | 'redis';
  /** An attempt counter: `points` attempts per key within `windowSeconds`. */
  limiter(name: string, points: number, windowSeconds: number): AttemptLimiter;
  /** Deletes counters whose window ended more than an hour ago (PostgreSQL; Redis expires its own). */
  purgeExpired(): Promise<void>;
  close(): Promise<void>;
}

export interface LimiterStoreOptions {
  db: Db;
  redisUrl?: string;
  /** Keeps several sites on one Redis apart (and the tests). */
  redisPrefix?: string;
}

export async function openLimiterStore({
  db,
  redisUrl,
  redisPrefix = 'semana:',
}: LimiterStoreOptions): Promise<LimiterStore> {
  if (redisUrl) {
    // No offline queue: while Redis is unreachable an attempt fails at once (503) instead of waiting.
    const redis = new Redis(redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
    });
    redis.on('error', () => {
      // Reconnection is automatic; each refused attempt already answers 503.
    });
    await redis.connect();
    return {
      kind: 'redis',
      limiter: (name, points, windowSeconds) =>
        new AttemptLimiter(
          new RateLimiterRedis({
            storeClient: redis,
            keyPrefix: `${redisPrefix}rl:${name}`,
            points,
            duration: windowSeconds,
          }),
          points,
        ),
      purgeExpired: async () => {},
      close: async () => {
        redis.disconnect();
      },
    };
  }
  return {
    kind: 'postgres',
    limiter: (name, points, windowSeconds) =>
      new AttemptLimiter(
        new RateLimiterDrizzle({
          storeClient: db,
          schema: rateLimits,
          keyPrefix: name,
          points,
          duration: windowSeconds,
          // main.ts purges on its own timer, so closed test apps leave no timers behind.
          clearExpiredByTimeout: false,
        }),
        points,
      ),
    purgeExpired: async () => {
      await db.delete(rateLimits).where(lt(rateLimits.expire, new Date(Date.now() - 3_600_000)));
    },
    close: async () => {},
  };
}

/**
 * A counter of attempts per key within a window. An attempt is counted before the work it guards
 * (the atomic increment decides), so however many arrive at once, no more than `points` proceed.
 */
export class AttemptLimiter {
  constructor(
    private readonly limiter: RateLimiterAbstract,
    readonly points: number,
  ) {}

  /** Counts one attempt; throws 429 when this one is past the limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      throw asAppError(err);
    }
  }

  /**
   * Counts one attempt the same way and answers whether it is within the limit, for work that is
   * skipped quietly past it (a capped mail) rather than refused; a store that cannot answer still
   * refuses (503), as in `consume`.
   */
  async tryConsume(key: string): Promise<boolean> {
    try {
      await this.consume(key);
      return true;
    } catch (err) {
      if (err instanceof AppError && err.code === 'RATE_LIMITED') return false;
      throw err;
    }
  }

  /** Gives back one attempt (the guarded work succeeded and should not count against the person). */
  async refund(key: string): Promise<void> {
    try {
      await this.limiter.reward(key, 1);
    } catch (err) {
      throw asAppError(err);
    }
  }

  /** Forgets the key's attempts. */
  async reset(key: string): Promise<void> {
    try {
      await this.limiter.delete(key);
    } catch (err) {
      throw asAppError(err);
    }
  }
}

function asAppError(err: unknown): unknown {
  if (err instanceof RateLimiterRes) return tooMany(err);
  if (err instanceof AppError) return err;
  // The counter store is unreachable: refuse rather than let attempts through uncounted.
  if (isStoreUnavailable(err)) {
    return new AppError('UNAVAILABLE', 'request.serviceTemporarilyUnavailableTryAgain', {
      retryAfterSeconds: 5,
    });
  }
  return err;
}

/** Redis client errors (connection closed, offline queue disabled); database errors go to the error handler. */
function isStoreUnavailable(err: unknown): boolean {
  const message = err instanceof Error ? err.message : '';
  return /enableOfflineQueue|Connection is closed|Stream isn't writeable|ECONNREFUSED|MaxRetriesPerRequest/i.test(
    message,
  );
}

function tooMany(res: RateLimiterRes): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  return seconds < 90
    ? new AppError('RATE_LIMITED', 'request.tooManyAttemptsSeconds', {
        vars: { count: seconds },
        retryAfterSeconds: seconds,
      })
    : new AppError('RATE_LIMITED', 'request.tooManyAttemptsMinutes', {
        vars: { count: minutes },
        retryAfterSeconds: seconds,
      });
}
