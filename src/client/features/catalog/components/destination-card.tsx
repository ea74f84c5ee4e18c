import { ArrowRight, CalendarDays } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { SafeImage } from '#src/client/components/ui/safe-image.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import {
  DESTINATION_IMAGE_HEIGHT,
  DESTINATION_IMAGE_SIZES,
  DESTINATION_IMAGE_WIDTH,
  destinationImage,
} from '#src/shared/destination-images.ts';
import { destinationPath } from '#src/shared/destination-names.ts';

/** The four states of a card's availability line. */
export type Availability = { state: 'loading' } | { state: 'error' } | { state: 'loaded'; weeks: number };

export function availabilityText(availability: Availability): string {
  switch (availability.state) {
    case 'loading':
      return t('landing.availabilityLoading');
    case 'error':
      return t('landing.availabilityError');
    case 'loaded': {
      const n = availability.weeks;
      if (n <= 0) return t('landing.availabilityNone');
      return n === 1
        ? t('landing.availabilityOne', { n: formatCount(n) })
        : t('landing.availabilityMany', { n: formatCount(n) });
    }
  }
}

/** A 400 px picture card: the destination's name, how many weeks it has, and a way in. */
export function DestinationCard({
  name,
  shownName = name,
  availability,
}: {
  name: string;
  /** The name in the reader's language ('Mazatlán'); `name` stays the address. */
  shownName?: string;
  availability: Availability;
}) {
  const titleId = useId();
  const image = destinationImage(name);
  return (
    <article
      aria-labelledby={titleId}
      className="group relative isolate flex h-[400px] flex-col justify-end overflow-hidden rounded-2xl bg-slate-800 shadow-card"
    >
      <SafeImage
        src={image.src}
        srcSet={image.srcSet}
        sizes={DESTINATION_IMAGE_SIZES}
        width={DESTINATION_IMAGE_WIDTH}
        height={DESTINATION_IMAGE_HEIGHT}
        alt=""
        className="absolute inset-0 -z-20 size-full transition-transform duration-700 ease-out group-hover:scale-105"
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-slate-950/90 via-slate-950/35 via-45% to-transparent to-70%"
        aria-hidden="true"
      />
      <div className="flex flex-col items-start gap-3 p-6 text-white">
        <h3 id={titleId} className="text-2xl font-bold tracking-tight drop-shadow-sm">
          {shownName}
        </h3>
        <p
          className="flex items-center gap-2 text-sm font-medium text-slate-100"
          data-availability={availability.state}
        >
          <CalendarDays className="size-4 shrink-0 text-amber-200" aria-hidden="true" />
          {availabilityText(availability)}
        </p>
        <Link
          to={destinationPath(name)}
          aria-describedby={titleId}
          className="mt-1 inline-flex h-10 items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 shadow-sm transition-colors hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('landing.viewProperties')}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}

export { destinationPath };
