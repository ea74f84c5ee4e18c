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
  if (timer === undefined) timer = setTimeout(flush, REPORT_EVERY_MS);
}

// A page left before the timer fires still reports what was seen.
if (typeof window !== 'undefined')
  window.addEventListener('pagehide', () => (waiting.length ? flush() : undefined));

/** A card being watched: its week, and the timer running while half of it is on screen. */
interface Watched {
  weekId: number;
  pending?: ReturnType<typeof setTimeout>;
}
const watched = new Map<Element, Watched>();
/**
 * One observer for every card of the page, made by the first card watched: a page of 48 cards
 * hydrating made 48 observers before (work at start-up, where Lighthouse's blocking time is tight).
 */
let observer: IntersectionObserver | undefined;

function unwatch(element: Element) {
  const card = watched.get(element);
  if (!card) return;
  if (card.pending !== undefined) clearTimeout(card.pending);
  watched.delete(element);
  observer?.unobserve(element);
}

function onEntries(entries: IntersectionObserverEntry[]) {
  for (const entry of entries) {
    const card = watched.get(entry.target);
    if (!card) continue;
    if (entry.isIntersecting && card.pending === undefined) {
      card.pending = setTimeout(() => {
        unwatch(entry.target);
        seen(card.weekId);
      }, SEEN_AFTER_MS);
    } else if (!entry.isIntersecting && card.pending !== undefined) {
      clearTimeout(card.pending);
      card.pending = undefined;
    }
  }
}

/**
 * Watches a card: its week is reported once half of it has been on screen for a second. Returns
 * what stops watching it (the card leaves the page). Nothing happens without IntersectionObserver.
 */
export function watchView(element: Element, weekId: number): () => void {
  if (reported.has(weekId) || typeof IntersectionObserver === 'undefined') return () => {};
  observer ??= new IntersectionObserver(onEntries, { threshold: 0.5 });
  unwatch(element);
  watched.set(element, { weekId });
  observer.observe(element);
  return () => unwatch(element);
}

/**
 * Reports the week as viewed once half its card has been on screen for a second: what owners see
 * as their weeks' views (docs/decisions/068). Nothing is reported on the server's render.
 */
export function useViewReport<T extends Element>(weekId: number): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    return element ? watchView(element, weekId) : undefined;
  }, [weekId]);
  return ref;
}
