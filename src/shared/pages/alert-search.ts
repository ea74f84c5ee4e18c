import { definePage } from './page';

/** /alerts/search: one saved search's unsubscribe, reached from its alert mail, signed in or not. */
export const alertSearchPage = definePage({
  name: 'alertSearch',
  path: '/alerts/search',
  access: 'public',
  component: { file: 'features/leads/pages/search-unsubscribe-page.tsx', export: 'SearchUnsubscribePage' },
  head: ({ t }) => ({ title: t('alerts.search.title') }),
});
