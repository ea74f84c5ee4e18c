import type { MessageKey } from '#src/client/i18n/index.ts';
import { MEMBERSHIP_TIERS, type TierId } from '#src/shared/constants.ts';

type TierText = `payments.tier.${TierId}.${string}` & MessageKey;

const FEATURE_KEYS: Record<TierId, TierText[]> = {
  silver: [1, 2, 3, 4].map((n) => `payments.tier.silver.feature${n}` as TierText),
  gold: [1, 2, 3, 4].map((n) => `payments.tier.gold.feature${n}` as TierText),
  platinum: [1, 2, 3, 4, 5].map((n) => `payments.tier.platinum.feature${n}` as TierText),
};

/** The three membership tiers: price from the shared table, texts from the catalogue. */
export const TIER_CARDS = MEMBERSHIP_TIERS.map((tier, index) => ({
  ...tier,
  nameKey: `payments.tier.${tier.id}.name` as TierText,
  descriptionKey: `payments.tier.${tier.id}.description` as TierText,
  featureKeys: FEATURE_KEYS[tier.id],
  /** Gold and Platinum add to the tier before them. */
  previous: index > 0 ? MEMBERSHIP_TIERS[index - 1] : undefined,
}));
