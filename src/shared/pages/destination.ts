import { destinationImage } from '../destination-images';
import { decodedPath, destinationPath, findLocation } from '../destination-names';
import { definePage } from './page';
import { weekCardsData } from './week-lists';

/**
 * /destinations/:name: a destination's weeks. Its name may be spelled any way an address allows
 * (case, accents, '+' or '-' for spaces); any spelling but the canonical one is redirected to it,
 * and a name that is no destination is a 404.
 */
export const destinationPage = definePage({
  name: 'destination',
  path: '/destinations/:name',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/catalog/pages/destination-page.tsx', export: 'DestinationPage' },
  async load({ params, pathname, search, data }) {
    const location = findLocation(await data.get('GET /api/vidanta/locations'), params.name ?? '');
    if (!location) return { status: 404 };
    const canonical = destinationPath(location.name);
    // Compared decoded: browsers differ in which characters of a path they percent-encode.
    if (decodedPath(pathname) !== decodedPath(canonical)) return { redirect: `${canonical}${search}` };
    return { status: 200, location, offers: await data.offers?.(location.id) };
  },
  async prefetch({ query, locale, loaded, data }) {
    // The page finds its destination among them, and says so when there is none (a 404).
    if (!loaded?.location) return data.get('GET /api/vidanta/locations');
    // Loaded with the page's code, not in every page's first script (the page's chunk shares it).
    const { destinationWeeksFilters } = await import('../listings/list-queries');
    const [first] = await Promise.all([
      data.firstWeekPage(destinationWeeksFilters(query, loaded.location.id)),
      data.get('GET /api/vidanta/locations'),
    ]);
    await weekCardsData(first.items, locale, data);
  },
  head({ t, locale, params, loaded }) {
    if (loaded?.status === 404) return { title: t('listings.destination.notFound') };
    const location = loaded?.location;
    // The Spanish head names the place in Spanish ('Mazatlán'); the address keeps the English.
    const name = (location && ((locale === 'es' && location.nameEs) || location.name)) ?? params.name ?? '';
    return {
      title: name,
      description: t('listings.destination.lead', { name }),
      image: location ? destinationImage(location.name).src : undefined,
    };
  },
});
