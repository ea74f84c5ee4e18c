import { Link2 } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /custom-membership: staff create payment links. */
export function CustomMembershipPage() {
  const title = t('customMembership.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Link2} title={title} lead={t('customMembership.lead')} />;
}
