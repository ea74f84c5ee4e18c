import { Images } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /unit-type-images: photos per unit type. */
export function UnitTypeImagesPage() {
  const title = t('unitTypeImages.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Images} title={title} lead={t('unitTypeImages.lead')} />;
}
