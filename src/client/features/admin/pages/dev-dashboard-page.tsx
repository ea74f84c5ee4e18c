import { Terminal } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /dev: notifications, inboxes and moderation. */
export function DevDashboardPage() {
  const title = t('dev.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Terminal} title={title} lead={t('dev.lead')} />;
}
