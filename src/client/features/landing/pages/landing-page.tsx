import { useLocations } from '#src/client/features/catalog/api.ts';
import { DestinationsCarousel } from '#src/client/features/catalog/components/destinations-carousel.tsx';
import { WeekRequestSection } from '#src/client/features/leads/components/week-request-section.tsx';
import { GetInTouch } from '../components/get-in-touch';
import { Hero } from '../components/hero';
import { HeroSearch } from '../components/hero-search';
import { MarketingPartners } from '../components/marketing-partners';
import { RentOrBuy } from '../components/rent-or-buy';

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
