import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from './errors';

/**
 * A counter of attempts per key within a window. In memory: each process counts on its own,
 * which the decision record 004 accepts for now (several processes multiply the allowance).
 */
export class AttemptLimiter {
  private readonly limiter: RateLimiterMemory;

  constructor(
    readonly points: number,
    readonly windowSeconds: number,
  ) {
    this.limiter = new RateLimiterMemory({ points, duration: windowSeconds });
  }

  /** Throws 429 when the key has used its attempts; does not count this call. */
  async assertAllowed(key: string): Promise<void> {
    const res = await this.limiter.get(key);
    if (res && res.consumedPoints >= this.points) throw tooMany(res);
  }

  /** Counts one attempt; throws 429 when this one is past the limit. */
  async consume(key: string): Promise<void> {
    try {
      await this.limiter.consume(key);
    } catch (err) {
      if (err instanceof RateLimiterRes) throw tooMany(err);
      throw err;
    }
  }

  /** Counts one attempt without throwing (a failure that is already being reported). */
  async penalize(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  async reset(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

function tooMany(res: RateLimiterRes): AppError {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const minutes = Math.ceil(seconds / 60);
  const when = seconds < 90 ? `${seconds} seconds` : `${minutes} minutes`;
  return new AppError('RATE_LIMITED', `Too many attempts. Try again in ${when}.`, {
    retryAfterSeconds: seconds,
  });
}
