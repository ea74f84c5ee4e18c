import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { t } from '#src/client/i18n/index.ts';
import { emailChangeInput } from '#src/shared/contracts/account-settings.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { useRequestEmailChange } from '../api';
import { ResultNotice } from './account-card';
import { CurrentPasswordField, EmailInput } from './account-inputs';
import { SettingsForm, SettingsSection } from './settings-section';

const EMPTY = { email: '', currentPassword: '' };

/** A new address is confirmed from its own mailbox; the form only sends the link. */
export function EmailSettings({ user }: { user: PublicUser }) {
  const requestChange = useRequestEmailChange();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(emailChangeInput, EMPTY);
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    requestChange.mutate(values, {
      onSuccess: () => {
        setSentTo(values.email);
        reset(EMPTY);
      },
      onError: (error) =>
        showFormRefusal(error, setError, ['email', 'currentPassword'], t('account.emailSection.failed')),
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
      <SettingsForm
        onSubmit={onSubmit}
        pending={requestChange.isPending}
        pendingLabel={t('account.emailSection.pending')}
        submitLabel={t('account.emailSection.submit')}
      >
        {sentTo ? (
          <ResultNotice icon={<MailCheck />} title={t('account.emailSection.sentTitle')}>
            <p>{t('account.emailSection.sentBody', { email: sentTo })}</p>
          </ResultNotice>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id="email-new" label={t('account.emailSection.newEmail')} error={errors.email?.message}>
            <EmailInput {...register('email')} />
          </FormField>
          <CurrentPasswordField
            id="email-current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}
