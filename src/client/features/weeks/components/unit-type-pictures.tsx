import type { PublicWeek } from '../../../../shared/contracts/weeks';
import { ImageCarousel } from '../../../components/ui/image-carousel';
import { registerMessages, t } from '../../../i18n';
import { listingPagesMessages } from '../../../i18n/en/listings-pages';
import { useUnitTypeImages } from '../../catalog/api';
import { useInView } from '../hooks/use-in-view';

registerMessages(listingPagesMessages);

/** The unit type's pictures, asked for when the card comes into view. */
export function UnitTypePictures({ week }: { week: PublicWeek }) {
  const [ref, inView] = useInView<HTMLDivElement>();
  const images = useUnitTypeImages(week.unitTypeId, { enabled: inView });
  const names = { unitType: week.unitTypeName, resort: week.resortName };
  const pictures = (images.data ?? []).map((image, i) => ({
    src: image.imageUrl,
    alt: image.description?.trim() || t('listings.week.pictureAlt', { ...names, n: i + 1 }),
  }));

  return (
    <div ref={ref}>
      <ImageCarousel
        images={pictures}
        loading={!inView || images.isPending}
        label={t('listings.week.pictures', names)}
        title={`${week.resortName} · ${week.unitTypeName}`}
        expandable
      />
    </div>
  );
}
