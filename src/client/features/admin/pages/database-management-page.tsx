import { Database } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /database-management: resorts, contract types, unit types. */
export function DatabaseManagementPage() {
  const title = t('databaseManagement.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Database} title={title} lead={t('databaseManagement.lead')} />;
}
