import type { InsightsService } from './service';

/** How often each process removes the salts and marks of the days of views that are over. */
export const VIEWS_SWEEP_MS = 3_600_000;

/**
 * Removes the salts and marks of the days that are over now and then every `everyMs` (decision 068):
 * a day's views stop being traceable within the hour even when nobody views a week the next day
 * (each view also sweeps). A failed sweep is logged (its message only) and the next one runs
 * (CODE_STYLE.md, 19). Answers the function that stops it.
 */
export function startViewsSweep(
  insights: Pick<InsightsService, 'sweepViews'>,
  log: { error(obj: unknown, msg: string): void },
  everyMs = VIEWS_SWEEP_MS,
): () => void {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    insights
      .sweepViews()
      .catch((err: unknown) => log.error({ err: { message: (err as Error)?.message } }, 'views sweep failed'))
      .finally(() => {
        running = false;
      });
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
