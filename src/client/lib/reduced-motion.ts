import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const snapshot = () => window.matchMedia(QUERY).matches;

/** True while the person asked their system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}

/** The scroll behaviour that respects that setting, for scrollBy / scrollIntoView calls. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia(QUERY).matches ? 'auto' : 'smooth';
}
