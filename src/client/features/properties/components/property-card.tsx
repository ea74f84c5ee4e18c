import { BedDouble, CalendarRange, MapPin, UserRound } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { ImageCarousel } from '#src/client/components/ui/image-carousel.tsx';
import { ListingCard } from '#src/client/components/ui/listing-card.tsx';
import { PriceBeside, useTextPriceLines } from '#src/client/components/ui/price.tsx';
import { ownershipText, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { type MessageKey, registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { PublicPropertyListing } from '#src/shared/contracts/properties.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
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

  const media = (
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
          {ownershipText(listing.type)}
        </span>
      ) : null}
    </div>
  );

  return (
    <ListingCard titleId={titleId} media={media} hoverLift>
      <PropertyCardSummary listing={listing} titleId={titleId} audience="travelers" />
      <Description text={listing.description} />
      <div className="mt-auto space-y-4 border-t border-border pt-4">
        <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
          <UserRound className="size-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{t('listings.property.postedBy', { name: postedBy })}</span>
        </p>
        <div className="grid">{renderAction?.(listing, { titleId, summary })}</div>
      </div>
    </ListingCard>
  );
}

/** The words of a property's card, in the public list and on its owner's dashboard. */
const PROPERTY_CARD_TEXTS = {
  travelers: {
    price: 'listings.property.price',
    unitSize: 'listings.property.unitSize',
    weeksOrSeason: 'listings.property.weeksOrSeason',
  },
  owner: {
    price: 'owner.properties.price',
    unitSize: 'owner.properties.unitSize',
    weeksOrSeason: 'owner.properties.availability',
  },
} as const satisfies Record<string, Record<string, MessageKey>>;

/**
 * The top of a property's card, for travelers and for its owner alike: the hotel (the card's
 * heading), its location (and anything `location` adds to that line), the price as the owner
 * wrote it, and the unit size and weeks or season.
 */
export function PropertyCardSummary({
  listing,
  titleId,
  audience,
  location,
  breakLongPrice = false,
}: {
  listing: Pick<PublicPropertyListing, 'hotelName' | 'location' | 'price' | 'unitSize' | 'weeksOrSeason'>;
  titleId: string;
  /** Whose card it is: the names of the price and the facts are theirs. */
  audience: keyof typeof PROPERTY_CARD_TEXTS;
  location?: ReactNode;
  /** Let a price written without spaces wrap anywhere rather than run past the card. */
  breakLongPrice?: boolean;
}) {
  const texts = PROPERTY_CARD_TEXTS[audience];
  const names = useReferenceNames();
  const price = useTextPriceLines(listing.price);
  return (
    <>
      <div className="min-w-0 space-y-1">
        <h3 id={titleId} className="text-lg leading-snug font-semibold text-balance">
          {listing.hotelName}
        </h3>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MapPin className="size-4 shrink-0" aria-hidden="true" />
          {names.text(listing.location)}
          {location}
        </p>
      </div>
      <p className={cn('text-2xl font-bold tracking-tight', breakLongPrice && 'break-words')}>
        <span className="sr-only">{t(texts.price)}: </span>
        {price ? price.main : listing.price}
        {price ? <PriceBeside text={price.beside} className="mt-1 font-normal tracking-normal" /> : null}
      </p>
      <dl className="grid grid-cols-2 gap-3 rounded-xl bg-muted/70 p-3 text-sm">
        <Fact icon={<BedDouble />} label={t(texts.unitSize)} value={names.text(listing.unitSize)} />
        <Fact icon={<CalendarRange />} label={t(texts.weeksOrSeason)} value={listing.weeksOrSeason} />
      </dl>
    </>
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
        // The owner's own words, in whatever language they wrote them (not a text of ours to translate).
        data-owner-text=""
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
