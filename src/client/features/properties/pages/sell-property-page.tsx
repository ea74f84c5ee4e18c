import { House } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /sell-property: an owner lists a property for sale. */
export function SellPropertyPage() {
  const title = t('sellProperty.title');
  usePageTitle(title);
  return (
    // The tutorial's 'property-form' step points here; the form that replaces the placeholder keeps the container.
    <div data-tutorial="property-form" className="mx-auto w-full max-w-3xl">
      <PagePlaceholder icon={House} title={title} lead={t('sellProperty.lead')} />
    </div>
  );
}
