import { outsideRequests } from '#src/server/db/admission.ts';
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

/** How often each process computes again the price guidance that writes or the date made stale. */
export const GUIDANCE_REFRESH_MS = 60_000;
/** How soon after guidance is asked about a stale unit type the refresh runs. */
const GUIDANCE_SOON_MS = 1_000;

/**
 * Keeps the price guidance computed ahead current (guidance-days.ts): at start, then every
 * `everyMs`, the unit types whose weeks or bookings changed (or whose 24 months moved with the
 * date) are computed again; processes share the work. Until then their guidance is computed when
 * asked, so an answer is never stale. A failed run is logged (its message only) and the next one
 * runs. Answers the function that stops it.
 */
export function startGuidanceRefresh(
  insights: Pick<InsightsService, 'refreshGuidance' | 'onStaleAsked'>,
  log: { error(obj: unknown, msg: string): void },
  everyMs = GUIDANCE_REFRESH_MS,
): () => void {
  let running = false;
  // Guidance asked about a stale unit type: a refresh a second later (once, however many ask),
  // so a burst of writes is computed again soon after it ends rather than at the next minute. It
  // is work outside the request that asked, as the one every minute: no request's statement timeout.
  let soon: ReturnType<typeof setTimeout> | undefined;
  insights.onStaleAsked(() => {
    if (soon !== undefined) return;
    soon = outsideRequests(() =>
      setTimeout(() => {
        soon = undefined;
        refresh();
      }, GUIDANCE_SOON_MS),
    );
    soon.unref();
  });
  const refresh = () => {
    if (running) return;
    running = true;
    insights
      .refreshGuidance(new Date())
      .catch((err: unknown) =>
        log.error({ err: { message: (err as Error)?.message } }, 'price guidance refresh failed'),
      )
      .finally(() => {
        running = false;
      });
  };
  refresh();
  const timer = setInterval(refresh, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (soon !== undefined) clearTimeout(soon);
    insights.onStaleAsked(() => {});
  };
}
