import { toast } from '../../../components/ui/use-toast';
import { t } from '../../../i18n';

/** Copies a payment link and says so (spec 001 §8: 'Payment link copied to clipboard' / 'Failed to copy link'). */
export async function copyPaymentLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast({ title: t('payments.links.success'), description: t('payments.links.copied') });
  } catch {
    toast({ variant: 'destructive', title: t('payments.links.copyFailed') });
  }
}
