import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { accountMessages } from '#src/client/i18n/en/account.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import {
  type PasswordResetRequestInput,
  passwordResetRequestInput,
} from '#src/shared/contracts/account-settings.ts';
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
