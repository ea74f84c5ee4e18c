import { Briefcase } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /manager: users and their contracts. */
export function ManagerDashboardPage() {
  const title = t('manager.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Briefcase} title={title} lead={t('manager.lead')} />;
}
