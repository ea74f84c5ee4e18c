import { format } from 'date-fns';
import { findTier } from '../../../../shared/contracts/payments';
import { type MessageKey, t } from '../../../i18n';

const whole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
const cents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
});

/** '$3,500' for whole dollars, '$250.50' otherwise (spec 000 §9: thousands separators). */
export function formatCents(amountCents: number, currency = 'usd'): string {
  const formatter =
    currency.toLowerCase() === 'usd'
      ? amountCents % 100 === 0
        ? whole
        : cents
      : new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
  return formatter.format(amountCents / 100);
}

/** 'Nov 22, 2026' (spec 000 §9). */
export const formatDate = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The catalogue name of a tier ('Gold'), or the id when unknown. */
export function tierName(id: string): string {
  const tier = findTier(id);
  return tier ? t(`payments.tier.${tier.id}.name` as MessageKey & `payments.tier.${string}.name`) : id;
}
