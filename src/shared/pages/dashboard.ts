import { definePage } from './page';

/** /dashboard: The owner's weeks, listings and contracts. */
export const dashboardPage = definePage({
  name: 'dashboard',
  path: '/dashboard',
  access: 'signedIn',
  component: { file: 'features/dashboard/pages/dashboard-page.tsx', export: 'DashboardPage' },
  head: ({ t }) => ({ title: t('owner.dashboard.title') }),
});
