import { definePage } from './page';

/** /all-weeks: Every future week, filtered and paged by its address's query. */
export const allWeeksPage = definePage({
  name: 'allWeeks',
  path: '/all-weeks',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/weeks/pages/all-weeks-page.tsx', export: 'AllWeeksPage' },
  head: ({ t }) => ({ title: t('listings.allWeeks.title'), description: t('listings.allWeeks.lead') }),
});
