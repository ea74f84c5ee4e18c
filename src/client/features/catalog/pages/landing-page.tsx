import { usePageTitle } from '../../../lib/use-page-title';
import { GetInTouch } from '../components/get-in-touch';
import { Hero } from '../components/hero';
import { RentOrBuy } from '../components/rent-or-buy';

/** '/': hero, rent or buy, contact. Search, destinations and the week request join in a later release. */
export function LandingPage() {
  usePageTitle();
  return (
    <>
      <Hero />
      <RentOrBuy />
      <GetInTouch />
    </>
  );
}
