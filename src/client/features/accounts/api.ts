import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { changeLocale, detectLocale, getLocale } from '#src/client/i18n/index.ts';
import { currentUserKey } from '#src/client/lib/current-user.ts';
import { call, keyOf } from '#src/client/lib/endpoints.ts';
// Types only: the zod schemas stay out of the first bundle every page loads.
import type {
  AccountDeleteInput,
  CheckEmailResponse,
  EmailChangeInput,
  PasswordChangeInput,
  PasswordResetConfirmInput,
  PasswordResetRequestInput,
  ProfileInput,
} from '#src/shared/contracts/account-settings.ts';
import type { LoginInput, PublicUser, RegisterForm, RegisterInput } from '#src/shared/contracts/accounts.ts';

const siteConfigKey = keyOf('GET /api/config');

/**
 * A different person now uses this tab: drop every cached answer that belonged to the previous
 * one (their weeks, contracts...), keeping only public site configuration.
 */
function switchUser(queryClient: QueryClient, user: PublicUser | null): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== currentUserKey[0] && query.queryKey[0] !== siteConfigKey[0],
  });
  queryClient.setQueryData(currentUserKey, user);
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => call('POST /api/login', { body: input }),
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
      return call('POST /api/register', { body: payload });
    },
    onSuccess: (result) => {
      if (!isCheckEmail(result)) switchUser(queryClient, result);
    },
  });
}

/** POST /api/password-reset: the answer is the same whether or not an account has the address. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (input: PasswordResetRequestInput) => call('POST /api/password-reset', { body: input }),
  });
}

/** POST /api/password-reset/confirm: every session of the account ends, this tab's included. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetConfirmInput) =>
      call('POST /api/password-reset/confirm', { body: input }),
    onSuccess: () => switchUser(queryClient, null),
  });
}

/** PATCH /api/account: the names. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => call('PATCH /api/account', { body: input }),
    onSuccess: (user) => queryClient.setQueryData(currentUserKey, user),
  });
}

/** POST /api/account/email: mails a link to the new address; nothing changes yet. */
export function useRequestEmailChange() {
  return useMutation({
    mutationFn: (input: EmailChangeInput) => call('POST /api/account/email', { body: input }),
  });
}

/** POST /api/account/email/confirm: the address changes now. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => call('POST /api/account/email/confirm', { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserKey }),
  });
}

/** POST /api/account/password: other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (input: PasswordChangeInput) => call('POST /api/account/password', { body: input }),
  });
}

/** DELETE /api/account, then home as a fresh page load (nothing of the account stays in memory). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: AccountDeleteInput) => call('DELETE /api/account', { body: input }),
  });
}
