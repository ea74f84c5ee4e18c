import { useCallback, useSyncExternalStore } from 'react';

/**
 * The browser-kept state of the Dev Dashboard's bells: when the New Contracts and New Listings
 * popovers were last closed, and whether the past-weeks notice was read. Kept in localStorage,
 * shared by the tabs of one browser (the storage event keeps them in step).
 */
export const LAST_VIEW_KEYS = {
  contracts: 'semana.dev.lastContractsView',
  listings: 'semana.dev.lastListingsView',
  pastWeeksNotice: 'semana.dev.pastWeeksNoticeViewed',
  /** The Bookings section's problems bell (both dashboards). */
  bookingProblems: 'semana.staff.lastBookingProblemsView',
} as const;
type Key = (typeof LAST_VIEW_KEYS)[keyof typeof LAST_VIEW_KEYS];

const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

function read(key: Key): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): every visit starts fresh
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Stores a value; every reader of it, in this tab and the others, follows. */
export function storeValue(key: Key, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Without storage the badge clears for this page view only.
  }
  emit();
}

/** One stored value and its setter. */
export function useStoredValue(key: Key): [string | null, (value: string) => void] {
  const value = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const set = useCallback((next: string) => storeValue(key, next), [key]);
  return [value, set];
}

/** A stored time as an ISO instant, or undefined when never viewed (or unreadable). */
export const asInstant = (value: string | null) =>
  value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : undefined;
