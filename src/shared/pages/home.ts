import { definePage } from './page';

/** /: The landing page: hero, search, destinations, the week request. */
export const homePage = definePage({
  name: 'home',
  path: '/',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/landing/pages/landing-page.tsx', export: 'LandingPage' },
  // Its title is the site's name; its largest paint, the hero's poster, is fetched first.
  head: ({ t }) => ({ description: t('landing.intro'), preloadHeroPoster: true }),
});
