import { definePage } from './page';

/** /all-properties: Properties for sale, searched, sorted and paged by its address's query. */
export const allPropertiesPage = definePage({
  name: 'allProperties',
  path: '/all-properties',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/properties/pages/all-properties-page.tsx', export: 'AllPropertiesPage' },
  async prefetch({ query, locale, data }) {
    // Loaded with the page's code, not in every page's first script (the page's chunk shares it).
    const { allPropertiesSearch } = await import('../listings/list-queries');
    const page = await data.get('GET /api/property-listings/search', { query: allPropertiesSearch(query) });
    // The cards name their resorts in the reader's language.
    if (locale === 'es' && page.items.length > 0) await data.get('GET /api/reference-names/es');
  },
  head: ({ t }) => ({ title: t('listings.properties.title'), description: t('listings.properties.lead') }),
});
