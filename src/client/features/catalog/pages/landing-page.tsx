import { usePageTitle } from '../../../lib/use-page-title';
import { WeekRequestSection } from '../../leads/components/week-request-section';
import { useLocations } from '../api';
import { DestinationsCarousel } from '../components/destinations-carousel';
import { GetInTouch } from '../components/get-in-touch';
import { Hero } from '../components/hero';
import { HeroSearch } from '../components/hero-search';
import { MarketingPartners } from '../components/marketing-partners';
import { RentOrBuy } from '../components/rent-or-buy';

/**
 * '/' (spec 000 §2): hero, search, destinations, rent or buy, the week request, the platforms
 * where listings are promoted, contact. The week request belongs to leads; its destinations come
 * from here (decision 008: features compose at the page).
 */
export function LandingPage() {
  usePageTitle();
  const locations = useLocations();
  return (
    <>
      <Hero />
      <HeroSearch />
      <DestinationsCarousel />
      <RentOrBuy />
      <WeekRequestSection locations={locations.data?.map((location) => location.name)} />
      <MarketingPartners />
      <GetInTouch />
    </>
  );
}
