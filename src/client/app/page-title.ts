import { useEffect } from 'react';
import { useMatches } from 'react-router';
import type { PageLoad, PageLocale } from '#src/shared/pages/page.ts';
import { type AnyPage, notFoundHead } from '#src/shared/pages/table.ts';
import { getLocale, type MessageKey, t } from '../i18n';

/** What a route of the table carries: its page's declaration (app/router.tsx). */
export interface PageHandle {
  page?: AnyPage;
}

const NO_OPERATOR = { name: '', address: '', email: '', phone: '' };
const translate = (key: string, vars?: Record<string, string>) => t(key as MessageKey, vars as never);

/**
 * Sets the tab's title from the matched page's head (its module's, the same the server writes):
 * '<Page> · Semana', or the site's name alone. An address no page has is titled as not found.
 */
export function usePageTitle(): void {
  const matches = useMatches();
  const match = matches.findLast((m) => (m.handle as PageHandle | undefined)?.page);
  const page = (match?.handle as PageHandle | undefined)?.page;
  const params = match?.params as Record<string, string> | undefined;
  const loaded = match?.data as PageLoad | null | undefined;
  useEffect(() => {
    let current = true;
    const locale = getLocale() as PageLocale;
    const head = page
      ? page.head({
          t: translate,
          locale,
          params: params ?? {},
          loaded: loaded && !('redirect' in loaded) ? loaded : undefined,
          // The tab shows only the title: no text of the operator's is needed.
          operator: NO_OPERATOR,
        })
      : notFoundHead(translate);
    void Promise.resolve(head).then(({ title }) => {
      if (current) document.title = title ? t('app.pageTitle', { page: title }) : t('app.defaultTitle');
    });
    return () => {
      current = false;
    };
  }, [page, params, loaded]);
}
