import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t, translateMessageText } from '#src/client/i18n/index.ts';
import { delayedPayer } from '#src/shared/contracts/payments.ts';
import type { DelayedMethod } from '#src/shared/payments/methods.ts';
import { type IntentRequest, paymentPagePath, useCreateDelayedIntent } from '../api';
import { intentErrorMessage } from '../lib/messages';

/** What the wait means for the thing bought: a membership stays inactive, a week stays held. */
export function WaitNote({ what }: { what: 'membership' | 'booking' | 'link' }) {
  if (what === 'link') return null;
  return (
    <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <Hourglass className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      {what === 'membership' ? t('mxpay.method.waitMembership') : t('mxpay.method.waitBooking')}
    </p>
  );
}

/** The button that makes the voucher or the transfer: its label, and its busy state. */
export function MakeVoucherButton({ method, pending }: { method: DelayedMethod; pending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={pending} aria-busy={pending || undefined}>
      {pending ? <Spinner className="text-current" /> : null}
      {pending
        ? t('mxpay.method.preparing')
        : method === 'oxxo'
          ? t('mxpay.method.getVoucher')
          : t('mxpay.method.getTransfer')}
    </Button>
  );
}

/**
 * OXXO or SPEI for a membership or a payment link: what waiting means, who pays (a link's payer
 * without an account types a name and e-mail, printed on the voucher), then the voucher is made
 * and its own page opens (the page the mail links to).
 */
export function DelayedStep({
  request,
  method,
  askPayer,
}: {
  request: IntentRequest;
  method: DelayedMethod;
  askPayer: boolean;
}) {
  const navigate = useNavigate();
  const create = useCreateDelayedIntent();
  const [payer, setPayer] = useState({ name: '', email: '' });
  const [errors, setErrors] = useState<{ name?: string; email?: string }>({});

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        let typed: { name: string; email: string } | undefined;
        if (askPayer) {
          const check = delayedPayer.safeParse(payer);
          if (!check.success) {
            const found: typeof errors = {};
            for (const issue of check.error.issues) {
              const key = issue.path[0] as 'name' | 'email';
              found[key] ??= translateMessageText(issue.message);
            }
            setErrors(found);
            return;
          }
          typed = check.data;
        }
        setErrors({});
        create.mutate(
          { ...request, method, ...(typed ? { payer: typed } : {}) },
          {
            onSuccess: (answer) => navigate(paymentPagePath(answer.paymentIntentId, answer.clientSecret)),
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: t('mxpay.method.failed'),
                description: intentErrorMessage(error),
                cause: error,
              }),
          },
        );
      }}
    >
      <WaitNote what={'tier' in request ? 'membership' : 'link'} />
      {askPayer ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="delayed-payer-name" label={t('mxpay.method.payerName')} error={errors.name}>
            <Input
              autoComplete="name"
              value={payer.name}
              onChange={(e) => setPayer({ ...payer, name: e.target.value })}
            />
          </FormField>
          <FormField id="delayed-payer-email" label={t('mxpay.method.payerEmail')} error={errors.email}>
            <Input
              type="email"
              autoComplete="email"
              value={payer.email}
              onChange={(e) => setPayer({ ...payer, email: e.target.value })}
            />
          </FormField>
        </div>
      ) : null}
      <MakeVoucherButton method={method} pending={create.isPending} />
    </form>
  );
}
