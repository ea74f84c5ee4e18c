import { type FormEvent, useRef, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { t } from '#src/client/i18n/index.ts';
import { fieldIssues } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCents } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { ownerShareCents } from '#src/shared/bookings/amounts.ts';
import { REASON_MAX, REASON_MIN, type StaffBookingView } from '#src/shared/contracts/staff-bookings.ts';
import { toastSuccess } from '../dev/toasts';
import { toastFailure } from '../lib/toasts';
import { useDecision } from './api';
import { ViewPart } from './booking-money';
import { centsOf, payoutDate } from './labels';

type Kind = 'hold' | 'release' | 'refund';

/** Dollars as typed: digits with at most two decimals, read to cents without floats. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const centsFromText = (text: string) => {
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

/**
 * Staff's decisions on a booking whose money is held, as the server allows them now (`actions`):
 * Hold, Release, or Refund (an amount, or all that remains). Each asks for the reason, kept in the
 * booking's history; a refund says what goes where and asks once more before it is made.
 */
export function DecisionPanel({ view }: { view: StaffBookingView }) {
  const { user } = useCurrentUser();
  const [kind, setKind] = useState<Kind | null>(null);
  const b = view.booking;
  const own = !!user && (view.guest?.id === user.id || view.owner?.id === user.id);
  const canRefund = view.actions.includes('refundPart') || view.actions.includes('refundAll');
  const buttons: [Kind, boolean, string][] = [
    ['hold', view.actions.includes('hold'), t('staffBookings.decide.hold')],
    ['release', view.actions.includes('release'), t('staffBookings.decide.release')],
    ['refund', canRefund, t('staffBookings.decide.refund')],
  ];
  const shown = buttons.filter(([, allowed]) => allowed);
  return (
    <ViewPart id="booking-decide" title={t('staffBookings.decide.title')}>
      {own ? (
        <p className="text-sm text-muted-foreground">{t('staffBookings.decide.own')}</p>
      ) : kind ? (
        <DecisionForm
          key={`${b.id}-${kind}-${b.version}`}
          view={view}
          kind={kind}
          onDone={() => setKind(null)}
        />
      ) : shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('staffBookings.decide.none')}</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {shown.map(([k, , label]) => (
            <Button key={k} variant={k === 'refund' ? 'destructive' : 'outline'} onClick={() => setKind(k)}>
              {label}
            </Button>
          ))}
        </div>
      )}
    </ViewPart>
  );
}

function DecisionForm({ view, kind, onDone }: { view: StaffBookingView; kind: Kind; onDone: () => void }) {
  const decision = useDecision();
  const [reason, setReason] = useState('');
  const [amount, setAmount] = useState('');
  const [errors, setErrors] = useState<{ reason?: string; amount?: string }>({});
  const [confirming, setConfirming] = useState<number | null>(null);
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const b = view.booking;
  const currency = b.currency;
  const rest = centsOf(view.refundable);
  const fee = centsOf(view.usageFee);
  const payDay = formatInstantDay(payoutDate(view).toISOString());
  const cents = (n: number) => formatCents(n, currency);

  const check = () => {
    const found: typeof errors = {};
    const r = reason.trim();
    if (r.length < REASON_MIN) found.reason = t('staffBookings.decide.reasonShort');
    else if (r.length > REASON_MAX) found.reason = t('staffBookings.decide.reasonLong');
    const a = amount.trim();
    if (kind === 'refund' && a) {
      if (!AMOUNT.test(a)) found.amount = t('staffBookings.decide.amountFormat');
      else if (centsFromText(a) === 0) found.amount = t('staffBookings.decide.amountZero');
      else if (centsFromText(a) > rest)
        found.amount = t('staffBookings.decide.amountAbove', { rest: cents(rest) });
    }
    return found;
  };

  const send = (refundCents?: number) =>
    decision.mutate(
      kind === 'refund'
        ? {
            kind,
            id: b.id,
            reason: reason.trim(),
            ...(refundCents === undefined || refundCents === rest ? {} : { amount: refundCents / 100 }),
          }
        : { kind, id: b.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setConfirming(null);
          const done = { hold: 'holdDone', release: 'releaseDone', refund: 'refundDone' } as const;
          toastSuccess(t(`staffBookings.decide.${done[kind]}`, { reference: b.reference }));
          onDone();
        },
        onError: (error) => {
          setConfirming(null);
          const issues = fieldIssues(error);
          if (issues.reason || issues.amount) setErrors({ reason: issues.reason, amount: issues.amount });
          else toastFailure(t('staffBookings.decide.failed'), error);
        },
      },
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (decision.isPending) return;
    const found = check();
    setErrors(found);
    if (found.reason) return reasonRef.current?.focus();
    if (found.amount) return amountRef.current?.focus();
    if (kind === 'refund') setConfirming(amount.trim() ? centsFromText(amount.trim()) : rest);
    else send();
  };

  const lead =
    kind === 'hold'
      ? t('staffBookings.decide.holdLead')
      : kind === 'release'
        ? t('staffBookings.decide.releaseLead', { share: cents(ownerShareCents(rest, fee)), date: payDay })
        : t('staffBookings.decide.refundLead', { rest: cents(rest) });
  const submitLabel =
    kind === 'hold'
      ? t('staffBookings.decide.hold')
      : kind === 'release'
        ? t('staffBookings.decide.release')
        : t('staffBookings.decide.review');
  const kept = confirming === null ? 0 : rest - confirming;

  return (
    <form onSubmit={submit} noValidate className="space-y-4 rounded-xl border border-border bg-canvas p-4">
      <p className="text-sm text-pretty">{lead}</p>
      <FormField
        id="decision-reason"
        label={t('staffBookings.decide.reason')}
        hint={t('staffBookings.decide.reasonHint')}
        error={errors.reason}
      >
        <Textarea
          ref={reasonRef}
          autoFocus
          value={reason}
          maxLength={REASON_MAX + 50}
          onChange={(e) => setReason(e.target.value)}
        />
      </FormField>
      {kind === 'refund' ? (
        <FormField
          id="decision-amount"
          label={t('staffBookings.decide.amount')}
          hint={t('staffBookings.decide.amountHint', { rest: cents(rest) })}
          error={errors.amount}
        >
          <Input
            ref={amountRef}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        </FormField>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={onDone} disabled={decision.isPending}>
          {t('staffBookings.decide.back')}
        </Button>
        <SubmitButton
          pending={decision.isPending && confirming === null}
          pendingLabel={t('staffBookings.decide.saving')}
        >
          {submitLabel}
        </SubmitButton>
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t('staffBookings.decide.confirmTitle', { amount: cents(confirming ?? 0) })}
        description={
          kept > 0
            ? t('staffBookings.decide.confirmPart', {
                rest: cents(kept),
                share: cents(ownerShareCents(kept, fee)),
                date: payDay,
              })
            : t('staffBookings.decide.confirmAll')
        }
        confirmLabel={t('staffBookings.decide.confirm', { amount: cents(confirming ?? 0) })}
        pendingLabel={t('staffBookings.decide.saving')}
        cancelLabel={t('staffBookings.decide.keep')}
        pending={decision.isPending}
        onConfirm={() => send(confirming ?? undefined)}
      />
    </form>
  );
}
