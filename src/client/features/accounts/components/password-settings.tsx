import { FormField } from '#src/client/components/ui/form-field.tsx';
import { showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { passwordChangeForm } from '#src/shared/contracts/account-settings.ts';
import { useChangePassword } from '../api';
import { CurrentPasswordField } from './account-inputs';
import { SettingsForm, SettingsSection } from './settings-section';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSettings() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useSchemaForm(passwordChangeForm, EMPTY);
  const { errors } = formState;

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          reset(EMPTY);
          toast({ title: t('account.password.saved'), description: t('account.password.savedBody') });
        },
        onError: (error) =>
          showFormRefusal(error, setError, ['currentPassword', 'newPassword'], t('account.password.failed')),
      },
    ),
  );

  return (
    <SettingsSection id="password" title={t('account.password.title')} lead={t('account.password.lead')}>
      <SettingsForm
        onSubmit={onSubmit}
        pending={change.isPending}
        pendingLabel={t('account.password.pending')}
        submitLabel={t('account.password.submit')}
      >
        <CurrentPasswordField
          id="password-current"
          className="sm:max-w-[calc(50%-0.625rem)]"
          error={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
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
      </SettingsForm>
    </SettingsSection>
  );
}
