import { Home } from 'lucide-react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { TextPrice } from '#src/client/components/ui/price.tsx';
import { ownershipText, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { PROPERTY_SORTS } from '#src/shared/contracts/properties.ts';
import type { StaffListing } from '#src/shared/contracts/staff.ts';
import { ListSearchField } from '../components/list-search-field';
import { StaffDeleteButton, StaffListSection, StaffRow } from '../components/staff-section';
import { ownerNameOf } from '../lib/owner-name';
import { useStaffDelete } from '../lib/use-staff-delete';
import { useRemoveListing, useStaffListings } from './api';
import { ListSortSelect, sortFrom } from './list-sort';

const PREFIX = 'listings';

/** Property Listings: every listing, any status, searched by name and location, four sorts. */
export function ListingsSection() {
  const names = useReferenceNames();
  const list = useListParams(PREFIX, ['sort', 'name', 'location']);
  // The boxes show every keystroke; the list follows the address, which follows a pause in typing.
  const listings = useStaffListings({
    page: list.page,
    name: list.get('name'),
    location: list.get('location'),
    sort: sortFrom(list, PROPERTY_SORTS),
  });
  const del = useStaffDelete<StaffListing>(useRemoveListing(), {
    title: t('dev.listings.confirm'),
    description: (l) => t('dev.listings.confirmBody', { hotel: l.hotelName, location: l.location }),
    success: t('dev.success'),
    deleted: t('dev.listings.deleted'),
    failed: t('dev.listings.deleteFailed'),
  });

  return (
    <StaffListSection
      id="property-listings"
      icon={<Home />}
      title={t('dev.listings.title')}
      tools={
        <>
          <ListSearchField list={PREFIX} param="name" label={t('dev.listings.searchName')} />
          <ListSearchField list={PREFIX} param="location" label={t('dev.listings.searchLocation')} />
          <ListSortSelect id="listings-sort" sorts={PROPERTY_SORTS} list={list} />
        </>
      }
      query={listings}
      list={list}
      label={t('dev.listings.label')}
      empty={t('dev.listings.empty')}
      showing={(counts) => t('dev.listings.showing', counts)}
      getKey={(l) => l.id}
      renderItem={(l) => (
        <StaffRow
          actions={
            <StaffDeleteButton
              label={t('dev.deleteNamed', { name: l.hotelName })}
              onClick={(event) => del.ask(l, event.currentTarget)}
            />
          }
        >
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {l.hotelName}
            <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-medium text-sand-900">
              {statusLabel(l.status)}
            </span>
          </p>
          <p className="text-muted-foreground">
            {[
              names.text(l.location),
              names.text(l.unitSize),
              l.type && ownershipText(l.type),
              l.weeksOrSeason,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="font-semibold">
            <TextPrice text={l.price} />
          </p>
          <p className="text-xs text-muted-foreground">
            {t('dev.listings.postedBy', {
              name: ownerNameOf(l, t('dev.unknownUser')),
              date: formatInstantDay(l.createdAt),
            })}
          </p>
        </StaffRow>
      )}
    >
      {del.dialog}
    </StaffListSection>
  );
}

function statusLabel(status: string): string {
  if (status === 'sold') return t('dev.listings.status.sold');
  if (status === 'withdrawn') return t('dev.listings.status.withdrawn');
  return t('dev.listings.status.active');
}
