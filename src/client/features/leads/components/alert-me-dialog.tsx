import { BellPlus, BellRing, MailCheck } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { errorMessage, fieldIssues } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import type { SavedSearchFilters, SavedSearchFrequency } from '#src/shared/contracts/saved-searches.ts';
import { alertsMessages } from '#src/shared/i18n/en/alerts.ts';
import { useSaveSearch } from '../api';
import { type SearchDescription, useSearchLabels } from './saved-search-labels';

registerMessages(alertsMessages);

const FREQUENCIES: {
  value: SavedSearchFrequency;
  label: 'alerts.save.instant' | 'alerts.save.daily';
  hint: 'alerts.save.instantHint' | 'alerts.save.dailyHint';
}[] = [
  { value: 'instant', label: 'alerts.save.instant', hint: 'alerts.save.instantHint' },
  { value: 'daily', label: 'alerts.save.daily', hint: 'alerts.save.dailyHint' },
];

/**
 * The search being saved, named filter by filter. Drawn only in the open dialog: the catalogue's
 * names it reads are not among what the list's page loads first.
 */
function SearchChips({ id, filters }: { id: string; filters: SearchDescription }) {
  const labels = useSearchLabels()(filters);
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 text-sm font-semibold">
        {t('alerts.save.filters')}
      </h3>
      <ul className="flex flex-wrap gap-2" aria-label={t('alerts.save.filters')}>
        {(labels.length > 0 ? labels : [t('alerts.save.anyWeek')]).map((label) => (
          <li key={label} className="rounded-full bg-muted px-3 py-1 text-sm">
            {label}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A whole-dollar box's value: empty is no bound. */
const dollarsOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/**
 * "Alert me": saves the list's current filters (the page's address) as a saved search, with how
 * often to hear and an optional price range. A visitor names an address, which must confirm it
 * (the mail's link); a signed-in person's alerts go to their account's address.
 */
export function AlertMeDialog({ filters, className }: { filters: SavedSearchFilters; className?: string }) {
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const [frequency, setFrequency] = useState<SavedSearchFrequency>('instant');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [email, setEmail] = useState('');
  const save = useSaveSearch();
  const id = useId();
  const issues = fieldIssues(save.error);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused save: the first field that is wrong takes the focus (on a phone it may be below the
  // fold of the dialog's scrolling body). After the render that marked the fields.
  useEffect(() => {
    if (!save.error) return;
    const field = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]:not(:disabled)');
    field?.focus();
    // Its message, under it, is seen too.
    field?.scrollIntoView({ block: 'center' });
  }, [save.error]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({
      filters: { ...filters, minPrice: dollarsOf(minPrice), maxPrice: dollarsOf(maxPrice) },
      frequency,
      ...(user ? {} : { email }),
    });
  };

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) save.reset();
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" className={className}>
          <BellPlus aria-hidden="true" />
          {t('alerts.save.button')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('alerts.save.title')}</DialogTitle>
          <DialogDescription>{t('alerts.save.description')}</DialogDescription>
        </DialogHeader>
        {save.data ? (
          <div className="space-y-4 p-6 text-center" role="status">
            <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
              {save.data.state === 'active' ? (
                <BellRing aria-hidden="true" />
              ) : (
                <MailCheck aria-hidden="true" />
              )}
            </span>
            <p className="text-lg font-semibold">
              {save.data.state === 'active' ? t('alerts.save.saved') : t('alerts.save.confirmSent')}
            </p>
            <p className="text-sm text-muted-foreground">
              {save.data.state === 'active'
                ? t('alerts.save.savedBody')
                : t('alerts.save.confirmSentBody', { email: user?.email ?? email })}
            </p>
            {user ? <ButtonLink to="/my-alerts">{t('alerts.save.manage')}</ButtonLink> : null}
          </div>
        ) : (
          <form ref={formRef} onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
            <div className="min-h-0 flex-1 space-y-5 overflow-y-auto px-6 py-5">
              <SearchChips
                id={`${id}-filters`}
                filters={{ ...filters, minPrice: dollarsOf(minPrice), maxPrice: dollarsOf(maxPrice) }}
              />
              <fieldset>
                <legend className="mb-2 text-sm font-semibold">{t('alerts.save.frequency')}</legend>
                <div className="grid gap-2 sm:grid-cols-2">
                  {FREQUENCIES.map((f) => (
                    <label
                      key={f.value}
                      className={cn(
                        'flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors',
                        frequency === f.value
                          ? 'border-primary bg-primary/5'
                          : 'border-border hover:bg-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-frequency`}
                        value={f.value}
                        checked={frequency === f.value}
                        onChange={() => setFrequency(f.value)}
                        className="mt-1 accent-primary"
                      />
                      <span>
                        <span className="block text-sm font-medium">{t(f.label)}</span>
                        <span className="block text-xs text-muted-foreground">{t(f.hint)}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset>
                <legend className="mb-2 text-sm font-semibold">{t('alerts.save.priceRange')}</legend>
                <div className="grid grid-cols-2 gap-3">
                  <FormField
                    id={`${id}-min`}
                    label={t('alerts.save.minPrice')}
                    error={issues['filters.minPrice']}
                  >
                    <Input
                      inputMode="numeric"
                      value={minPrice}
                      onChange={(e) => setMinPrice(e.target.value)}
                    />
                  </FormField>
                  <FormField
                    id={`${id}-max`}
                    label={t('alerts.save.maxPrice')}
                    error={issues['filters.maxPrice']}
                  >
                    <Input
                      inputMode="numeric"
                      value={maxPrice}
                      onChange={(e) => setMaxPrice(e.target.value)}
                    />
                  </FormField>
                </div>
              </fieldset>
              {user ? (
                <p className="text-sm text-muted-foreground">
                  {t('alerts.save.signedInAs', { email: user.email })}
                </p>
              ) : (
                <FormField id={`${id}-email`} label={t('alerts.save.email')} error={issues.email}>
                  <Input
                    type="email"
                    autoComplete="email"
                    value={email}
                    onChange={(e) => setEmail(e.target.value)}
                  />
                </FormField>
              )}
              {save.isError && Object.keys(issues).length === 0 ? (
                <p role="alert" className="rounded-lg bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {t('alerts.save.failed')}: {errorMessage(save.error)}
                </p>
              ) : null}
            </div>
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
                {t('alerts.save.cancel')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('alerts.save.saving') : t('alerts.save.submit')}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
