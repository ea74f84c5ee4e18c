import { definePage } from './page';
import { weekCardsData } from './week-lists';

/** /all-weeks: Every future week, filtered and paged by its address's query. */
export const allWeeksPage = definePage({
  name: 'allWeeks',
  path: '/all-weeks',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/weeks/pages/all-weeks-page.tsx', export: 'AllWeeksPage' },
  // The filters' choices first: the search asks only for the ones that match something together.
  async prefetch({ query, locale, today, data }) {
    // Loaded with the page's code, not in every page's first script (the page's chunk shares them).
    const [{ offeredCombinations, reconcile }, { allWeeksAsked, allWeeksSearch }] = await Promise.all([
      import('../listings/filter-facets'),
      import('../listings/list-queries'),
    ]);
    const [offered, unitTypes] = await Promise.all([
      data.get('GET /api/weeks/offered'),
      data.get('GET /api/vidanta/unit-types', { query: {} }),
      data.get('GET /api/vidanta/resorts'),
      data.get('GET /api/vidanta/locations'),
      // The filters' room types, in Spanish too.
      locale === 'es' && data.get('GET /api/reference-names/es'),
    ]);
    const { choice } = reconcile(offeredCombinations(offered.pairs, unitTypes), allWeeksAsked(query));
    const page = await data.get('GET /api/weeks/search', { query: allWeeksSearch(query, choice, today) });
    await weekCardsData(page.items, locale, data);
  },
  head: ({ t }) => ({ title: t('listings.allWeeks.title'), description: t('listings.allWeeks.lead') }),
});
