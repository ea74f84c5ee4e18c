import { useEffect } from 'react';
import { t } from '../i18n';

/** Sets the tab title to '<Page> · Semana', or the site title for the home page. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? t('app.pageTitle', { page }) : t('app.defaultTitle');
  }, [page]);
}
