import { BedDouble, CalendarRange, MapPin, UserRound } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { ImageCarousel } from '#src/client/components/ui/image-carousel.tsx';
import { PesosBeside } from '#src/client/components/ui/mxn-approx.tsx';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { PublicPropertyListing } from '#src/shared/contracts/properties.ts';
import { imageSrcSet } from '#src/shared/images.ts';

registerMessages(listingPagesMessages);

/** What a card hands to its action (the interest button): the heading to point at, a one-line summary. */
export interface PropertyActionContext {
  titleId: string;
  summary: string;
}

export type RenderPropertyAction = (
  listing: PublicPropertyListing,
  context: PropertyActionContext,
) => ReactNode;

/**
 * Pictures, hotel, location, unit size, the price as the owner wrote it, weeks or season, the
 * description (three lines, expandable), who posted it, and the page's action.
 */
export function PropertyCard({
  listing,
  renderAction,
  priority = false,
}: {
  listing: PublicPropertyListing;
  renderAction?: RenderPropertyAction;
  /** The list's first card: its first picture loads at once, first. */
  priority?: boolean;
}) {
  const titleId = useId();
  const pictures = listing.imageUrls.map((src, i) => ({
    src,
    // Uploaded photos come in 480/960/1600 widths; the browser picks by the card's size.
    srcSet: imageSrcSet(src),
    alt: t('listings.property.pictureAlt', { hotel: listing.hotelName, n: i + 1 }),
  }));
  const summary = t('listings.interest.propertySummary', {
    hotel: listing.hotelName,
    location: listing.location,
  });
  const postedBy = `${listing.user.firstName} ${listing.user.lastName}`.trim();

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-border bg-surface shadow-card transition-shadow hover:shadow-raised"
    >
      <div className="relative">
        <ImageCarousel
          images={pictures}
          label={t('listings.property.pictures', { hotel: listing.hotelName })}
          title={listing.hotelName}
          expandable
          priority={priority}
        />
        {listing.type ? (
          <span className="pointer-events-none absolute bottom-2.5 left-2.5 rounded-full bg-white/95 px-2.5 py-1 text-xs font-semibold text-slate-900 shadow-sm">
            {listing.type}
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
          </p>
        </div>
        <p className="text-2xl font-bold tracking-tight">
          <span className="sr-only">{t('listings.property.price')}: </span>
          {listing.price}
          <PesosBeside price={listing.price} />
        </p>
        <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted/70 p-3 text-sm">
          <Fact icon={<BedDouble />} label={t('listings.property.unitSize')} value={listing.unitSize} />
          <Fact
            icon={<CalendarRange />}
            label={t('listings.property.weeksOrSeason')}
            value={listing.weeksOrSeason}
          />
        </dl>
        <Description text={listing.description} />
        <div className="mt-auto space-y-4 border-t border-border pt-4">
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
            <UserRound className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">{t('listings.property.postedBy', { name: postedBy })}</span>
          </p>
          <div className="grid">{renderAction?.(listing, { titleId, summary })}</div>
        </div>
      </div>
    </article>
  );
}

function Fact({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="flex items-center gap-1.5 text-xs font-medium text-muted-foreground [&_svg]:size-3.5">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="mt-0.5 font-medium break-words text-foreground">{value}</dd>
    </div>
  );
}

/** Three lines, and 'Read more' only when the text is longer than that. */
function Description({ text }: { text: string }) {
  const id = useId();
  const ref = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [overflows, setOverflows] = useState(false);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || expanded) return;
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1);
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // Its first report comes with the next frame: every card's answer is drawn in one go then,
    // rather than each card forcing a layout and a redraw inside the page's hydration.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [expanded]);

  if (!text.trim()) return null;
  return (
    <div className="space-y-1">
      <p
        id={id}
        ref={ref}
        className={cn(
          'text-sm leading-relaxed text-pretty text-muted-foreground',
          !expanded && 'line-clamp-3',
        )}
      >
        {text}
      </p>
      {overflows || expanded ? (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((v) => !v)}
          className="cursor-pointer rounded text-sm font-semibold text-primary hover:underline"
        >
          {expanded ? t('listings.property.readLess') : t('listings.property.readMore')}
        </button>
      ) : null}
    </div>
  );
}
