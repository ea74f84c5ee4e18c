import { Copy, Link2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { formatCents } from '#src/client/lib/format.ts';
import {
  type CreatePaymentLinkInput,
  createPaymentLinkInput,
  type PaymentLink,
} from '#src/shared/contracts/payments.ts';
import { useCreatePaymentLink } from '../api';
import { copyPaymentLink } from '../lib/copy';
import { linkErrorDescription } from '../lib/messages';

type Values = CreatePaymentLinkInput;
const EMPTY: Values = { name: '', description: '', amount: '' };
const FIELDS = ['name', 'description', 'amount'] as const;

/** Name, description and amount, then the new link with its copy button. */
export function PaymentLinkForm() {
  const create = useCreatePaymentLink();
  const [created, setCreated] = useState<PaymentLink | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useSchemaForm(createPaymentLinkInput, EMPTY);
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: (link) => {
        setCreated(link);
        reset(EMPTY);
        toast({ title: t('payments.links.created'), description: t('payments.links.createdBody') });
      },
      onError: (error) => {
        applyServerIssues(error, setError, FIELDS);
        toast({
          variant: 'destructive',
          title: t('payments.links.createFailed'),
          description: linkErrorDescription(error),
          cause: error,
        });
      },
    }),
  );

  return (
    <div className="grid gap-6">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField id="link-name" label={t('payments.links.name')} error={errors.name?.message}>
          <Input placeholder={t('payments.links.namePlaceholder')} {...register('name')} />
        </FormField>
        <FormField
          id="link-description"
          label={t('payments.links.description')}
          error={errors.description?.message}
        >
          <Textarea placeholder={t('payments.links.descriptionPlaceholder')} {...register('description')} />
        </FormField>
        <FormField
          id="link-amount"
          label={t('payments.links.amount')}
          hint={t('payments.links.amountHint')}
          error={errors.amount?.message}
        >
          <Input inputMode="decimal" autoComplete="off" placeholder="1500.00" {...register('amount')} />
        </FormField>
        <Button type="submit" size="lg" disabled={create.isPending} className="sm:justify-self-start">
          {create.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
          {create.isPending ? t('payments.links.creating') : t('payments.links.create')}
        </Button>
      </form>

      {created ? (
        <section
          aria-labelledby="new-link"
          className="grid gap-3 rounded-xl border border-primary/30 bg-primary-soft p-4"
        >
          <h3 id="new-link" className="font-semibold">
            {t('payments.links.newLink')}: {created.name} · {formatCents(created.amountCents)}
          </h3>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              readOnly
              value={created.url}
              aria-label={t('payments.links.newLink')}
              onFocus={(event) => event.currentTarget.select()}
              className="font-mono text-sm"
            />
            <Button variant="outline" onClick={() => copyPaymentLink(created.url)}>
              <Copy aria-hidden="true" />
              {t('payments.links.copy')}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
