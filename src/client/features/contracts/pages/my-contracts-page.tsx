import { FileSignature } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /my-contract: the signed-in owner's contracts. */
export function MyContractsPage() {
  const title = t('myContract.title');
  usePageTitle(title);
  return <PagePlaceholder icon={FileSignature} title={title} lead={t('myContract.lead')} />;
}
