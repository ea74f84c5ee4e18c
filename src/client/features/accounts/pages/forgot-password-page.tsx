import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  type PasswordResetRequestInput,
  passwordResetRequestInput,
} from '../../../../shared/contracts/account-settings';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { registerMessages, t } from '../../../i18n';
import { accountMessages } from '../../../i18n/en/account';
import { errorMessage } from '../../../lib/api';
import { applyServerIssues } from '../../../lib/form-issues';
import { usePageTitle } from '../../../lib/use-page-title';
import { zodResolver } from '../../../lib/zod-resolver';
import { useRequestPasswordReset } from '../api';
import { AccountCardPage, ResultNotice } from '../components/account-card';

registerMessages(accountMessages);

/** /forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle(t('account.forgot.title'));
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<PasswordResetRequestInput>({
    resolver: zodResolver(passwordResetRequestInput),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) =>
    requestReset.mutate(values, {
      onSuccess: () => setSentTo(values.email),
      onError: (error) => {
        applyServerIssues(error, setError, ['email']);
        toast({
          variant: 'destructive',
          title: t('account.forgot.failed'),
          description: errorMessage(error),
        });
      },
    }),
  );

  return (
    <AccountCardPage title={t('account.forgot.title')} lead={sentTo ? undefined : t('account.forgot.lead')}>
      {sentTo ? (
        <div className="flex flex-col gap-5">
          <ResultNotice icon={<MailCheck />} title={t('account.forgot.sentTitle')}>
            <p>{t('account.forgot.sentBody', { email: sentTo })}</p>
          </ResultNotice>
          <Button asChild variant="outline">
            <Link to="/auth">{t('account.backToSignIn')}</Link>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <FormField id="forgot-email" label={t('account.email')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              {...register('email')}
            />
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
