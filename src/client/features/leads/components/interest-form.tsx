import { Mail } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '#src/client/components/ui/button.tsx';
import { DialogClose, DialogFooter } from '#src/client/components/ui/dialog.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { lazyResolver } from '#src/client/lib/lazy-resolver.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { HoneypotField } from './honeypot-field';
import type { InterestValues } from './interest-rules';

registerMessages(listingPagesMessages);

/*
 * The same rules the server applies to week and property interests ('Message is required'...),
 * fetched with the validation library when the form opens: this module is fetched ahead while a
 * list page is idle, and building schemas then would be a long task on a phone.
 */
const withEmail = lazyResolver(() => import('./interest-rules').then((rules) => rules.withEmail));
const withoutEmail = lazyResolver(() => import('./interest-rules').then((rules) => rules.withoutEmail));

export type { InterestValues } from './interest-rules';

export interface InterestFormProps {
  idPrefix: string;
  /** The signed-in person's email: sent as is, no field shown. */
  fixedEmail?: string;
  /** Prefills the email field. */
  defaultEmail?: string;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** Resolves when the interest is recorded; a rejection puts the server's field issues in place. */
  onSubmit: (values: InterestValues) => Promise<void>;
}

/** Email (unless known) and message, with Cancel and the submit button. Loaded when first needed. */
export function InterestForm({
  idPrefix,
  fixedEmail,
  defaultEmail,
  submitLabel,
  pendingLabel,
  pending,
  onSubmit,
}: InterestFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<InterestValues>({
    resolver: fixedEmail ? withoutEmail : withEmail,
    defaultValues: { email: fixedEmail ?? defaultEmail ?? '', message: '', website: '' },
  });

  // The rules arrive while the person reads the form, not at their first keystroke.
  useEffect(() => void (fixedEmail ? withoutEmail : withEmail).load().catch(() => {}), [fixedEmail]);

  // The first empty field gets the focus once the form has arrived: a frame later, after the
  // dialog has focused its first control (the close button, while this form was loading).
  useEffect(() => {
    const frame = requestAnimationFrame(() => setFocus(fixedEmail || defaultEmail ? 'message' : 'email'));
    return () => cancelAnimationFrame(frame);
  }, [setFocus, fixedEmail, defaultEmail]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({ ...values, email: fixedEmail ?? values.email });
    } catch (error) {
      applyServerIssues(error, setError, fixedEmail ? ['message'] : ['email', 'message']);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex min-h-0 flex-1 flex-col">
      <div className="space-y-5 overflow-y-auto px-6 py-5">
        {fixedEmail ? (
          <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2.5 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 break-words">
              {t('listings.interest.sendingAs', { email: fixedEmail })}
            </span>
          </p>
        ) : (
          <FormField
            id={`${idPrefix}-email`}
            label={t('listings.interest.email')}
            error={errors.email?.message}
          >
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              aria-required="true"
              {...register('email')}
            />
          </FormField>
        )}
        <FormField
          id={`${idPrefix}-message`}
          label={t('listings.interest.message')}
          error={errors.message?.message}
        >
          <Textarea
            rows={5}
            aria-required="true"
            placeholder={t('listings.interest.messagePlaceholder')}
            {...register('message')}
          />
        </FormField>
        {/* Off screen and out of the tab order: only a bot fills it in. */}
        <HoneypotField
          id={`${idPrefix}-website`}
          label={t('listings.interest.website')}
          {...register('website')}
        />
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('listings.interest.cancel')}</Button>
        </DialogClose>
        <PendingSubmitButton pending={pending} size="default">
          {pending ? pendingLabel : submitLabel}
        </PendingSubmitButton>
      </DialogFooter>
    </form>
  );
}
