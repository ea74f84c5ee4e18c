import { Users } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /accounts-management: activation and roles. */
export function AccountsManagementPage() {
  const title = t('accountsManagement.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Users} title={title} lead={t('accountsManagement.lead')} />;
}
