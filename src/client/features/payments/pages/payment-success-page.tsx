import { BadgeCheck } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /payment-success: where the payment provider returns. */
export function PaymentSuccessPage() {
  const title = t('paymentSuccess.title');
  usePageTitle(title);
  return <PagePlaceholder icon={BadgeCheck} title={title} lead={t('paymentSuccess.lead')} />;
}
