import { startTransition, useEffect, useState } from 'react';

/** Tailwind's breakpoints, which the list's classes use too: sm (two columns), md (own scroll area), xl (three). */
const QUERIES = ['(min-width: 40rem)', '(min-width: 48rem)', '(min-width: 80rem)'] as const;

export interface ListLayout {
  /** The list scrolls in its own 700 px area (wide screens); otherwise it grows with the page (phones). */
  scrollArea: boolean;
  columns: 1 | 2 | 3;
}

let lists: MediaQueryList[] | undefined;
const mediaLists = () => {
  lists ??= QUERIES.map((query) => window.matchMedia(query));
  return lists;
};

function subscribe(onChange: () => void) {
  for (const list of mediaLists()) list.addEventListener('change', onChange);
  return () => {
    for (const list of mediaLists()) list.removeEventListener('change', onChange);
  };
}

// A string, so that an unchanged layout is the same snapshot.
function snapshot(): string {
  const [two, area, three] = mediaLists().map((list) => list.matches);
  return `${area ? 'area' : 'page'}:${three ? 3 : two ? 2 : 1}`;
}

/**
 * How the week list is laid out on this screen, or null on the server and while the page
 * hydrates: the list is then drawn by CSS alone, and measured once it is in the browser. The
 * switch to the measured list is a transition, so it is drawn in slices that leave the browser
 * free between them (a layout store read while hydrating would redraw the whole list at once).
 */
export function useListLayout(): ListLayout | null {
  const [value, setValue] = useState('');
  useEffect(() => {
    const update = () => startTransition(() => setValue(snapshot()));
    update();
    return subscribe(update);
  }, []);
  if (!value) return null;
  const [mode, columns] = value.split(':');
  return { scrollArea: mode === 'area', columns: Number(columns) as ListLayout['columns'] };
}
