import { useForm } from 'react-hook-form';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { type PasswordChangeForm, passwordChangeForm } from '#src/shared/contracts/account-settings.ts';
import { useChangePassword } from '../api';
import { SettingsSection } from './settings-section';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSettings() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PasswordChangeForm>({ resolver: zodResolver(passwordChangeForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast({ title: t('account.password.saved'), description: t('account.password.savedBody') });
        },
        onError: (error) => {
          applyServerIssues(error, setError, ['currentPassword', 'newPassword']);
          toast({
            variant: 'destructive',
            title: t('account.password.failed'),
            description: errorMessage(error),
          });
        },
      },
    ),
  );

  return (
    <SettingsSection id="password" title={t('account.password.title')} lead={t('account.password.lead')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <FormField
          id="password-current"
          label={t('account.currentPassword')}
          error={errors.currentPassword?.message}
          className="sm:max-w-[calc(50%-0.625rem)]"
        >
          <Input type="password" autoComplete="current-password" {...register('currentPassword')} />
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id="password-new"
            label={t('account.password.new')}
            hint={t('account.password.hint')}
            error={errors.newPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <FormField
            id="password-confirm"
            label={t('account.password.confirm')}
            error={errors.confirmPassword?.message}
          >
            <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
          </FormField>
        </div>
        <SubmitButton
          pending={change.isPending}
          pendingLabel={t('account.password.pending')}
          className="sm:self-start"
        >
          {t('account.password.submit')}
        </SubmitButton>
      </form>
    </SettingsSection>
  );
}
