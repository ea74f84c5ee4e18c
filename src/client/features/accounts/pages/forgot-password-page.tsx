import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { passwordResetRequestInput } from '#src/shared/contracts/account-settings.ts';
import { accountMessages } from '#src/shared/i18n/en/account.ts';
import { useRequestPasswordReset } from '../api';
import { AccountCardPage, ResultNotice } from '../components/account-card';
import { EmailInput } from '../components/account-inputs';

registerMessages(accountMessages);

/** /forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle(t('account.forgot.title'));
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useSchemaForm(passwordResetRequestInput, {
    email: '',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => showFormRefusal(error, setError, ['email'], t('account.forgot.failed')),
    }),
  );

  return (
    <AccountCardPage title={t('account.forgot.title')} lead={sentTo ? undefined : t('account.forgot.lead')}>
      {sentTo ? (
        <div className="flex flex-col gap-5">
          <ResultNotice icon={<MailCheck />} title={t('account.forgot.sentTitle')}>
            <p>{t('account.forgot.sentBody', { email: sentTo })}</p>
          </ResultNotice>
          <ButtonLink to="/auth" variant="outline">
            {t('account.backToSignIn')}
          </ButtonLink>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField id="forgot-email" label={t('account.email')} error={errors.email?.message}>
            <EmailInput {...register('email')} />
          </FormField>
          <SubmitButton
            pending={requestReset.isPending}
            pendingLabel={t('account.forgot.pending')}
            className="w-full"
          >
            {t('account.forgot.submit')}
          </SubmitButton>
          <Link
            to="/auth"
            className="self-center rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            {t('account.backToSignIn')}
          </Link>
        </form>
      )}
    </AccountCardPage>
  );
}
