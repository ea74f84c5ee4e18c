import { useId } from 'react';
import { ImageCarousel } from '#src/client/components/ui/image-carousel.tsx';
import { ListingCard, PictureBadge } from '#src/client/components/ui/listing-card.tsx';
import { ownershipText } from '#src/client/features/catalog/api.ts';
import { HiddenNotice, hiddenBadgeText } from '#src/client/features/moderation/components/hidden-notice.tsx';
import { PropertyCardSummary } from '#src/client/features/properties/components/property-card.tsx';
import { type MessageKey, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { OwnerPropertyListing } from '#src/shared/contracts/properties.ts';
import { imageSrcSet } from '#src/shared/images.ts';
import { OwnerDeleteButton } from './owner-delete-button';

const STATUS_LABELS = {
  active: 'owner.properties.statusActive',
  sold: 'owner.properties.statusSold',
  withdrawn: 'owner.properties.statusWithdrawn',
} as const satisfies Record<string, MessageKey>;

/**
 * One of the owner's property listings: the photos (with their sizes for the
 * screen), hotel name, location, unit size, price, weeks or season, description, status, Delete.
 */
export function OwnerPropertyCard({
  listing,
  onDelete,
}: {
  listing: OwnerPropertyListing;
  onDelete: (trigger: HTMLElement) => void;
}) {
  const titleId = useId();
  const pictures = listing.imageUrls.map((src, i) => ({
    src,
    srcSet: imageSrcSet(src),
    alt: t('owner.properties.pictureAlt', { hotel: listing.hotelName, n: i + 1 }),
  }));
  const status = STATUS_LABELS[listing.status as keyof typeof STATUS_LABELS] as
    | (typeof STATUS_LABELS)[keyof typeof STATUS_LABELS]
    | undefined;
  const media = (
    <div className="relative">
      <ImageCarousel
        images={pictures}
        label={t('owner.properties.pictures', { hotel: listing.hotelName })}
        title={listing.hotelName}
        expandable
      />
      {listing.hidden ? (
        <PictureBadge className="bg-amber-500 text-amber-950 shadow-sm">{hiddenBadgeText()}</PictureBadge>
      ) : status ? (
        <PictureBadge
          className={cn(
            'shadow-sm',
            listing.status === 'active' ? 'bg-white/95 text-success' : 'bg-slate-950/75 text-white',
          )}
        >
          {t(status)}
        </PictureBadge>
      ) : null}
    </div>
  );
  return (
    <ListingCard titleId={titleId} media={media}>
      <PropertyCardSummary
        listing={listing}
        titleId={titleId}
        audience="owner"
        location={
          listing.type ? (
            <>
              <span aria-hidden="true">·</span>
              <span className="sr-only">{t('owner.properties.type')}: </span>
              {ownershipText(listing.type)}
            </>
          ) : null
        }
        breakLongPrice
      />
      <p className="line-clamp-4 text-sm leading-relaxed text-pretty whitespace-pre-line text-muted-foreground">
        {listing.description}
      </p>
      {listing.hidden ? <HiddenNotice /> : null}
      <div className="mt-auto flex justify-end border-t border-border pt-4">
        <OwnerDeleteButton
          label={t('owner.properties.deleteLabel', { hotel: listing.hotelName })}
          onDelete={onDelete}
        />
      </div>
    </ListingCard>
  );
}
