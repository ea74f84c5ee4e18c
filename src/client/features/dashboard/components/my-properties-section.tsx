import { Building2, House } from 'lucide-react';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { CardPage, ListToolbar, useSearchedList } from '#src/client/components/lists/card-page.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useDeleteListing, useMyListingsPage } from '#src/client/features/properties/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { type OwnerPropertyListing, PROPERTY_SORTS } from '#src/shared/contracts/properties.ts';
import { CardGridSkeleton, DashboardSection, SectionLink } from './dashboard-section';
import { OwnerPropertyCard } from './owner-property-card';
import { sortLabels } from './sort-labels';

const PAGE_SIZE = 12;

/** The section's page of listings as the address asks for it (the section links read its counts too). */
export function usePropertiesSection() {
  const searched = useSearchedList('properties', PROPERTY_SORTS, PAGE_SIZE);
  return { searched, listings: useMyListingsPage(searched.params) };
}

/** 'My Property Listings': the owner's listings, searched, sorted and paged by the server; each deletable. */
export function MyPropertiesSection({
  title,
}: {
  /** The section's heading where another page names it differently. */ title?: string;
} = {}) {
  const { searched, listings } = usePropertiesSection();
  const remove = useDeleteListing();
  const del = useConfirmedDelete<OwnerPropertyListing>({
    remove: (listing) => remove.mutateAsync(listing.id),
    title: t('owner.properties.confirmTitle'),
    description: (listing) => t('owner.properties.confirmBody', { hotel: listing.hotelName }),
    confirmLabel: t('owner.delete'),
    onDone: () =>
      toast({ title: t('owner.properties.deleted'), description: t('owner.properties.deletedBody') }),
    onError: (_listing, error) =>
      toast({
        variant: 'destructive',
        title: t('owner.properties.deleteFailed'),
        description: errorMessage(error),
      }),
  });
  const held = listings.data?.unfilteredTotal ?? 0;

  return (
    <DashboardSection
      id="my-properties"
      icon={<House />}
      title={title ?? t('owner.properties.title')}
      count={listings.data?.unfilteredTotal}
      action={
        held > 0 ? <SectionLink to="/sell-property">{t('owner.properties.add')}</SectionLink> : undefined
      }
    >
      {held > 0 ? (
        <ListToolbar
          searched={searched}
          searchLabel={t('owner.properties.search')}
          placeholder={t('owner.properties.searchPlaceholder')}
          sortLabels={sortLabels()}
        />
      ) : null}
      <CardPage
        query={listings}
        searched={searched}
        skeleton={<CardGridSkeleton label={t('owner.properties.loading')} />}
        loadFailed={t('owner.properties.loadFailed')}
        label={t('owner.properties.listLabel')}
        noMatch={t('owner.properties.noMatch')}
        countLine={(counts) => t('owner.properties.count', counts)}
        empty={
          <SectionEmpty
            icon={<Building2 />}
            title={t('owner.properties.empty')}
            hint={t('owner.properties.emptyHint')}
          >
            <ButtonLink to="/sell-property">{t('owner.tiles.sellProperty')}</ButtonLink>
          </SectionEmpty>
        }
        getKey={(listing) => listing.id}
        renderItem={(listing) => (
          <OwnerPropertyCard listing={listing} onDelete={(trigger) => del.ask(listing, trigger)} />
        )}
      />
      {del.dialog}
    </DashboardSection>
  );
}
