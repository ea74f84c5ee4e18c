import { AlertCircle, CircleCheck, Link2Off } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { passwordResetForm } from '#src/shared/contracts/account-settings.ts';
import { accountMessages } from '#src/shared/i18n/en/account.ts';
import { useConfirmPasswordReset } from '../api';
import { AccountCardPage, ResultNotice } from '../components/account-card';

registerMessages(accountMessages);

/** /reset-password?token=…: the link from the reset mail. A new password, twice, then sign in. */
export function ResetPasswordPage() {
  usePageTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const { register, handleSubmit, setError, formState } = useSchemaForm(passwordResetForm, {
    password: '',
    confirmPassword: '',
  });
  const { errors } = formState;

  if (!token) {
    return (
      <AccountCardPage title={t('account.reset.title')}>
        <div className="flex flex-col gap-5">
          <ResultNotice icon={<Link2Off />} tone="error" title={t('account.reset.missingTitle')}>
            <p>{t('account.reset.missingBody')}</p>
          </ResultNotice>
          <ButtonLink to="/forgot-password">{t('account.reset.askAgain')}</ButtonLink>
        </div>
      </AccountCardPage>
    );
  }

  if (confirmReset.isSuccess) {
    return (
      <AccountCardPage title={t('account.reset.title')}>
        <div className="flex flex-col gap-5">
          <ResultNotice icon={<CircleCheck />} title={t('account.reset.doneTitle')}>
            <p>{t('account.reset.doneBody')}</p>
          </ResultNotice>
          <ButtonLink to="/auth">{t('account.signIn')}</ButtonLink>
        </div>
      </AccountCardPage>
    );
  }

  const onSubmit = handleSubmit((values) =>
    confirmReset.mutate(
      { token, password: values.password },
      { onError: (error) => applyServerIssues(error, setError, ['password']) },
    ),
  );
  // A refused link (expired, used, unknown) is a 400 without field issues: offer a new one.
  const error = confirmReset.error;
  const linkRefused = error instanceof ApiError && error.status === 400 && !error.body?.issues?.length;

  return (
    <AccountCardPage title={t('account.reset.title')} lead={t('account.reset.lead')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {error ? (
          <ResultNotice icon={<AlertCircle />} tone="error" title={t('account.reset.failed')}>
            <p>{errorMessage(error)}</p>
            {linkRefused ? (
              <Link
                to="/forgot-password"
                className="inline-block rounded font-medium text-primary underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-ring"
              >
                {t('account.reset.askAgain')}
              </Link>
            ) : null}
          </ResultNotice>
        ) : null}
        <FormField
          id="reset-password"
          label={t('account.reset.password')}
          hint={t('account.password.hint')}
          error={errors.password?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <FormField
          id="reset-password-confirm"
          label={t('account.reset.confirm')}
          error={errors.confirmPassword?.message}
        >
          <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <SubmitButton
          pending={confirmReset.isPending}
          pendingLabel={t('account.reset.pending')}
          className="w-full"
        >
          {t('account.reset.submit')}
        </SubmitButton>
      </form>
    </AccountCardPage>
  );
}
