import { ImageCarousel } from '#src/client/components/ui/image-carousel.tsx';
import { useUnitTypeImages } from '#src/client/features/catalog/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import type { PublicWeek } from '#src/shared/contracts/weeks.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { useInView } from '../hooks/use-in-view';

registerMessages(listingPagesMessages);

/**
 * The unit type's pictures, asked for when the card comes into view; a list's first card
 * (`priority`) asks at once, so they come drawn with the page and its first picture loads first.
 * Until a card is near the screen its frame is a still placeholder: a list of pulsing frames kept
 * a phone's main thread drawing frames nobody sees (docs/decisions/048-lighthouse-at-a-slow-cpu.md).
 */
export function UnitTypePictures({
  week,
  unitType,
  priority = false,
}: {
  week: PublicWeek;
  /** The unit type's name as the card writes it (in the reader's language). */
  unitType: string;
  priority?: boolean;
}) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const images = useUnitTypeImages(week.unitTypeId, { enabled: inView || priority });
  const names = { unitType, resort: week.resortName };
  const pictures = (images.data ?? []).map((image, i) => ({
    src: image.imageUrl,
    alt: image.description?.trim() || t('listings.week.pictureAlt', { ...names, n: i + 1 }),
  }));

  return (
    <div ref={ref}>
      <ImageCarousel
        images={pictures}
        waiting={!(inView || priority)}
        loading={images.isPending}
        priority={priority}
        label={t('listings.week.pictures', names)}
        title={`${week.resortName} · ${unitType}`}
        expandable
      />
    </div>
  );
}
