import { MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { SearchPanel } from '#src/client/components/ui/list-page.tsx';
import { listingSortOptions } from '#src/client/components/ui/listing-sorts.ts';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import { localName } from '#src/client/features/catalog/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useUrlText } from '#src/client/lib/use-url-text.ts';
import type { Location } from '#src/shared/contracts/catalog.ts';
import type { WeekSort } from '#src/shared/contracts/weeks.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { destinationWeeksFilters, WEEK_SORTS } from '#src/shared/listings/list-queries.ts';
import { searchHref, withParams } from '#src/shared/listings/search-params.ts';
import { useWeekSearchInfinite } from '../api';
import { VerifiedFilter } from './verified-filter';
import type { RenderWeekAction } from './week-card';
import { WeekScrollList } from './week-scroll-list';

registerMessages(listingPagesMessages);

/** The filters of a destination's search that an alert can keep. */
export interface DestinationAlertFilters {
  locationId: number;
  resortText?: string;
  unitTypeText?: string;
  verified: boolean;
}

/**
 * The weeks of one destination, with search by resort and unit type and five sorts, kept in the
 * URL (?resort=&unitType=&sort=), in a list that loads more weeks as it is scrolled. The list
 * always starts at its first week: a `page` in an older address is ignored (and dropped by the
 * next change of search or sort). The page resolves the location.
 */
export function DestinationWeeks({
  location,
  renderAction,
  renderAlert,
}: {
  location: Location;
  renderAction?: RenderWeekAction;
  /** "Alert me" for the search as it stands (the page brings it from the leads feature). */
  renderAlert?: (filters: DestinationAlertFilters) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const [resortText, setResortText] = useUrlText('resort');
  const [unitTypeText, setUnitTypeText] = useUrlText('unitType');
  // Built from the address as the page's loader builds it, so the server draws what the browser asks for.
  const filters = destinationWeeksFilters(params, location.id);
  const { sort, resort, unitType, verified } = filters;
  const query = useWeekSearchInfinite(filters);

  const setSort = (next: WeekSort) =>
    setParams(withParams(params, { sort: next === 'newest' ? undefined : next, page: undefined }), {
      preventScrollReset: true,
    });

  const filtered = !!(resort || unitType || verified);
  const setVerified = (on: boolean) =>
    setParams(withParams(params, { verified: on ? 1 : undefined, page: undefined }), {
      preventScrollReset: true,
    });

  return (
    <>
      <header className="relative isolate overflow-hidden bg-lagoon text-white">
        <div className="mx-auto w-full max-w-7xl px-4 pt-10 pb-20 sm:px-6 sm:pt-14 sm:pb-24">
          <p className="flex items-center gap-1.5 text-sm font-semibold tracking-widest text-sky-100 uppercase">
            <MapPin className="size-4" aria-hidden="true" />
            {t('listings.destination.eyebrow')}
          </p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            {localName(location)}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-sky-50 sm:text-lg">
            {t('listings.destination.lead', { name: localName(location) })}
          </p>
        </div>
      </header>

      <div className="relative mx-auto -mt-12 w-full max-w-7xl space-y-6 px-4 pb-14 sm:px-6">
        <SearchPanel className="relative sm:grid-cols-2 lg:grid-cols-[1fr_1fr_16rem_auto]">
          <SearchField
            id="destination-resort"
            label={t('listings.destination.searchResort')}
            placeholder={t('listings.destination.searchResortPlaceholder')}
            value={resortText}
            onChange={setResortText}
          />
          <SearchField
            id="destination-unit-type"
            label={t('listings.destination.searchUnitType')}
            placeholder={t('listings.destination.searchUnitTypePlaceholder')}
            value={unitTypeText}
            onChange={setUnitTypeText}
          />
          <SortSelect
            id="destination-sort"
            className="sm:col-span-2 lg:col-span-1"
            value={sort}
            options={listingSortOptions(WEEK_SORTS)}
            onChange={setSort}
          />
          <VerifiedFilter id="destination-verified" checked={!!verified} onChange={setVerified} />
        </SearchPanel>
        {renderAlert ? (
          <div className="flex justify-end">
            {renderAlert({
              locationId: location.id,
              resortText: resort || undefined,
              unitTypeText: unitType || undefined,
              verified: !!verified,
            })}
          </div>
        ) : null}

        <WeekScrollList
          query={query}
          clearFiltersHref={
            filtered
              ? searchHref(params, {
                  resort: undefined,
                  unitType: undefined,
                  verified: undefined,
                  page: undefined,
                })
              : undefined
          }
          resetKey={`${resort}|${unitType}|${sort}|${verified}`}
          renderAction={renderAction}
        />
      </div>
    </>
  );
}
