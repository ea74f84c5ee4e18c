import { definePage } from './page';

/** /sell-property: An owner lists a property for sale. */
export const sellPropertyPage = definePage({
  name: 'sellProperty',
  path: '/sell-property',
  access: 'signedIn',
  component: { file: 'features/properties/pages/sell-property-page.tsx', export: 'SellPropertyPage' },
  head: ({ t }) => ({ title: t('owner.sellProperty.title') }),
});
