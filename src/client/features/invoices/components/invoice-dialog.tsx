import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Button } from '#src/client/components/ui/button.tsx';
import { Checkbox } from '#src/client/components/ui/checkbox.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { type FiscalDataInput, fiscalData, type MyInvoices } from '#src/shared/contracts/invoices.ts';
import { CFDI_USE_CODES, TAX_REGIME_CODES } from '#src/shared/invoices/sat-rules.ts';
import { useRequestInvoice } from '../api';

/** The SAT's names of its regimes (c_RegimenFiscal), as the Constancia de Situación Fiscal writes them. */
const REGIME_NAMES: Record<string, string> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
};

const FIELDS = ['rfc', 'legalName', 'taxRegime', 'postalCode', 'cfdiUse', 'email'] as const;

export interface InvoiceAsk {
  source: 'payment' | 'commission';
  sourceId: number;
  description: string;
}

/**
 * The fiscal data of one invoice (decision 065), checked in the browser with the server's own
 * schema (the SAT's rules), filled from the kept data when there is some; the server's refusals
 * land under their fields.
 */
export function InvoiceDialog({
  ask,
  saved,
  email,
  onClose,
}: {
  ask: InvoiceAsk | null;
  saved: MyInvoices['saved'];
  email: string;
  onClose: () => void;
}) {
  const request = useRequestInvoice();
  const defaults: FiscalDataInput = saved
    ? {
        ...saved,
        taxRegime: saved.taxRegime as FiscalDataInput['taxRegime'],
        cfdiUse: saved.cfdiUse as FiscalDataInput['cfdiUse'],
      }
    : {
        rfc: '',
        legalName: '',
        taxRegime: '' as FiscalDataInput['taxRegime'],
        postalCode: '',
        cfdiUse: 'G03',
        email,
      };
  const form = useSchemaForm(fiscalData, defaults);
  const { register, handleSubmit, control, setError, formState } = form;
  const { errors } = formState;
  const [remember, setRemember] = useState(saved === null);

  const onSubmit = handleSubmit((fiscal) => {
    if (!ask) return;
    request.mutate(
      { source: ask.source, sourceId: ask.sourceId, fiscal, remember },
      {
        onSuccess: (invoice) => {
          toast({
            title: t('cfdi.done'),
            description: t('cfdi.doneBody', { uuid: invoice.uuid ?? '', email: fiscal.email }),
          });
          onClose();
        },
        onError: (error) => {
          const issues = fieldIssues(error);
          for (const field of FIELDS) {
            const message = issues[`fiscal.${field}`];
            if (message) setError(field, { type: 'server', message });
          }
          toast({
            variant: 'destructive',
            title: t('cfdi.failed'),
            description: errorMessage(error),
            cause: error,
          });
        },
      },
    );
  });

  return (
    <Dialog open={ask !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-xl">
        <form onSubmit={onSubmit} noValidate className="contents">
          <DialogHeader>
            <DialogTitle>{t('cfdi.dialog.title')}</DialogTitle>
            <DialogDescription>
              {ask?.description} · {t('cfdi.dialog.lead')}
            </DialogDescription>
          </DialogHeader>
          <DialogBody className="grid gap-4 sm:grid-cols-2">
            <FormField
              id="cfdi-rfc"
              label={t('cfdi.field.rfc')}
              hint={t('cfdi.field.rfcHint')}
              error={errors.rfc?.message}
            >
              <Input
                autoComplete="off"
                autoCapitalize="characters"
                className="uppercase"
                {...register('rfc')}
              />
            </FormField>
            <FormField id="cfdi-zip" label={t('cfdi.field.postalCode')} error={errors.postalCode?.message}>
              <Input
                inputMode="numeric"
                autoComplete="postal-code"
                maxLength={5}
                {...register('postalCode')}
              />
            </FormField>
            <FormField
              id="cfdi-name"
              label={t('cfdi.field.legalName')}
              hint={t('cfdi.field.legalNameHint')}
              error={errors.legalName?.message}
              className="sm:col-span-2"
            >
              <Input autoComplete="organization" {...register('legalName')} />
            </FormField>
            <Controller
              control={control}
              name="taxRegime"
              render={({ field }) => (
                <SelectField
                  id="cfdi-regime"
                  label={t('cfdi.field.taxRegime')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={t('cfdi.choose')}
                  error={errors.taxRegime?.message}
                  className="flex min-w-0 flex-col gap-2 sm:col-span-2"
                >
                  {TAX_REGIME_CODES.map((code) => (
                    <SelectItem key={code} value={code}>
                      {code} · {REGIME_NAMES[code]}
                    </SelectItem>
                  ))}
                </SelectField>
              )}
            />
            <Controller
              control={control}
              name="cfdiUse"
              render={({ field }) => (
                <SelectField
                  id="cfdi-use"
                  label={t('cfdi.field.cfdiUse')}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  placeholder={t('cfdi.choose')}
                  error={errors.cfdiUse?.message}
                >
                  {CFDI_USE_CODES.map((code) => (
                    <SelectItem key={code} value={code}>
                      {t(`cfdi.use.${code}`)}
                    </SelectItem>
                  ))}
                </SelectField>
              )}
            />
            <FormField id="cfdi-email" label={t('cfdi.field.email')} error={errors.email?.message}>
              <Input type="email" autoComplete="email" {...register('email')} />
            </FormField>
            <div className="flex items-center gap-3 sm:col-span-2">
              <Checkbox
                id="cfdi-remember"
                checked={remember}
                onCheckedChange={(checked) => setRemember(checked === true)}
              />
              <Label htmlFor="cfdi-remember">{t('cfdi.field.remember')}</Label>
            </div>
          </DialogBody>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('cfdi.cancel')}
            </Button>
            <SubmitButton pending={request.isPending} pendingLabel={t('cfdi.submitting')}>
              {t('cfdi.submit')}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
