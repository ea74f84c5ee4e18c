import type { PageData, PageLocale } from './page';

/**
 * What a list of week cards reads besides the weeks: the first card's pictures (asked at once, so
 * they come drawn with the page and load first) and, in Spanish, the Spanish names of the resorts
 * and unit types the cards name, and the resorts' averages from reviews.
 */
export async function weekCardsData(
  weeks: readonly { unitTypeId: number }[],
  locale: PageLocale,
  data: PageData,
): Promise<void> {
  const first = weeks[0];
  await Promise.all([
    first &&
      data.get('GET /api/vidanta/unit-type-images/:unitTypeId', { params: { unitTypeId: first.unitTypeId } }),
    locale === 'es' && weeks.length > 0 && data.get('GET /api/reference-names/es'),
    // The resorts' averages the cards show (one small answer for every card).
    weeks.length > 0 && data.get('GET /api/reviews/resorts'),
  ]);
}
