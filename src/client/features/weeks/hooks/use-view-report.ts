import { type RefObject, useEffect, useRef } from 'react';
import { INSIGHT_IDS_MAX } from '#src/shared/constants.ts';
import { reportWeekViews } from '../api';

/** A card counts as seen once half of it has been on screen this long. */
const SEEN_AFTER_MS = 1000;
/** Seen cards are reported together, at most this often. */
const REPORT_EVERY_MS = 2000;

/** The weeks reported from this page load (the server counts a person once a day anyway). */
const reported = new Set<number>();
const waiting: number[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  timer = undefined;
  while (waiting.length > 0) reportWeekViews(waiting.splice(0, INSIGHT_IDS_MAX));
}

function seen(weekId: number) {
  if (reported.has(weekId)) return;
  reported.add(weekId);
  waiting.push(weekId);
  timer ??= setTimeout(flush, REPORT_EVERY_MS);
}

// A page left before the timer fires still reports what was seen.
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => (waiting.length ? flush() : undefined));

/**
 * Reports the week as viewed once half its card has been on screen for a second: what owners see
 * as their weeks' views (docs/decisions/068). Nothing is reported on the server's render.
 */
export function useViewReport<T extends Element>(weekId: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || reported.has(weekId) || typeof IntersectionObserver === 'undefined') return;
    let pending: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        const visible = entries.some((entry) => entry.isIntersecting);
        if (visible && pending === undefined) {
          pending = setTimeout(() => {
            seen(weekId);
            observer.disconnect();
          }, SEEN_AFTER_MS);
        } else if (!visible && pending !== undefined) {
          clearTimeout(pending);
          pending = undefined;
        }
      },
      { threshold: 0.5 },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      if (pending !== undefined) clearTimeout(pending);
    };
  }, [weekId]);
  return ref;
}
