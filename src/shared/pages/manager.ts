import { definePage } from './page';

/** /manager: The manager's dashboard. */
export const managerPage = definePage({
  name: 'manager',
  path: '/manager',
  access: 'signedInStaff',
  component: { file: 'features/admin/pages/manager-dashboard-page.tsx', export: 'ManagerDashboardPage' },
  head: ({ t }) => ({ title: t('manager.title') }),
});
