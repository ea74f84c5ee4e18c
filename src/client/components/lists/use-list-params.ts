import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const capitalise = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** The address parameter of a list's key: `weeks` + `sort` → `weeksSort`; no prefix → `sort`. */
export const listParamName = (prefix: string, key: string) => (prefix ? `${prefix}${capitalise(key)}` : key);

/** A page number from the address: 1 when absent or not a positive whole number. */
export const pageFrom = (value: string | null) => {
  const n = Math.trunc(Number(value));
  return Number.isFinite(n) && n >= 1 ? n : 1;
};

/**
 * A list's page and filters in the address, so reload and Back keep a person's place. Several
 * lists share a page by prefix (`?weeksPage=2&listingsSort=price_asc`). Changing a filter goes back
 * to the first page; filter changes replace the history entry (typing is not a trail of pages).
 */
export function useListParams<K extends string>(prefix: string, _keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const pageName = listParamName(prefix, 'page');
  const page = pageFrom(params.get(pageName));

  const setPage = useCallback(
    (next: number) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next <= 1) out.delete(pageName);
          else out.set(pageName, String(next));
          return out;
        },
        { preventScrollReset: true },
      ),
    [setParams, pageName],
  );

  const get = useCallback((key: K) => params.get(listParamName(prefix, key)) ?? '', [params, prefix]);

  /** Several filters at once (two separate updates in one tick would lose the first). */
  const setAll = useCallback(
    (values: Partial<Record<K, string>>) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
            const name = listParamName(prefix, key);
            if (value) out.set(name, value);
            else out.delete(name);
          }
          out.delete(pageName);
          return out;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams, prefix, pageName],
  );
  const set = useCallback(
    (key: K, value: string) => setAll({ [key]: value } as Partial<Record<K, string>>),
    [setAll],
  );

  /** The address of another page of this list (real links for the page buttons). */
  const hrefFor = useCallback(
    (target: number) => {
      const out = new URLSearchParams(params);
      if (target <= 1) out.delete(pageName);
      else out.set(pageName, String(target));
      const query = out.toString();
      return query ? `?${query}` : '?';
    },
    [params, pageName],
  );

  return { page, setPage, get, set, setAll, hrefFor };
}
