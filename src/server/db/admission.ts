import { AsyncLocalStorage } from 'node:async_hooks';
import { AppError } from '../lib/errors';
import { Turns } from '../lib/work-gate';

/**
 * Who a piece of database work is for (decision 037), set per request by plugins/admission.ts from
 * the matched route's declared access and the session:
 * - publicRead: a read (GET, HEAD) by someone not signed in;
 * - staffRead: a read of a staff route (the dashboards' lists);
 * - request: everything else a request does (signed-in work, every write).
 * Work outside any request (jobs, timers, migrations, the session lookup before the class is known)
 * has no class: it is never queued here and runs without a statement timeout.
 */
export type WorkClass = 'publicRead' | 'staffRead' | 'request';

const current = new AsyncLocalStorage<WorkClass>();

/** Runs `fn` (and everything it starts) as work of `cls`. */
export const runAs = <T>(cls: WorkClass, fn: () => T): T => current.run(cls, fn);

/** Runs `fn` (and everything it starts, timers included) as work outside any request. */
export const outsideRequests = <T>(fn: () => T): T => current.exit(fn);

/** The class of the work running now; undefined outside a request. */
export const currentWorkClass = (): WorkClass | undefined => current.getStore();

export interface AdmissionLimits {
  /** Share of the connections that public reads may hold at once (at least one connection). */
  publicShare: number;
  /** Share of the connections that staff reads may hold at once (at least one connection). */
  staffShare: number;
  /** How long a bounded read waits for a connection of its share before it is refused (503). */
  waitMs: number;
  /** statement_timeout of public reads, in ms (0: none). */
  publicStatementTimeoutMs: number;
  /** statement_timeout of every other request's statements, staff reads included (0: none). */
  statementTimeoutMs: number;
}

/**
 * A heavy read keeps a database core busy: on the 2-core machine the figures are measured on, more
 * than three at once only slow everyone else down, so public reads get three of ten connections.
 */
export const DEFAULT_ADMISSION: AdmissionLimits = {
  publicShare: 0.3,
  staffShare: 0.2,
  waitMs: 1000,
  publicStatementTimeoutMs: 5000,
  statementTimeoutMs: 30_000,
};

/** Callers allowed in line per connection of a share; beyond it a read is refused at once. */
const WAITING_PER_CONNECTION = 32;

export const DATABASE_BUSY_MESSAGE = 'request.serverBusyManyOtherRequests';

/** A bounded read that got no connection in time (or found the line full). */
export class DatabaseBusyError extends AppError {
  constructor(retryAfterSeconds: number) {
    super('UNAVAILABLE', DATABASE_BUSY_MESSAGE, { retryAfterSeconds });
    this.name = 'DatabaseBusyError';
  }
}

/** One turn held at the database; `done` gives it back (once, however often it is called). */
export interface Admitted {
  cls: WorkClass | undefined;
  done(): void;
}

/**
 * Admission to one process's database connections: public reads and staff reads each take turns
 * from a bounded share, so that neither crowd can hold every connection; other request work and
 * work outside requests are admitted at once, and always find the connections the shares leave.
 */
export class Admission {
  readonly #turns: Partial<Record<WorkClass, Turns>>;
  readonly retryAfterSeconds: number;

  constructor(
    readonly connections: number,
    readonly limits: AdmissionLimits = DEFAULT_ADMISSION,
  ) {
    const share = (fraction: number) => {
      const active = Math.max(1, Math.floor(connections * fraction));
      return new Turns({ active, waiting: active * WAITING_PER_CONNECTION, maxWaitMs: limits.waitMs });
    };
    this.#turns = { publicRead: share(limits.publicShare), staffRead: share(limits.staffShare) };
    this.retryAfterSeconds = Math.max(1, Math.ceil((2 * limits.waitMs) / 1000));
  }

  /** Waits for a turn for the work running now; throws DatabaseBusyError when none comes in time. */
  async enter(): Promise<Admitted> {
    const cls = currentWorkClass();
    const turns = cls && this.#turns[cls];
    if (!turns) return { cls, done: () => {} };
    if (!(await turns.take())) throw new DatabaseBusyError(this.retryAfterSeconds);
    let given = false;
    return {
      cls,
      done: () => {
        if (given) return;
        given = true;
        turns.give();
      },
    };
  }

  /** The statement_timeout (ms, 0: none) for work of `cls`. */
  statementTimeoutMs(cls: WorkClass | undefined): number {
    if (cls === 'publicRead') return this.limits.publicStatementTimeoutMs;
    return cls ? this.limits.statementTimeoutMs : 0;
  }

  /** Connections held and callers in line per bounded share (health and tests). */
  get load(): Record<'publicRead' | 'staffRead', { running: number; waiting: number; active: number }> {
    const of = (t: Turns) => ({ running: t.running, waiting: t.waiting, active: t.limits.active });
    return { publicRead: of(this.#turns.publicRead!), staffRead: of(this.#turns.staffRead!) };
  }

  /** True while a share is fully taken (or reads wait for it): the pool is saturated for that class. */
  get saturated(): boolean {
    return Object.values(this.load).some((l) => l.running >= l.active || l.waiting > 0);
  }
}
