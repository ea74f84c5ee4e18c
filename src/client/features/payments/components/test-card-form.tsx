import { FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { testConfirmInput } from '#src/shared/contracts/payments.ts';
import { testConfirmRequest, useConfirmTestPayment } from '../api';
import { confirmErrorMessage, declineMessage } from '../lib/messages';
import { PayButton } from './pay-button';
import { PaymentFailure } from './payment-failure';

const cardFields = testConfirmInput.omit({ clientSecret: true });

/** '4242424242424242' → '4242 4242 4242 4242' as it is typed. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** '1234' → '12/34' as it is typed. */
const slashExpiry = (value: string) => {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

/**
 * The built-in test provider's card form (decision 010), marked as test mode so that nobody takes
 * it for a real checkout. The server decides the outcome from the test card numbers.
 */
export function TestCardForm({
  clientSecret,
  paymentIntentId,
  onPaid,
  testNote,
}: {
  clientSecret: string;
  paymentIntentId: string;
  /** What a success does instead of the membership's return page (a booking opens its own page). */
  onPaid?: () => void;
  /** What a successful test payment does, when it is not the membership's activation. */
  testNote?: string;
}) {
  const navigate = useNavigate();
  const confirm = useConfirmTestPayment();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, setValue, formState } = useSchemaForm(cardFields, {
    cardNumber: '',
    expiry: '',
    cvc: '',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    confirm.mutate(
      { ...values, clientSecret },
      {
        onSuccess: (result) => {
          if (result.status === 'succeeded') {
            if (onPaid) {
              onPaid();
              return;
            }
            const query = new URLSearchParams({
              payment_intent: paymentIntentId,
              payment_intent_client_secret: clientSecret,
            });
            navigate(`/payment-success?${query}`);
            return;
          }
          const message = declineMessage(result.declineCode, result.message);
          setFailure(message);
          // The next try's answer, whatever it is, closes this toast (use-toast.ts).
          toast({
            variant: 'destructive',
            title: t('payments.checkout.paymentFailed'),
            description: message,
            about: testConfirmRequest,
          });
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: t('payments.checkout.paymentFailed'),
            description: confirmErrorMessage(error),
            cause: error,
          });
        },
      },
    );
  });

  const cardNumber = register('cardNumber');
  const expiry = register('expiry');
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-describedby="test-mode-note">
      <div
        id="test-mode-note"
        className="rounded-xl border-2 border-dashed border-amber-600 bg-amber-50 p-4 text-sm text-amber-950"
      >
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span className="inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-md bg-amber-800 px-2 py-0.5 text-xs font-bold tracking-wider text-white">
            <FlaskConical className="size-3.5" aria-hidden="true" />
            {t('payments.testMode.badge')}
          </span>
          {t('payments.testMode.title')}
        </p>
        <p className="mt-2 text-pretty">{testNote ?? t('payments.testMode.body')}</p>
      </div>
      <FormField
        id="test-card-number"
        label={t('payments.testMode.cardNumber')}
        error={errors.cardNumber?.message}
      >
        <Input
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          {...cardNumber}
          onChange={(event) => {
            setValue('cardNumber', groupDigits(event.target.value));
          }}
        />
      </FormField>
      <div className="grid grid-cols-2 gap-4">
        <FormField id="test-card-expiry" label={t('payments.testMode.expiry')} error={errors.expiry?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t('payments.testMode.expiryPlaceholder')}
            {...expiry}
            onChange={(event) => setValue('expiry', slashExpiry(event.target.value))}
          />
        </FormField>
        <FormField id="test-card-cvc" label={t('payments.testMode.cvc')} error={errors.cvc?.message}>
          <Input
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            {...register('cvc')}
          />
        </FormField>
      </div>
      {failure ? <PaymentFailure message={failure} /> : null}
      <PayButton paying={confirm.isPending} disabled={confirm.isPending} />
    </form>
  );
}
