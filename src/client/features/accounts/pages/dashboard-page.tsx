import { LayoutDashboard } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /dashboard: the owner's own contracts, weeks and properties. */
export function DashboardPage() {
  const title = t('dashboard.title');
  usePageTitle(title);
  return <PagePlaceholder icon={LayoutDashboard} title={title} lead={t('dashboard.lead')} />;
}
