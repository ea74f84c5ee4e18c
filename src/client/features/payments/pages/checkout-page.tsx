import { CreditCard } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /checkout: card payment for the chosen tier. */
export function CheckoutPage() {
  const title = t('checkout.title');
  usePageTitle(title);
  return <PagePlaceholder icon={CreditCard} title={title} lead={t('checkout.lead')} />;
}
