import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { type LoginInput, loginInput } from '#src/shared/contracts/accounts.ts';
import { useLogin } from '../api';

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const login = useLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LoginInput>({
    resolver: zodResolver(loginInput),
    defaultValues: { username: '', password: '' },
  });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, {
      onSuccess,
      onError: (error) => {
        applyServerIssues(error, setError, ['username', 'password']);
        toast({ variant: 'destructive', title: t('auth.loginFailed'), description: errorMessage(error) });
      },
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
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={login.isPending}>
        {login.isPending ? (
          <>
            <Spinner className="text-current" />
            {t('auth.loginPending')}
          </>
        ) : (
          t('auth.loginSubmit')
        )}
      </Button>
    </form>
  );
}
