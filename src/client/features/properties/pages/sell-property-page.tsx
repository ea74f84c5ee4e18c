import { House } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /sell-property: an owner lists a property for sale. */
export function SellPropertyPage() {
  const title = t('sellProperty.title');
  usePageTitle(title);
  return <PagePlaceholder icon={House} title={title} lead={t('sellProperty.lead')} />;
}
