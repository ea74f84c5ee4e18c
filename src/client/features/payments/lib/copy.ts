import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';

/** Copies a payment link and says so ('Payment link copied to clipboard' / 'Failed to copy link'). */
export async function copyPaymentLink(url: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(url);
    toast({ title: t('payments.links.success'), description: t('payments.links.copied') });
  } catch {
    toast({ variant: 'destructive', title: t('payments.links.copyFailed') });
  }
}
