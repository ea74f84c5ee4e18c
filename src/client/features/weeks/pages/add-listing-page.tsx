import { CalendarPlus } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /add-listing: an owner lists a week for rent. */
export function AddListingPage() {
  const title = t('addListing.title');
  usePageTitle(title);
  return <PagePlaceholder icon={CalendarPlus} title={title} lead={t('addListing.lead')} />;
}
