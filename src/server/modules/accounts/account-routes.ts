import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { setLocaleCookie } from '#src/server/lib/locale.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { accountsEndpoints as api } from '#src/shared/contracts/accounts-endpoints.ts';
import { type AccountSettingsService, WRONG_CURRENT_PASSWORD } from './account-settings';
import { deviceOf } from './device-cookie';
import type { PasswordResetService } from './password-reset';

/** Forgot password, and the signed-in person's own settings (decision 019, "Account links"). */
export function accountRoutes(
  reset: PasswordResetService,
  settings: AccountSettingsService,
  config: Config,
  store: LimiterStore,
) {
  const limits = config.rateLimits;
  // Mailed links used per client: a token cannot be guessed, but each try costs a lookup.
  const linksPerIp = store.limiter(
    'link-ip',
    limits.passwordResetAttempts * 4,
    limits.passwordResetWindowSeconds,
  );
  // A stolen session must not become a way to guess the password: wrong answers count like logins.
  const passwordChecks = store.limiter('account-password', limits.loginFailures, limits.loginWindowSeconds);

  async function withPasswordCheck<T>(userId: number, work: () => Promise<T>): Promise<T> {
    const key = String(userId);
    await passwordChecks.consume(key);
    try {
      const result = await work();
      await passwordChecks.refund(key);
      return result;
    } catch (err) {
      const wrongPassword = err instanceof AppError && err.key === WRONG_CURRENT_PASSWORD;
      if (!wrongPassword) await passwordChecks.refund(key);
      throw err;
    }
  }

  return async (app: FastifyInstance) => {
    route(app, api.postPasswordReset, async (request) => {
      // The same answer whatever the address and whatever the limits (decision 040).
      await reset.request(request.body, clientKey(request), deviceOf(request));
      return { ok: true as const };
    });

    route(app, api.postPasswordResetConfirm, async (request) => {
      await linksPerIp.consume(clientKey(request));
      await reset.confirm(request.body);
      return { ok: true as const };
    });

    route(app, api.patchAccount, async (request) =>
      settings.updateProfile(requireUser(request).id, request.body),
    );

    route(app, api.putAccountLocale, async (request, reply) => {
      const { locale } = request.body;
      await settings.setLocale(requireUser(request).id, locale);
      setLocaleCookie(reply, locale, 'account');
      return { locale };
    });

    route(app, api.postAccountEmail, async (request) => {
      const user = requireUser(request);
      await withPasswordCheck(user.id, () => settings.requestEmailChange(user, request.body));
      return { ok: true as const };
    });

    // Public: the link may be opened on another device than the one signed in; the token names the account.
    route(app, api.postAccountEmailConfirm, async (request) => {
      await linksPerIp.consume(clientKey(request));
      return settings.confirmEmailChange(request.body.token);
    });

    route(app, api.postAccountPassword, async (request) => {
      const user = requireUser(request);
      const token = request.sessionToken;
      if (!token) throw new AppError('UNAUTHENTICATED', 'accounts.signContinue');
      await withPasswordCheck(user.id, () => settings.changePassword(user, token, request.body));
      return { ok: true as const };
    });

    route(app, api.deleteAccount, async (request, reply) => {
      const user = requireUser(request);
      await withPasswordCheck(user.id, () => settings.deleteAccount(user, request.body.currentPassword));
      await app.endSession(reply, request);
      return { ok: true as const };
    });
  };
}
