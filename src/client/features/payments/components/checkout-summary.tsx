import { Check, ShieldCheck } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { formatCents, priceNamesCurrency } from '#src/client/lib/format.ts';

/** What is being paid for and how much: the plan (or payment link) and the total. */
export function CheckoutSummary({
  title,
  description,
  features,
  amountCents,
}: {
  title: string;
  description?: string;
  features?: string[];
  amountCents: number;
}) {
  return (
    <section
      aria-labelledby="checkout-summary"
      className="rounded-2xl border border-border bg-surface p-6 shadow-card"
    >
      <h2
        id="checkout-summary"
        className="text-sm font-semibold tracking-widest text-muted-foreground uppercase"
      >
        {t('payments.checkout.summary')}
      </h2>
      <p className="mt-3 text-xl font-bold">{title}</p>
      {description ? <p className="mt-1 text-pretty text-sm text-muted-foreground">{description}</p> : null}
      {features?.length ? (
        <ul className="mt-4 grid gap-2 text-sm">
          {features.map((feature) => (
            <li key={feature} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
              {feature}
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-6 flex items-baseline justify-between border-t border-border pt-4">
        <dt className="text-sm font-medium">{t('payments.checkout.total')}</dt>
        <dd className="text-2xl font-bold tracking-tight">
          {formatCents(amountCents)}
          {priceNamesCurrency() ? null : (
            <span className="ml-1 text-sm font-medium text-muted-foreground">
              {t('payments.currencyUsd')}
            </span>
          )}
        </dd>
      </dl>
      <p className="mt-4 flex gap-2 text-xs text-muted-foreground">
        <ShieldCheck className="size-4 shrink-0" aria-hidden="true" />
        {t('payments.checkout.secure')}
      </p>
    </section>
  );
}
