import { Building2, CloudOff, House, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OwnerPropertyListing } from '../../../../shared/contracts/properties';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/use-toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { useDeleteListing, useMyListings } from '../../properties/api';
import { CardGridSkeleton, DashboardSection, SectionEmpty } from './dashboard-section';
import { OwnerPropertyCard } from './owner-property-card';

/** 'My Property Listings' (spec 001 §2): the owner's listings, each deletable after a confirmation. */
export function MyPropertiesSection({
  title,
}: {
  /** The section's heading where another page names it differently. */ title?: string;
} = {}) {
  const listings = useMyListings();
  const remove = useDeleteListing();
  const [target, setTarget] = useState<OwnerPropertyListing | null>(null);
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  const focusAfter = useRef<HTMLDivElement>(null);

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleted.current = true;
        setOpen(false);
        toast({ title: t('owner.properties.deleted'), description: t('owner.properties.deletedBody') });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: t('owner.properties.deleteFailed'),
          description: errorMessage(error),
        });
      },
    });
  };

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
            <OwnerPropertyCard
              listing={listing}
              onDelete={() => {
                setTarget(listing);
                setOpen(true);
              }}
            />
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
      <div ref={focusAfter} tabIndex={-1} className="focus:outline-none">
        {body}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('owner.properties.confirmTitle')}
        description={target ? t('owner.properties.confirmBody', { hotel: target.hotelName }) : undefined}
        cancelLabel={t('owner.cancel')}
        confirmLabel={t('owner.delete')}
        pendingLabel={t('owner.deleting')}
        pending={remove.isPending}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          // The deleted listing's button is gone: carry on from the list.
          deleted.current = false;
          event.preventDefault();
          focusAfter.current?.focus();
        }}
      />
    </DashboardSection>
  );
}
