import { definePage } from './page';

/** /dev: The developers' dashboard. */
export const devPage = definePage({
  name: 'dev',
  path: '/dev',
  access: 'dev',
  component: { file: 'features/admin/pages/dev-dashboard-page.tsx', export: 'DevDashboardPage' },
  head: ({ t }) => ({ title: t('dev.title') }),
});
