import { Building2, House } from 'lucide-react';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useDeleteListing, useMyListings } from '#src/client/features/properties/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import type { OwnerPropertyListing } from '#src/shared/contracts/properties.ts';
import { DashboardSection, OwnerCardGrid, SectionEmpty, SectionLink } from './dashboard-section';
import { OwnerPropertyCard } from './owner-property-card';

/** 'My Property Listings': the owner's listings, each deletable after a confirmation. */
export function MyPropertiesSection({
  title,
}: {
  /** The section's heading where another page names it differently. */ title?: string;
} = {}) {
  const listings = useMyListings();
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

  return (
    <DashboardSection
      id="my-properties"
      icon={<House />}
      title={title ?? t('owner.properties.title')}
      count={listings.data?.length}
      action={
        listings.data && listings.data.length > 0 ? (
          <SectionLink to="/sell-property">{t('owner.properties.add')}</SectionLink>
        ) : undefined
      }
    >
      <OwnerCardGrid
        query={listings}
        loading={t('owner.properties.loading')}
        loadFailed={t('owner.properties.loadFailed')}
        listLabel={t('owner.properties.listLabel')}
        empty={
          <SectionEmpty
            icon={<Building2 />}
            title={t('owner.properties.empty')}
            hint={t('owner.properties.emptyHint')}
          >
            <ButtonLink to="/sell-property">{t('owner.tiles.sellProperty')}</ButtonLink>
          </SectionEmpty>
        }
        renderCard={(listing) => (
          <OwnerPropertyCard listing={listing} onDelete={(trigger) => del.ask(listing, trigger)} />
        )}
      />
      {del.dialog}
    </DashboardSection>
  );
}
