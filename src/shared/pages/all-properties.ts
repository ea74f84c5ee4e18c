import { definePage } from './page';

/** /all-properties: Properties for sale, searched, sorted and paged by its address's query. */
export const allPropertiesPage = definePage({
  name: 'allProperties',
  path: '/all-properties',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/properties/pages/all-properties-page.tsx', export: 'AllPropertiesPage' },
  head: ({ t }) => ({ title: t('listings.properties.title'), description: t('listings.properties.lead') }),
});
