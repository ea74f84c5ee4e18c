import { TZDate } from '@date-fns/tz';
import { getLocale, t } from '../i18n';
import { formatPattern } from './format-date';

/** OXXO vouchers and SPEI windows end at Mexico City's clock (the store's and the banks'), whatever the reader's zone. */
export const MEXICO_CITY = 'America/Mexico_City';

/**
 * An instant as Mexico City's clock shows it, the zone named: 'Sat, Dec 5, 2026, 11:59 PM, Mexico
 * City time' / 'sáb 5 dic 2026, 23:59, hora de la Ciudad de México'.
 */
export function mexicoTime(iso: string): string {
  const at = new TZDate(new Date(iso).getTime(), MEXICO_CITY);
  const date = formatPattern(at, getLocale() === 'es' ? 'EEE d MMM yyyy, HH:mm' : 'EEE, MMM d, yyyy, h:mm a');
  return t('mxpay.voucher.mexicoTime', { date });
}
