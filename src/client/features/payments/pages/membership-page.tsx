import { Gem } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /membership: the three tier cards. */
export function MembershipPage() {
  const title = t('membership.title');
  usePageTitle(title);
  return <PagePlaceholder icon={Gem} title={title} lead={t('membership.lead')} />;
}
