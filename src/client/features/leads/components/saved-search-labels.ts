import { localName, useLocations, useReferenceNames, useResorts } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatPrice } from '#src/client/lib/format.ts';
import { formatDay } from '#src/client/lib/format-date.ts';

/** A saved search's filters as the screens name them (ids, or the names the server gave with them). */
export interface SearchDescription {
  locationId?: number | null;
  locationName?: string | null;
  resortId?: number | null;
  resortName?: string | null;
  roomType?: string | null;
  resortText?: string | null;
  unitTypeText?: string | null;
  from?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  verified?: boolean;
}

/** The price range in words: '$500 – $2,000', 'from $500', 'up to $2,000'. */
export function priceRange(min?: number | null, max?: number | null): string | null {
  if (min != null && max != null)
    return min === max ? formatPrice(min) : `${formatPrice(min)} – ${formatPrice(max)}`;
  if (min != null) return `≥ ${formatPrice(min)}`;
  if (max != null) return `≤ ${formatPrice(max)}`;
  return null;
}

/** Names each filter of a search, in the reader's language: ['Destination: Los Cabos', 'Verified weeks only']. */
export function useSearchLabels() {
  const locations = useLocations();
  const resorts = useResorts();
  const names = useReferenceNames();
  return (s: SearchDescription): string[] => {
    const labels: string[] = [];
    if (s.locationId) {
      const found = locations.data?.find((l) => l.id === s.locationId);
      const name = found ? localName(found) : s.locationName;
      if (name) labels.push(t('alerts.filter.location', { name }));
    }
    if (s.resortId) {
      const name = resorts.data?.find((r) => r.id === s.resortId)?.name ?? s.resortName;
      if (name) labels.push(t('alerts.filter.resort', { name }));
    }
    if (s.roomType) labels.push(t('alerts.filter.roomType', { name: names.text(s.roomType) }));
    if (s.resortText) labels.push(t('alerts.filter.resortText', { text: s.resortText }));
    if (s.unitTypeText) labels.push(t('alerts.filter.unitTypeText', { text: s.unitTypeText }));
    if (s.from) labels.push(t('alerts.filter.from', { date: formatDay(s.from) }));
    const range = priceRange(s.minPrice, s.maxPrice);
    if (range) labels.push(t('alerts.filter.price', { range }));
    if (s.verified) labels.push(t('alerts.filter.verified'));
    return labels;
  };
}
