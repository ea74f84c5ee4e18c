import { Building2 } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /all-properties: properties for sale. */
export function AllPropertiesPage() {
  const title = t('allProperties.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Building2} title={title} lead={t('allProperties.lead')} />;
}
