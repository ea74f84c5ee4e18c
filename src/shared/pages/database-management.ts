import { definePage } from './page';

/** /database-management: Staff edit the reference data and every listing. */
export const databaseManagementPage = definePage({
  name: 'databaseManagement',
  path: '/database-management',
  access: 'staff',
  component: { file: 'features/admin/pages/database-management-page.tsx', export: 'DatabaseManagementPage' },
  head: ({ t }) => ({ title: t('databaseManagement.title') }),
});
