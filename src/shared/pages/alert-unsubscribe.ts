import { definePage } from './page';

/** /alerts/unsubscribe: Reached from an alert's mail, signed in or not. */
export const alertUnsubscribePage = definePage({
  name: 'alertUnsubscribe',
  path: '/alerts/unsubscribe',
  access: 'public',
  component: { file: 'features/leads/pages/alert-unsubscribe-page.tsx', export: 'AlertUnsubscribePage' },
  head: ({ t }) => ({ title: t('alerts.unsubscribe.title') }),
});
