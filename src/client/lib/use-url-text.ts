import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long typing must pause before the URL (and the search) follows. */
export const TEXT_DEBOUNCE_MS = 300;

/**
 * A text box bound to one search param. The box shows every keystroke at once; the URL follows
 * after a pause, replacing the history entry (typing a word is not ten steps back) and going back
 * to page 1 (`pageKey`, for lists that share a page). Back/forward or a link that changes the param refills the box.
 */
export function useUrlText(key: string, pageKey = 'page'): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const inUrl = params.get(key) ?? '';
  const [text, setText] = useState(inUrl);
  const committed = useRef(inUrl);

  useEffect(() => {
    if (inUrl !== committed.current) {
      committed.current = inUrl;
      setText(inUrl);
    }
  }, [inUrl]);

  useEffect(() => {
    const next = text.trim() ? text : '';
    if (next === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = next;
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next) out.set(key, next);
          else out.delete(key);
          out.delete(pageKey);
          return out;
        },
        { replace: true, preventScrollReset: true },
      );
    }, TEXT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, key, pageKey, setParams]);

  return [text, setText];
}
