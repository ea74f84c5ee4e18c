import { Home, Trash2 } from 'lucide-react';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { listParamName, useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { useUrlText } from '#src/client/lib/use-url-text.ts';
import { PROPERTY_SORTS, type PropertySort } from '#src/shared/contracts/properties.ts';
import type { StaffListing } from '#src/shared/contracts/staff.ts';
import { StaffRow, StaffSection } from '../components/staff-section';
import { useRemoveListing, useStaffListings } from './api';
import { toastFailure, toastSuccess } from './toasts';

const PREFIX = 'listings';
const SORT_LABELS: Record<PropertySort, () => string> = {
  newest: () => t('dev.sort.latest'),
  oldest: () => t('dev.sort.oldest'),
  price_desc: () => t('dev.sort.priceHigh'),
  price_asc: () => t('dev.sort.priceLow'),
};
const isSort = (value: string): value is PropertySort =>
  (PROPERTY_SORTS as readonly string[]).includes(value);
const posterOf = (l: StaffListing) =>
  l.user ? `${l.user.firstName} ${l.user.lastName}` : t('dev.unknownUser');

/** Property Listings: every listing, any status, searched by name and location, four sorts. */
export function ListingsSection() {
  const list = useListParams(PREFIX, ['sort', 'name', 'location']);
  const pageKey = listParamName(PREFIX, 'page');
  const [name, setName] = useUrlText(listParamName(PREFIX, 'name'), pageKey);
  const [location, setLocation] = useUrlText(listParamName(PREFIX, 'location'), pageKey);
  const sortParam = list.get('sort');
  const sort: PropertySort = isSort(sortParam) ? sortParam : 'newest';
  // The boxes show every keystroke; the list follows the address, which follows a pause in typing.
  const listings = useStaffListings({
    page: list.page,
    name: list.get('name'),
    location: list.get('location'),
    sort,
  });
  const remove = useRemoveListing();
  const del = useConfirmedDelete<StaffListing>({
    remove: (l) => remove.mutateAsync(l.id),
    title: t('dev.listings.confirm'),
    description: (l) => t('dev.listings.confirmBody', { hotel: l.hotelName, location: l.location }),
    onDone: () => toastSuccess(t('dev.listings.deleted')),
    onError: (_l, error) => toastFailure(t('dev.listings.deleteFailed'), error),
  });

  return (
    <StaffSection
      id="property-listings"
      icon={<Home />}
      title={t('dev.listings.title')}
      tools={
        <>
          <SearchField
            id="listings-name"
            label={t('dev.listings.searchName')}
            value={name}
            onChange={setName}
          />
          <SearchField
            id="listings-location"
            label={t('dev.listings.searchLocation')}
            value={location}
            onChange={setLocation}
          />
          <SortSelect
            id="listings-sort"
            value={sort}
            options={PROPERTY_SORTS.map((value) => ({ value, label: SORT_LABELS[value]() }))}
            onChange={(value) => list.set('sort', value === 'newest' ? '' : value)}
          />
        </>
      }
    >
      <PagedList
        query={listings}
        page={list.page}
        hrefFor={list.hrefFor}
        label={t('dev.listings.label')}
        empty={t('dev.listings.empty')}
        countLine={(shown, total) =>
          t('dev.listings.showing', {
            shown: formatCount(shown),
            total: formatCount(total),
          })
        }
        scrollClassName="max-h-[700px]"
        getKey={(l) => l.id}
        renderItem={(l) => (
          <StaffRow
            actions={
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10"
                aria-label={t('dev.deleteNamed', { name: l.hotelName })}
                onClick={(event) => del.ask(l, event.currentTarget)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {l.hotelName}
              <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-sand-900">
                {statusLabel(l.status)}
              </span>
            </p>
            <p className="text-muted-foreground">
              {[l.location, l.unitSize, l.type, l.weeksOrSeason].filter(Boolean).join(' · ')}
            </p>
            <p className="font-semibold">{l.price}</p>
            <p className="text-xs text-muted-foreground">
              {t('dev.listings.postedBy', { name: posterOf(l), date: formatInstantDay(l.createdAt) })}
            </p>
          </StaffRow>
        )}
      />
      {del.dialog}
    </StaffSection>
  );
}

function statusLabel(status: string): string {
  if (status === 'sold') return t('dev.listings.status.sold');
  if (status === 'withdrawn') return t('dev.listings.status.withdrawn');
  return t('dev.listings.status.active');
}
