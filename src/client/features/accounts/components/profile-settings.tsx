import { useForm } from 'react-hook-form';
import { type ProfileInput, profileInput } from '../../../../shared/contracts/account-settings';
import type { PublicUser } from '../../../../shared/contracts/accounts';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { SubmitButton } from '../../../components/ui/submit-button';
import { toast } from '../../../components/ui/use-toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { applyServerIssues } from '../../../lib/form-issues';
import { zodResolver } from '../../../lib/zod-resolver';
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
