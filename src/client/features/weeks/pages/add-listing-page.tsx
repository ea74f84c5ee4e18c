import { CalendarPlus } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /add-listing: an owner lists a week for rent. */
export function AddListingPage() {
  const title = t('addListing.title');
  usePageTitle(title);
  return (
    // The tutorial's 'week-form' step points here; the form that replaces the placeholder keeps the container.
    <div data-tutorial="week-form" className="mx-auto w-full max-w-3xl">
      <PagePlaceholder icon={CalendarPlus} title={title} lead={t('addListing.lead')} />
    </div>
  );
}
