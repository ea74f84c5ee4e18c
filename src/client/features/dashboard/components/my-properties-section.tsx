import { Building2, CloudOff, House, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useDeleteListing, useMyListings } from '#src/client/features/properties/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import type { OwnerPropertyListing } from '#src/shared/contracts/properties.ts';
import { CardGridSkeleton, DashboardSection, SectionEmpty } from './dashboard-section';
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

  let body: React.ReactNode;
  if (listings.isPending) body = <CardGridSkeleton label={t('owner.properties.loading')} />;
  else if (listings.isError)
    body = (
      <StatePanel
        icon={<CloudOff />}
        title={t('owner.properties.loadFailed')}
        hint={t('owner.loadFailedHint')}
      >
        <Button variant="outline" onClick={() => void listings.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('owner.tryAgain')}
        </Button>
      </StatePanel>
    );
  else if (listings.data.length === 0)
    body = (
      <SectionEmpty
        icon={<Building2 />}
        title={t('owner.properties.empty')}
        hint={t('owner.properties.emptyHint')}
      >
        <Button asChild>
          <Link to="/sell-property">{t('owner.tiles.sellProperty')}</Link>
        </Button>
      </SectionEmpty>
    );
  else
    body = (
      <ul aria-label={t('owner.properties.listLabel')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {listings.data.map((listing) => (
          <li key={listing.id}>
            <OwnerPropertyCard listing={listing} onDelete={(trigger) => del.ask(listing, trigger)} />
          </li>
        ))}
      </ul>
    );

  return (
    <DashboardSection
      id="my-properties"
      icon={<House />}
      title={title ?? t('owner.properties.title')}
      count={listings.data?.length}
      action={
        listings.data && listings.data.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/sell-property">{t('owner.properties.add')}</Link>
          </Button>
        ) : undefined
      }
    >
      {body}
      {del.dialog}
    </DashboardSection>
  );
}
