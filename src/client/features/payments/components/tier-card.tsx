import { Check } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { PriceBeside, useDollarPriceLines } from '#src/client/components/ui/price.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { tierName } from '../lib/format';
import type { TIER_CARDS } from '../lib/tiers';

/** One plan: name, price, what it is for, its features, and 'Subscribe Now' to the checkout. */
export function TierCard({
  tier,
  featured = false,
  payable = true,
}: {
  tier: (typeof TIER_CARDS)[number];
  featured?: boolean;
  /** False when the site takes no payments: the button stays, disabled. */
  payable?: boolean;
}) {
  const name = t(tier.nameKey);
  const headingId = `tier-${tier.id}`;
  const price = useDollarPriceLines(tier.price);
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col rounded-2xl border bg-surface p-6 shadow-card sm:p-8',
        featured ? 'border-primary ring-2 ring-primary/30 lg:-my-3 lg:py-11' : 'border-border',
      )}
    >
      {featured ? (
        <p className="absolute -top-3 left-6 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
          {t('payments.membership.popular')}
        </p>
      ) : null}
      <h2 id={headingId} className="text-2xl font-bold tracking-tight">
        {name}
      </h2>
      <p className="mt-2 min-h-12 text-pretty text-sm text-muted-foreground">{t(tier.descriptionKey)}</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-4xl font-bold tracking-tight">{price.main}</span>
        <span className="text-sm text-muted-foreground">{t('payments.membership.perEnrollment')}</span>
      </p>
      <PriceBeside text={price.beside} className="mt-1" />
      <p className="mt-6 text-sm font-semibold">
        {tier.previous
          ? t('payments.membership.includesPrevious', { tier: tierName(tier.previous.id) })
          : t('payments.membership.includes')}
      </p>
      <ul className="mt-3 grid gap-2 text-sm">
        {tier.featureKeys.map((key) => (
          <li key={key} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{t(key)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto pt-8">
        {payable ? (
          <Button asChild size="lg" variant={featured ? 'default' : 'outline'} className="w-full">
            <Link
              to={`/checkout?tier=${tier.id}&amount=${tier.price}`}
              aria-label={t('payments.membership.subscribeTier', { tier: name })}
            >
              {t('payments.membership.subscribe')}
            </Link>
          </Button>
        ) : (
          <Button
            size="lg"
            variant="outline"
            className="w-full"
            disabled
            aria-label={t('payments.membership.subscribeTier', { tier: name })}
          >
            {t('payments.membership.subscribe')}
          </Button>
        )}
      </div>
    </article>
  );
}
