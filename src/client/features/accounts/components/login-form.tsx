import { Link } from 'react-router';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { showFormRefusal } from '#src/client/components/ui/form-refusal.ts';
import { Input } from '#src/client/components/ui/input.tsx';
import { PendingSubmitButton } from '#src/client/components/ui/submit-button.tsx';
import { useSchemaForm } from '#src/client/components/ui/use-schema-form.ts';
import { t } from '#src/client/i18n/index.ts';
import { loginInput } from '#src/shared/contracts/accounts.ts';
import { useLogin } from '../api';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const { register, handleSubmit, setError, formState } = useSchemaForm(loginInput, {
    username: '',
    password: '',
  });
  const { errors } = formState;

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (error) => showFormRefusal(error, setError, ['username', 'password'], t('auth.loginFailed')),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <FormField id="login-username" label={t('auth.username')} error={errors.username?.message}>
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />
      </FormField>
      <div className="flex flex-col gap-2">
        <FormField id="login-password" label={t('auth.password')} error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Link
          to="/forgot-password"
          className="self-end rounded text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {t('account.forgotLink')}
        </Link>
      </div>
      <PendingSubmitButton pending={login.isPending} className="mt-1 w-full">
        {login.isPending ? t('auth.loginPending') : t('auth.loginSubmit')}
      </PendingSubmitButton>
    </form>
  );
}
