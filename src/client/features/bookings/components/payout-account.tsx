import { FlaskConical, Landmark } from 'lucide-react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { useOpenPayoutAccount, usePayoutAccount } from '../api';

type PayoutStatus = 'none' | 'pending' | 'active' | 'restricted';

/**
 * Opens this person's payout account: in test mode it is ready at once (`onReady`); with Stripe the
 * browser goes to Stripe's pages to finish it, and Stripe sends it back to My Dashboard.
 */
export function useAddPayoutAccount(onReady?: () => void) {
  const open = useOpenPayoutAccount();
  const add = () =>
    open.mutate(undefined, {
      onSuccess: (answer) => {
        if ('url' in answer) window.location.assign(answer.url);
        else onReady?.();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('bookings.payout.failed'),
          description: errorMessage(error),
          cause: error,
        }),
    });
  return { add, pending: open.isPending } as const;
}

/** The button that opens (or, once begun, finishes) a payout account. */
export function AddPayoutButton({ status, onReady }: { status: PayoutStatus; onReady?: () => void }) {
  const { add, pending } = useAddPayoutAccount(onReady);
  return (
    <Button onClick={add} disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner className="text-current" /> : <Landmark />}
      {pending
        ? t('bookings.payout.adding')
        : t(status === 'pending' ? 'bookings.payout.finish' : 'bookings.payout.add')}
    </Button>
  );
}

/** The mark test-mode screens carry (as the test card form's): nothing here moves money. */
export function TestModeBadge() {
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-md bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wider whitespace-nowrap text-white">
      <FlaskConical className="size-3.5" aria-hidden="true" />
      {t('bookings.payout.testBadge')}
    </span>
  );
}

/**
 * The owner's payout account above their bookings: where it stands in words, the way to add or
 * finish it while it is not ready, and the TEST mark when the built-in test provider runs.
 */
export function PayoutAccountCard() {
  const account = usePayoutAccount();
  if (account.isPending) {
    return (
      <div className="h-28 animate-pulse rounded-2xl bg-muted">
        <p role="status" className="sr-only">
          {t('bookings.payout.loading')}
        </p>
      </div>
    );
  }
  if (account.isError) return null;
  const { status, provider } = account.data;
  return (
    <section
      aria-labelledby="payout-account"
      className="grid gap-3 rounded-2xl border border-border bg-surface p-5 shadow-card sm:flex sm:items-center sm:justify-between sm:gap-6"
    >
      <div className="grid gap-1.5">
        <h3 id="payout-account" className="flex flex-wrap items-center gap-2 font-semibold">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          {t('bookings.payout.title')}
          {provider === 'test' ? <TestModeBadge /> : null}
        </h3>
        <p className="text-sm text-pretty">{t(`bookings.payout.${status}`)}</p>
        {provider === 'test' ? (
          <p className="text-xs text-pretty text-muted-foreground">{t('bookings.payout.testBody')}</p>
        ) : null}
      </div>
      {status === 'none' || status === 'pending' ? (
        <div className="shrink-0">
          <AddPayoutButton status={status} />
        </div>
      ) : null}
    </section>
  );
}
