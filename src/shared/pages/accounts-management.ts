import { definePage } from './page';

/** /accounts-management: Staff manage accounts. */
export const accountsManagementPage = definePage({
  name: 'accountsManagement',
  path: '/accounts-management',
  access: 'staff',
  component: { file: 'features/admin/pages/accounts-management-page.tsx', export: 'AccountsManagementPage' },
  head: ({ t }) => ({ title: t('accountsManagement.title') }),
});
