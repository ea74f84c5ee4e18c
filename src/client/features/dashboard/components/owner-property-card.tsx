import { BedDouble, CalendarRange, MapPin, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ImageCarousel } from '#src/client/components/ui/image-carousel.tsx';
import { PesosBeside } from '#src/client/components/ui/mxn-approx.tsx';
import { type MessageKey, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { OwnerPropertyListing } from '#src/shared/contracts/properties.ts';
import { imageSrcSet } from '#src/shared/images.ts';

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
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
    >
      <div className="relative">
        <ImageCarousel
          images={pictures}
          label={t('owner.properties.pictures', { hotel: listing.hotelName })}
          title={listing.hotelName}
          expandable
        />
        {status ? (
          <span
            className={cn(
              'pointer-events-none absolute top-2.5 left-2.5 rounded-full px-2.5 py-1 text-xs font-semibold shadow-sm',
              listing.status === 'active' ? 'bg-white/95 text-success' : 'bg-slate-950/75 text-white',
            )}
          >
            {t(status)}
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4 sm:p-5">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold text-balance">
            {listing.hotelName}
          </h3>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <MapPin className="size-4 shrink-0" aria-hidden="true" />
            {listing.location}
            {listing.type ? (
              <>
                <span aria-hidden="true">·</span>
                <span className="sr-only">{t('owner.properties.type')}: </span>
                {listing.type}
              </>
            ) : null}
          </p>
        </div>
        <p className="text-2xl font-bold tracking-tight break-words">
          <span className="sr-only">{t('owner.properties.price')}: </span>
          {listing.price}
          <PesosBeside price={listing.price} />
        </p>
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted/70 p-3 text-sm">
          <div className="min-w-0">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <BedDouble className="size-3.5" aria-hidden="true" />
              {t('owner.properties.unitSize')}
            </dt>
            <dd className="mt-0.5 font-medium break-words">{listing.unitSize}</dd>
          </div>
          <div className="min-w-0">
            <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground">
              <CalendarRange className="size-3.5" aria-hidden="true" />
              {t('owner.properties.availability')}
            </dt>
            <dd className="mt-0.5 font-medium break-words">{listing.weeksOrSeason}</dd>
          </div>
        </dl>
        <p className="line-clamp-4 text-sm leading-relaxed text-pretty whitespace-pre-line text-muted-foreground">
          {listing.description}
        </p>
        <div className="mt-auto flex justify-end border-t border-border pt-4">
          <Button
            variant="outline"
            size="sm"
            className="text-destructive hover:bg-red-50 hover:text-destructive-hover"
            onClick={(event) => onDelete(event.currentTarget)}
            aria-label={t('owner.properties.deleteLabel', { hotel: listing.hotelName })}
          >
            <Trash2 aria-hidden="true" />
            {t('owner.delete')}
          </Button>
        </div>
      </div>
    </article>
  );
}
