import { AlertCircle, CircleCheck, Link2Off } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { type PasswordResetForm, passwordResetForm } from '../../../../shared/contracts/account-settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { registerMessages, t } from '../../../i18n';
import { accountMessages } from '../../../i18n/en/account';
import { ApiError, errorMessage } from '../../../lib/api';
import { applyServerIssues } from '../../../lib/form-issues';
import { usePageTitle } from '../../../lib/use-page-title';
import { zodResolver } from '../../../lib/zod-resolver';
import { useConfirmPasswordReset } from '../api';
import { AccountCardPage, ResultNotice } from '../components/account-card';

registerMessages(accountMessages);

/** /reset-password?token=…: the link from the reset mail. A new password, twice, then sign in. */
export function ResetPasswordPage() {
  usePageTitle(t('account.reset.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirmReset = useConfirmPasswordReset();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetForm>({
    resolver: zodResolver(passwordResetForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <AccountCardPage title={t('account.reset.title')}>
        <div className="flex flex-col gap-5">
          <ResultNotice icon={<Link2Off />} tone="error" title={t('account.reset.missingTitle')}>
            <p>{t('account.reset.missingBody')}</p>
          </ResultNotice>
          <Button asChild>
            <Link to="/forgot-password">{t('account.reset.askAgain')}</Link>
          </Button>
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
          <Button asChild>
            <Link to="/auth">{t('account.signIn')}</Link>
          </Button>
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
