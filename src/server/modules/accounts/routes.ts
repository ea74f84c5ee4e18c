import type { FastifyInstance } from 'fastify';
import type { Config } from '#src/server/config.ts';
import { clientKey } from '#src/server/lib/client-address.ts';
import { route } from '#src/server/lib/endpoint-route.ts';
import { chosenLocale, requestLocale, setLocaleCookie } from '#src/server/lib/locale.ts';
import type { LimiterStore } from '#src/server/lib/rate-limit.ts';
import { requireUser } from '#src/server/plugins/auth.ts';
import { accountsEndpoints as api } from '#src/shared/contracts/accounts-endpoints.ts';
import { englishText } from '#src/shared/i18n/messages.ts';
import { deviceOf, giveDevice } from './device-cookie';
import { type AccountsService, CHECK_EMAIL } from './service';

export function accountsRoutes(accounts: AccountsService, config: Config, store: LimiterStore) {
  const limits = config.rateLimits;
  // Login attempts per address and username (guessing one account), per address (spraying many),
  // and per account from every address together (guessing one account from many addresses).
  const logins = store.limiter('login', limits.loginFailures, limits.loginWindowSeconds);
  const loginsPerIp = store.limiter('login-ip', limits.loginFailures * 4, limits.loginWindowSeconds);
  const loginsPerAccount = store.limiter(
    'login-account',
    limits.loginAccountFailures,
    limits.loginWindowSeconds,
  );
  // Failed logins of a browser that signed in to the account before, on its own (decision 040).
  const loginsPerDevice = store.limiter('login-device', limits.loginFailures, limits.loginWindowSeconds);
  const registrations = store.limiter('register', limits.registerAttempts, limits.registerWindowSeconds);
  // "Someone tried to register with your address" mails per address and day: capped quietly, so
  // strangers can neither flood the mailbox nor, by using the allowance up, block anything.
  const registrationMails = store.limiter('register-mail', limits.accountMailsPerDay, 24 * 3600);

  return async (app: FastifyInstance) => {
    route(app, api.postRegister, async (request, reply) => {
      await registrations.consume(clientKey(request));
      const mayMail = await registrationMails.tryConsume(request.body.email.trim().toLowerCase());
      const result = await accounts.register(request.body, requestLocale(request), mayMail);
      // An address that already has an account: no session, nothing said about the account.
      if ('checkEmail' in result) {
        return reply.code(202).send({ checkEmail: true as const, message: englishText(CHECK_EMAIL) });
      }
      await app.startSession(reply, request, result.user.id);
      giveDevice(reply, result.user.id, config.session.cookieSecure);
      return reply.code(201).send(result.user);
    });

    route(app, api.postLogin, async (request, reply) => {
      const address = clientKey(request);
      const account = request.body.username.toLowerCase();
      const key = `${address}|${account}`;
      // A browser that signed in to this account before is counted on its own allowance alone,
      // so strangers guessing from anywhere never lock it out (decision 040); it is counted
      // before the password is checked too, so a stolen device cookie buys no more guesses.
      const device = deviceOf(request);
      const known = device && (await accounts.idByUsername(account)) === device.userId ? device : null;
      // Otherwise each attempt is counted before the password is checked, so parallel guesses
      // cannot all be evaluated; a success gives its attempts back (the person is never slowed
      // down). The account's own counter is only refunded, never reset, so a success cannot
      // reopen it to someone guessing from many addresses.
      if (known) {
        await loginsPerDevice.consume(known.key);
      } else {
        await loginsPerIp.consume(address);
        await loginsPerAccount.consume(account);
        await logins.consume(key);
      }
      const user = await accounts.authenticate(request.body);
      // A language chosen on this browser before signing in is the person's latest choice: the
      // account keeps it (their mail follows). Otherwise the account's language follows it here.
      const locale = await accounts.syncLocale(user.id, chosenLocale(request));
      if (locale) setLocaleCookie(reply, locale, 'account');
      if (known) {
        await loginsPerDevice.reset(known.key);
      } else {
        await logins.reset(key);
        await loginsPerIp.refund(address);
        await loginsPerAccount.refund(account);
      }
      await app.startSession(reply, request, user.id);
      giveDevice(reply, user.id, config.session.cookieSecure);
      return user;
    });

    route(app, api.postLogout, async (request, reply) => {
      await app.endSession(reply, request);
      return { ok: true as const };
    });

    route(app, api.getUser, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return requireUser(request);
    });
  };
}
