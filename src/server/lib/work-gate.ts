/**
 * Bounded turns at something costly: at most `active` holders at once, at most `waiting` callers in
 * line (first come, first served), each waiting at most `maxWaitMs`. The page renderer (WorkGate
 * below) and the database's admission control (db/admission.ts) both take their turns here.
 */
export interface WorkGateLimits {
  active: number;
  waiting: number;
  maxWaitMs: number;
}

export class Turns {
  readonly #waiters: Array<{ start: () => void; timer: NodeJS.Timeout }> = [];
  #running = 0;

  constructor(readonly limits: WorkGateLimits) {}

  get running(): number {
    return this.#running;
  }

  get waiting(): number {
    return this.#waiters.length;
  }

  /** Resolves true once the caller holds a turn (give it back with `give`), false when none came in time or the line is full. */
  take(): Promise<boolean> {
    if (this.#running < this.limits.active) {
      this.#running++;
      return Promise.resolve(true);
    }
    if (this.#waiters.length >= this.limits.waiting) return Promise.resolve(false);
    return new Promise((resolve) => {
      const waiter = {
        start: () => resolve(true),
        timer: setTimeout(() => {
          const at = this.#waiters.indexOf(waiter);
          if (at >= 0) this.#waiters.splice(at, 1);
          resolve(false);
        }, this.limits.maxWaitMs),
      };
      waiter.timer.unref();
      this.#waiters.push(waiter);
    });
  }

  give(): void {
    const next = this.#waiters.shift();
    if (!next) {
      this.#running--;
      return;
    }
    // The turn passes straight to the next caller: the running count stays as it is.
    clearTimeout(next.timer);
    next.start();
  }
}

/**
 * Bounds work whose cost in memory and CPU is paid per call (drawing a page on the server), so no
 * number of callers can grow it:
 * - a call for a key already in flight joins it instead of doing the work again;
 * - at most `active` calls run at once;
 * - at most `waiting` calls wait for a turn, each for at most `maxWaitMs`.
 *
 * A call that gets no turn resolves to `undefined` at once, and its caller does without (a page is
 * then sent as the plain shell, which the browser draws itself).
 */
export class WorkGate<T> {
  readonly #inFlight = new Map<string, Promise<T | undefined>>();
  readonly #turns: Turns;

  constructor(readonly limits: WorkGateLimits) {
    this.#turns = new Turns(limits);
  }

  /** Calls running now and waiting for a turn (for tests and logs). */
  get load(): { running: number; waiting: number; keys: number } {
    return { running: this.#turns.running, waiting: this.#turns.waiting, keys: this.#inFlight.size };
  }

  run(key: string, work: () => Promise<T>): Promise<T | undefined> {
    const joined = this.#inFlight.get(key);
    if (joined) return joined;
    const call = this.#turns.take().then(async (granted) => {
      if (!granted) return undefined;
      try {
        return await work();
      } finally {
        this.#turns.give();
      }
    });
    this.#inFlight.set(key, call);
    const forget = () => {
      if (this.#inFlight.get(key) === call) this.#inFlight.delete(key);
    };
    call.then(forget, forget);
    return call;
  }
}
