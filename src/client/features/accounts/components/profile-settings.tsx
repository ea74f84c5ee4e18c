import { useForm } from 'react-hook-form';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { type ProfileInput, profileInput } from '#src/shared/contracts/account-settings.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { useUpdateProfile } from '../api';
import { SettingsSection } from './settings-section';

export function ProfileSettings({ user }: { user: PublicUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        reset({ firstName: saved.firstName, lastName: saved.lastName });
        toast({ title: t('account.profile.saved') });
      },
      onError: (error) => {
        applyServerIssues(error, setError, ['firstName', 'lastName']);
        toast({
          variant: 'destructive',
          title: t('account.profile.failed'),
          description: errorMessage(error),
        });
      },
    }),
  );

  return (
    <SettingsSection id="profile" title={t('account.profile.title')} lead={t('account.profile.lead')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
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
        <SubmitButton
          pending={update.isPending}
          pendingLabel={t('account.profile.pending')}
          className="sm:self-start"
        >
          {t('account.profile.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
