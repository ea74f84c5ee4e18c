import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeLocale, detectLocale, getLocale } from '#src/client/i18n/index.ts';
import { apiRequest } from '#src/client/lib/api.ts';
import { currentUserKey } from '#src/client/lib/current-user.ts';
// Types only: the zod schemas stay out of the first bundle every page loads.
import type {
  AccountDeleteInput,
  CheckEmailResponse,
  EmailChangeInput,
  EmailConfirmedResponse,
  PasswordChangeInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  ProfileInput,
} from '#src/shared/contracts/account-settings.ts';
import type { LoginInput, PublicUser, RegisterForm, RegisterInput } from '#src/shared/contracts/accounts.ts';

const siteConfigPath = '/api/config';

/**
 * A different person now uses this tab: drop every cached answer that belonged to the previous
 * one (their weeks, contracts...), keeping only public site configuration.
 */
function switchUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserKey[0] && query.queryKey[0] !== siteConfigPath,
  });
  queryClient.setQueryData(currentUserKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<PublicUser>('POST', '/api/login', input),
    onSuccess: async (user) => {
      // The account's language, sent back as the preference cookie, applies at once.
      const chosen = detectLocale();
      if (chosen !== getLocale()) await changeLocale(chosen).catch(() => undefined);
      switchUser(queryClient, user);
    },
  });
}

/** A new account (signed in), or "check your e-mail" when the address already has one. */
export type RegisterResult = PublicUser | CheckEmailResponse;

export const isCheckEmail = (result: RegisterResult): result is CheckEmailResponse => 'checkEmail' in result;

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    // The agreements checkbox is the browser's business; the server gets the fields of `registerInput`.
    mutationFn: ({ acceptTerms: _accepted, ...fields }: RegisterForm) => {
      const payload: RegisterInput = { ...fields, role: 'user' };
      return apiRequest<RegisterResult>('POST', '/api/register', payload);
    },
    onSuccess: (result) => {
      if (!isCheckEmail(result)) switchUser(queryClient, result);
    },
  });
}

/** POST /api/password-reset: the answer is the same whether or not an account has the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) =>
      apiRequest<unknown>('POST', '/api/password-reset', input),
  });
}

/** POST /api/password-reset/confirm: every session of the account ends, this tab's included. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      apiRequest<unknown>('POST', '/api/password-reset/confirm', input),
    onSuccess: () => switchUser(queryClient, null),
  });
}

/** PATCH /api/account: the names. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<PublicUser>('PATCH', '/api/account', input),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** POST /api/account/email: mails a link to the new address; nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) => apiRequest<unknown>('POST', '/api/account/email', input),
  });
}

/** POST /api/account/email/confirm: the address changes now. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest<EmailConfirmedResponse>('POST', '/api/account/email/confirm', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

/** POST /api/account/password: other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => apiRequest<unknown>('POST', '/api/account/password', input),
  });
}

/** DELETE /api/account, then home as a fresh page load (nothing of the account stays in memory). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: AccountDeleteInput) => apiRequest<unknown>('DELETE', '/api/account', input),
  });
}
