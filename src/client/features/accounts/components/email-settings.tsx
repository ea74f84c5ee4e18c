import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { type EmailChangeInput, emailChangeInput } from '#src/shared/contracts/account-settings.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { useRequestEmailChange } from '../api';
import { ResultNotice } from './account-card';
import { SettingsSection } from './settings-section';

/** A new address is confirmed from its own mailbox; the form only sends the link. */
export function EmailSettings({ user }: { user: PublicUser }) {
  const requestChange = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<EmailChangeInput>({
    resolver: zodResolver(emailChangeInput),
    defaultValues: { email: '', currentPassword: '' },
  });

  const onSubmit = handleSubmit((values) =>
    requestChange.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        reset({ email: '', currentPassword: '' });
      },
      onError: (error) => {
        applyServerIssues(error, setError, ['email', 'currentPassword']);
        toast({
          variant: 'destructive',
          title: t('account.emailSection.failed'),
          description: errorMessage(error),
        });
      },
    }),
  );

  return (
    <SettingsSection
      id="email"
      title={t('account.emailSection.title')}
      lead={
        <>
          <span className="block break-words font-medium text-foreground">
            {t('account.emailSection.current', { email: user.email })}
          </span>
          <span className="mt-1 block">{t('account.emailSection.lead')}</span>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {sentTo ? (
          <ResultNotice icon={<MailCheck />} title={t('account.emailSection.sentTitle')}>
            <p>{t('account.emailSection.sentBody', { email: sentTo })}</p>
          </ResultNotice>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="email-new" label={t('account.emailSection.newEmail')} error={errors.email?.message}>
            <Input
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              {...register('email')}
            />
          </FormField>
          <FormField
            id="email-current-password"
            label={t('account.currentPassword')}
            error={errors.currentPassword?.message}
          >
            <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
          </FormField>
        </div>
        <SubmitButton
          pending={requestChange.isPending}
          pendingLabel={t('account.emailSection.pending')}
          className="sm:self-start"
        >
          {t('account.emailSection.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
