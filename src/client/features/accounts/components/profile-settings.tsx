import { FormField } from '#src/client/components/ui/form-field.tsx';
import { showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { profileInput } from '#src/shared/contracts/account-settings.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { useUpdateProfile } from '../api';
import { SettingsForm, SettingsSection } from './settings-section';

export function ProfileSettings({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(profileInput, {
    firstName: user.firstName,
    lastName: user.lastName,
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName });
        toast({ title: t('account.profile.saved') });
      },
      onError: (error) =>
        showFormRefusal(error, setError, ['firstName', 'lastName'], t('account.profile.failed')),
    }),
  );

  return (
    <SettingsSection id="profile" title={t('account.profile.title')} lead={t('account.profile.lead')}>
      <SettingsForm
        onSubmit={onSubmit}
        pending={update.isPending}
        pendingLabel={t('account.profile.pending')}
        submitLabel={t('account.profile.submit')}
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="profile-first-name"
            label={t('account.profile.firstName')}
            error={errors.firstName?.message}
          >
            <Input autoComplete="given-name" {...register('firstName')} />
          </FormField>
          <FormField
            id="profile-last-name"
            label={t('account.profile.lastName')}
            error={errors.lastName?.message}
          >
            <Input autoComplete="family-name" {...register('lastName')} />
          </FormField>
        </div>
      </SettingsForm>
    </SettingsSection>
  );
}
