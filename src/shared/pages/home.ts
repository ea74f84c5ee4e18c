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
  // The destinations carousel and the hero search's suggestions.
  prefetch: ({ data }) =>
    Promise.all([
      data.get('GET /api/vidanta/locations'),
      data.get('GET /api/vidanta/locations/availability'),
    ]),
  head: ({ t }) => ({ description: t('landing.intro'), preloadHeroPoster: true }),
});
