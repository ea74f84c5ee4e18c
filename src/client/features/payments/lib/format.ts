import { type MessageKey, t } from '#src/client/i18n/index.ts';
import { findTier } from '#src/shared/contracts/payments.ts';

/** The catalogue name of a tier ('Gold'), or the id when unknown. */
export function tierName(id: string): string {
  const tier = findTier(id);
  return tier ? t(`payments.tier.${tier.id}.name` as MessageKey & `payments.tier.${string}.name`) : id;
}
