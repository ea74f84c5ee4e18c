import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { DateField } from '#src/client/components/ui/date-field.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import type { StaffContract, UpdateContractInput } from '#src/shared/contracts/staff.ts';
import { useUpdateContract } from './api';

const FIELDS = [
  'contractName',
  'contractNumber',
  'resort',
  'unitType',
  'usageFee',
  'totalValue',
  'startDate',
  'addendums',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (c: StaffContract): Values => ({
  contractName: c.contractName,
  contractNumber: c.contractNumber,
  resort: c.resort,
  unitType: c.unitType,
  usageFee: String(c.usageFee),
  totalValue: String(c.totalValue),
  startDate: c.startDate,
  addendums: c.addendums ?? '',
});

/**
 * 'Edit Contract': every field of the contract, all sent. The form itself has no rules; the
 * server checks every value and its field messages show under the fields.
 */
export function EditContractDialog({
  contract,
  onOpenChange,
  successText,
}: {
  contract: StaffContract | null;
  onOpenChange: (open: boolean) => void;
  /** The words differ by dashboard. */
  successText: string;
}) {
  const update = useUpdateContract();
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  useEffect(() => {
    setValues(contract ? valuesOf(contract) : null);
    setErrors({});
  }, [contract]);

  const set = (field: Field) => (value: string) => setValues((v) => (v ? { ...v, [field]: value } : v));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!contract || !values || update.isPending) return;
    const changes: UpdateContractInput = {
      ...values,
      // Numbers go as typed: '' or 'abc' is the server's 400 with the field named.
      usageFee: values.usageFee.trim() === '' ? '' : Number(values.usageFee),
      totalValue: values.totalValue.trim() === '' ? '' : Number(values.totalValue),
    } as UpdateContractInput;
    update.mutate(
      { id: contract.id, changes },
      {
        onSuccess: () => {
          onOpenChange(false);
          toast({ title: t('staffContracts.success'), description: successText });
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          setErrors(Object.fromEntries(FIELDS.filter((f) => issues[f]).map((f) => [f, issues[f]])));
          const serverText = error instanceof ApiError ? error.body?.error : undefined;
          toast({
            variant: 'destructive',
            title: t('staffContracts.updateFailed'),
            description: serverText || `${t('staffContracts.updateFailedBody')} ${errorMessage(error)}`,
          });
        },
      },
    );
  };

  /** A text box of the form; an amount (`decimal`) brings up the number keys on a phone. */
  const text = (field: Field, label: string, decimal?: 'decimal') => (
    <FormField id={`edit-${field}`} label={label} error={errors[field]}>
      <Input
        inputMode={decimal}
        value={values?.[field] ?? ''}
        onChange={(e) => set(field)(e.target.value)}
        autoComplete={decimal ? undefined : 'off'}
      />
    </FormField>
  );

  return (
    <Dialog open={!!contract} onOpenChange={(open) => !update.isPending && onOpenChange(open)}>
      <DialogContent className="max-w-2xl">
        <form onSubmit={submit} noValidate className="flex min-h-0 flex-col">
          <DialogHeader>
            <DialogTitle>{t('staffContracts.editTitle')}</DialogTitle>
            <DialogDescription>{t('staffContracts.editLead')}</DialogDescription>
          </DialogHeader>
          <div className="grid min-h-0 gap-4 overflow-y-auto px-6 py-5 sm:grid-cols-2">
            {text('contractName', t('staffContracts.name'))}
            {text('contractNumber', t('staffContracts.numberLabel'))}
            {text('resort', t('staffContracts.resort'))}
            {text('unitType', t('staffContracts.unitType'))}
            {text('usageFee', t('staffContracts.usageFeeLabel'), 'decimal')}
            {text('totalValue', t('staffContracts.totalValueLabel'), 'decimal')}
            <DateField
              id="edit-startDate"
              label={t('staffContracts.startDate')}
              value={values?.startDate ?? ''}
              onChange={set('startDate')}
              error={errors.startDate}
            />
            <FormField
              id="edit-addendums"
              label={t('staffContracts.addendums')}
              error={errors.addendums}
              className="sm:col-span-2"
            >
              <Textarea
                rows={3}
                value={values?.addendums ?? ''}
                onChange={(e) => set('addendums')(e.target.value)}
              />
            </FormField>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => onOpenChange(false)}
              disabled={update.isPending}
            >
              {t('staffContracts.cancel')}
            </Button>
            <SubmitButton pending={update.isPending} pendingLabel={t('staffContracts.saving')}>
              {t('staffContracts.save')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
