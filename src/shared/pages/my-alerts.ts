import { definePage } from './page';

/** /my-alerts: a signed-in person's saved searches, or an address's through an alert mail's signed link. */
export const myAlertsPage = definePage({
  name: 'myAlerts',
  path: '/my-alerts',
  access: 'public',
  component: { file: 'features/leads/pages/my-alerts-page.tsx', export: 'MyAlertsPage' },
  head: ({ t }) => ({ title: t('alerts.mine.title') }),
});
