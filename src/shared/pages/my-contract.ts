import { definePage } from './page';

/** /my-contract: An owner's contracts. */
export const myContractPage = definePage({
  name: 'myContract',
  path: '/my-contract',
  access: 'signedIn',
  component: { file: 'features/contracts/pages/my-contracts-page.tsx', export: 'MyContractsPage' },
  head: ({ t }) => ({ title: t('owner.myContracts.title') }),
});
