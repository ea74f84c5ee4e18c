import { MailCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Checkbox } from '#src/client/components/ui/checkbox.tsx';
import { FieldError, FormField, fieldDescriptionIds } from '#src/client/components/ui/form-field.tsx';
import { showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { registerForm } from '#src/shared/contracts/accounts.ts';
import { isCheckEmail, useRegister } from '../api';
import { EmailInput } from './account-inputs';
import { AGREEMENTS, AgreementDialog, type RenderAgreement } from './agreement-dialog';

const FIELDS = ['firstName', 'lastName', 'email', 'username', 'password'] as const;

export function RegisterForm({
  onSuccess,
  renderAgreement,
}: {
  onSuccess: () => void;
  renderAgreement: RenderAgreement;
}) {
  const registerUser = useRegister();
  // Set when the address already had an account: the server says only "check your e-mail".
  const [checkEmailFor, setCheckEmailFor] = useState<string | null>(null);
  const { register, control, handleSubmit, setError, formState } = useSchemaForm(registerForm, {
    firstName: '',
    lastName: '',
    email: '',
    username: '',
    password: '',
    acceptTerms: false,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    registerUser.mutate(values, {
      onSuccess: (result) => {
        if (isCheckEmail(result)) {
          setCheckEmailFor(values.email);
          return;
        }
        const user = result;
        toast({
          title: t('auth.registered'),
          description: t('auth.registeredDescription', { name: user.firstName }),
        });
        onSuccess();
      },
      onError: (error) => showFormRefusal(error, setError, FIELDS, t('auth.registerFailed')),
    }),
  );

  const termsError = errors.acceptTerms?.message;

  if (checkEmailFor) return <CheckEmailPanel email={checkEmailFor} />;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="register-first-name" label={t('auth.firstName')} error={errors.firstName?.message}>
          <Input autoComplete="given-name" {...register('firstName')} />
        </FormField>
        <FormField id="register-last-name" label={t('auth.lastName')} error={errors.lastName?.message}>
          <Input autoComplete="family-name" {...register('lastName')} />
        </FormField>
      </div>
      <FormField id="register-email" label={t('auth.email')} error={errors.email?.message}>
        <EmailInput {...register('email')} />
      </FormField>
      <FormField
        id="register-username"
        label={t('auth.username')}
        hint={t('auth.usernameHint')}
        error={errors.username?.message}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>
      <FormField
        id="register-password"
        label={t('auth.password')}
        hint={t('auth.passwordHint')}
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </FormField>

      <div className="flex flex-col gap-2 rounded-xl border border-sand-200 bg-sand-50 p-4">
        <div className="flex items-start gap-3">
          <Controller
            control={control}
            name="acceptTerms"
            render={({ field }) => (
              <Checkbox
                id="register-accept-terms"
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-invalid={termsError ? true : undefined}
                aria-describedby={fieldDescriptionIds('register-accept-terms', {
                  hint: true,
                  error: !!termsError,
                })}
                className="mt-0.5"
              />
            )}
          />
          <Label htmlFor="register-accept-terms" className="cursor-pointer leading-snug">
            {t('auth.acceptTerms')}
          </Label>
        </div>
        {/* Outside the label, so the checkbox's name stays the sentence and each link is its own control. */}
        <p id="register-accept-terms-hint" className="flex flex-wrap gap-x-3 gap-y-1 pl-8 text-sm">
          {AGREEMENTS.map((id) => (
            <AgreementDialog key={id} id={id} renderAgreement={renderAgreement} />
          ))}
        </p>
        <div className="pl-8">
          <FieldError id="register-accept-terms">{termsError}</FieldError>
        </div>
      </div>

      <PendingSubmitButton pending={registerUser.isPending} className="mt-1 w-full">
        {registerUser.isPending ? t('auth.registerPending') : t('auth.registerSubmit')}
      </PendingSubmitButton>
    </form>
  );
}

/** What registration shows when the server asks the person to read their mail (nothing was created). */
function CheckEmailPanel({ email }: { email: string }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form the person was using is gone: move focus to the news so keyboards and readers follow.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-3 rounded-xl border border-sand-200 bg-sand-50 px-5 py-8 text-center"
    >
      <span className="grid size-12 place-content-center rounded-full bg-surface text-primary shadow-card">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <h2 ref={headingRef} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('account.checkEmailTitle')}
      </h2>
      <p className="max-w-sm text-sm text-pretty break-words text-muted-foreground">
        {t('account.checkEmailBody', { email })}
      </p>
    </div>
  );
}
