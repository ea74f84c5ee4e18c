import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Landmark } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Input } from '#src/client/components/ui/input.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { call } from '#src/client/lib/endpoints.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import { siteConfigKey, useSiteConfig } from '#src/client/lib/site-config.ts';
import { StaffSection } from '../components/staff-section';

/**
 * The peso rate shown beside dollar prices: what it is, where it came from, and a form to set it
 * (PUT /api/exchange-rate). Prices themselves stay in dollars.
 */
export function ExchangeRateCard() {
  const queryClient = useQueryClient();
  const rate = useSiteConfig().data?.exchangeRate;
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const inputId = useId();
  const errorId = useId();
  const save = useMutation({
    mutationFn: (usdMxn: string) => call('PUT /api/exchange-rate', { body: { usdMxn } }),
    onSuccess: async () => {
      setValue('');
      setError(undefined);
      await queryClient.invalidateQueries({ queryKey: siteConfigKey });
      toast({ title: t('locale.rate.saved') });
    },
    onError: (err) => setError(fieldIssues(err).usdMxn ?? errorMessage(err)),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value.replace(',', '.'));
    if (!value.trim() || !Number.isFinite(n) || n <= 0 || n >= 1000) {
      setError(t('locale.rate.invalid'));
      return;
    }
    save.mutate(String(n));
  };

  return (
    <StaffSection id="exchange-rate" icon={<Landmark />} title={t('locale.rate.title')}>
      <p className="text-sm text-muted-foreground" role="status">
        {rate
          ? t('locale.rate.current', {
              rate: rate.usdMxn.toFixed(2),
              date: formatDay(rate.date),
              source: t(`locale.rate.source.${rate.source}`),
            })
          : t('locale.rate.none')}
      </p>
      <form onSubmit={onSubmit} className="flex flex-wrap items-end gap-3" noValidate>
        <div className="space-y-1.5">
          <Label htmlFor={inputId}>{t('locale.rate.label')}</Label>
          <Input
            id={inputId}
            inputMode="decimal"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder="18.45"
            className="w-40"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
          />
        </div>
        <SubmitButton pending={save.isPending} pendingLabel={t('locale.rate.saving')}>
          {t('locale.rate.save')}
        </SubmitButton>
        {error ? (
          <p id={errorId} className="w-full text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </form>
    </StaffSection>
  );
}
