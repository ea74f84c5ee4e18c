import { Banknote, CreditCard, Landmark } from 'lucide-react';
import { useId } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCents, formatPesos } from '#src/client/lib/format.ts';
import { useSiteConfig } from '#src/client/lib/site-config.ts';
import { rateE4, rateText, toPesos, usd } from '#src/shared/money/money.ts';
import {
  type DelayedMethod,
  OXXO_EXPIRES_AFTER_DAYS,
  PAYMENT_METHODS,
  type PaymentMethod,
  SPEI_WINDOW_HOURS,
} from '#src/shared/payments/methods.ts';

const ICONS = { card: CreditCard, oxxo: Banknote, spei: Landmark } as const;

/** What the choice knows of the site's rate: the pesos a dollar amount comes to, as the server prices them. */
export function usePesoQuote(usdCents: number) {
  const rate = useSiteConfig().data?.exchangeRate ?? null;
  if (!rate) return null;
  const e4 = rateE4(rate.usdMxn);
  return { pesos: toPesos(usd(usdCents), e4).cents, rate: rateText(e4) };
}

/**
 * Card, OXXO or SPEI (decision 064), as native radios (arrow keys move between them): each says
 * what is charged and in which currency, and a method the server would refuse is disabled with its
 * reason (no rate for pesos; `unavailable`, e.g. check-in too close for the week's hold).
 */
export function MethodChoice({
  usdCents,
  value,
  onChange,
  unavailable = {},
}: {
  usdCents: number;
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  unavailable?: Partial<Record<DelayedMethod, string>>;
}) {
  const name = useId();
  const quote = usePesoQuote(usdCents);
  const reasonOf = (method: PaymentMethod) =>
    method === 'card' ? null : !quote ? t('mxpay.method.noRate') : (unavailable[method] ?? null);
  const lineOf = (method: PaymentMethod) => {
    if (method === 'card') return t('mxpay.method.cardLine', { amount: formatCents(usdCents) });
    const amount = quote ? formatPesos(quote.pesos) : '';
    return method === 'oxxo'
      ? t('mxpay.method.oxxoLine', { amount, days: OXXO_EXPIRES_AFTER_DAYS })
      : t('mxpay.method.speiLine', { amount, hours: SPEI_WINDOW_HOURS });
  };
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-base font-semibold">{t('mxpay.method.legend')}</legend>
      {PAYMENT_METHODS.map((method) => {
        const reason = reasonOf(method);
        const Icon = ICONS[method];
        return (
          <label
            key={method}
            data-method={method}
            className={cn(
              'flex items-start gap-3 rounded-xl border border-border p-4 text-sm transition-colors',
              reason
                ? 'cursor-not-allowed bg-muted/50 text-muted-foreground'
                : 'cursor-pointer hover:border-primary/60 has-[:checked]:border-primary has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name={name}
              value={method}
              checked={value === method}
              disabled={!!reason}
              aria-describedby={`${name}-${method}-line`}
              onChange={() => onChange(method)}
              className="mt-1 size-4 shrink-0 accent-primary"
            />
            <Icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="grid min-w-0 gap-0.5">
              <span className="font-semibold text-foreground">{t(`mxpay.method.${method}`)}</span>
              <span id={`${name}-${method}-line`} className="text-pretty tabular-nums">
                {reason ?? lineOf(method)}
                {!reason && method !== 'card' && quote ? (
                  <span className="block text-xs text-muted-foreground">
                    {t('mxpay.method.rateLine', { dollars: formatCents(usdCents), rate: quote.rate })}
                  </span>
                ) : null}
              </span>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
