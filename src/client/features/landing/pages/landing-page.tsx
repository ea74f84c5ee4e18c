import { useLocations } from '#src/client/features/catalog/api.ts';
import { DestinationsCarousel } from '#src/client/features/catalog/components/destinations-carousel.tsx';
import { WeekRequestSection } from '#src/client/features/leads/components/week-request-section.tsx';
import { deferredSection } from '#src/client/lib/deferred-section.tsx';
import { Hero } from '../components/hero';
import { HeroSearch } from '../components/hero-search';

// The parts below the week request: links only, drawn by the server, their code fetched while the
// rest hydrates (out of the landing page's first script).
const RentOrBuy = deferredSection(() => import('../components/rent-or-buy').then((m) => m.RentOrBuy));
const MarketingPartners = deferredSection(() =>
  import('../components/marketing-partners').then((m) => m.MarketingPartners),
);
const GetInTouch = deferredSection(() => import('../components/get-in-touch').then((m) => m.GetInTouch));

/**
 * '/': hero, search, destinations, rent or buy, the week request, the platforms
 * where listings are promoted, contact. The week request belongs to leads; its destinations come
 * from here (decision 008: features compose at the page).
 */
export function LandingPage() {
  const locations = useLocations();
  return (
    <>
      <Hero />
      <HeroSearch />
      <DestinationsCarousel />
      <RentOrBuy />
      <WeekRequestSection locations={locations.data} />
      <MarketingPartners />
      <GetInTouch />
    </>
  );
}
