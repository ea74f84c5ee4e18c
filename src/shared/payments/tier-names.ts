import { paymentsMessages } from '../i18n/en/payments';
import { paymentsMessagesEs } from '../i18n/es/payments';

/**
 * A membership tier's name as the site writes it in a language ('Gold', 'Oro'), for the server's
 * mails; the tier's id when it has none.
 */
export function tierName(id: string, locale: 'en' | 'es'): string {
  const names: Record<string, string> = locale === 'es' ? paymentsMessagesEs : paymentsMessages;
  return names[`payments.tier.${id}.name`] ?? id;
}
