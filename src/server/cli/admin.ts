import { isValid, parseISO } from 'date-fns';
import { z } from 'zod';
import { ROLES } from '#src/shared/constants.ts';
import { registerInput } from '#src/shared/contracts/accounts.ts';
import { loadConfig } from '../config';
import type { Database } from '../db/client';
import { openJobQueue } from '../jobs/queue';
import { AppError } from '../lib/errors';
import { resolveSessionSecret } from '../lib/session-secret';
import { createMailer } from '../mail/mailer';
import { createMailTransport } from '../mail/transport';
import { accountsService } from '../modules/accounts/service';
import { addressConfirmations } from '../modules/alerts/confirmations';
import { matchReturnedWeeks } from '../modules/alerts/returned-weeks';
import { savedSearchAlerts } from '../modules/alerts/saved-matching';
import { savedSearchService } from '../modules/alerts/saved-searches';
import { weekAlerts } from '../modules/alerts/service';
import { bookingMail } from '../modules/bookings/mails';
import { bookingsService } from '../modules/bookings/service';
import { conversationMail } from '../modules/conversations/mails';
import { refreshGuidanceDays } from '../modules/insights/guidance-days';
import { delayedPaymentMail } from '../modules/payments/delayed-mail';
import { delayedPayments } from '../modules/payments/expiry';
import { reviewMail } from '../modules/reviews/mails';
import { reviewsService } from '../modules/reviews/service';
import { exchangeRateService } from '../modules/system/exchange-rates';
import { chooseProvider } from '../payments/choose';
import { parseFlags, requireFlag, splitCommand, UsageError, validateFlags } from './args';
import { runCli, withDatabase } from './run';

/**
 * Administration from a shell: the way to create the first developer account on a fresh
 * install, and to fix a role or the active flag without the web screens.
 */

const USAGE = `Usage: npm run admin -- <command> [flags]

Commands:
  create-user  --username U --password P --email E --first-name F --last-name L
               --role user|manager|dev [--active]
               Creates an account; it stays inactive unless --active is given.
  set-role     --username U --role user|manager|dev
  activate     --username U [--inactive]
               Activates an account, or deactivates it with --inactive.
  bookings:tick [--now <ISO time>]
               Runs every booking deadline and owner's reminder due by that moment (default:
               now), as the server's clock would, queuing their mail for the server to send;
               safe to run again. A moment more than 5 minutes ahead is refused unless payments
               are in test mode.
  reviews:tick [--now <ISO time>]
               Runs the reviews' clock as of that moment (default: now): opens the review
               window of every completed stay whose check-out has passed, reminds who has not
               written three days before it closes, publishes what was written when it closes;
               queues their mail for the server to send; safe to run again. The same limit on
               running ahead of the real clock applies.
  conversations:mail [--now <ISO time>]
               Mails every message digest due by that moment (default: now): each person's
               unread messages of a conversation last mailed more than 15 minutes before it,
               queued for the server to send; safe to run again.
  alerts:digest [--now <ISO time>]
               Mails every saved-search digest due by that moment (default: now): each address
               whose oldest waiting week was matched a day before it gets one mail with all its
               waiting weeks, queued for the server to send; safe to run again.
  insights:guidance [--now <ISO time>]
               Computes again the price guidance kept ahead that weeks or bookings written since,
               or the date, made stale, as of that moment (default: now), as the server does
               every minute; safe to run again (guidance is always correct without it, only slower).
  help         Shows this text.

The database is the server's: PostgreSQL when DATABASE_URL is set, otherwise the embedded
database in DATA_DIR (default ./data), which must not be in use by a running server.`;

const HINT = 'Run `npm run admin -- help` for usage.';

const roleFlag = z.enum(ROLES, { error: 'Role must be user, manager or dev' });

type Action = (database: Database, config: ReturnType<typeof loadConfig>) => Promise<string>;

/** How far ahead of the real clock an operator may run the bookings' clock with real payments. */
const TICK_AHEAD_MS = 5 * 60_000;

/** Parses and validates everything before the database is opened: a typo costs nothing. */
function planCommand(command: string, argv: string[]): Action {
  switch (command) {
    case 'create-user': {
      const flags = parseFlags(argv, {
        username: { type: 'string' },
        password: { type: 'string' },
        email: { type: 'string' },
        'first-name': { type: 'string' },
        'last-name': { type: 'string' },
        role: { type: 'string' },
        active: { type: 'boolean', default: false },
      });
      const input = validateFlags(registerInput.required({ role: true }), {
        username: flags.username,
        password: flags.password,
        email: flags.email,
        firstName: flags['first-name'],
        lastName: flags['last-name'],
        role: flags.role,
      });
      return async (database) => {
        const user = await accountsService(database.db).createUser({ ...input, active: flags.active });
        return `Created user ${user.username} (id ${user.id}, role ${user.role}, ${user.active ? 'active' : 'inactive'})`;
      };
    }
    case 'set-role': {
      const flags = parseFlags(argv, { username: { type: 'string' }, role: { type: 'string' } });
      const username = requireFlag(flags.username, 'username');
      const role = validateFlags(roleFlag, requireFlag(flags.role, 'role', 'user, manager or dev'), {
        '': 'role',
      });
      return async (database) => {
        const service = accountsService(database.db);
        const user = await service.setRole((await findUser(service, username)).id, role);
        return `Set the role of ${user.username} to ${user.role}`;
      };
    }
    case 'activate': {
      const flags = parseFlags(argv, {
        username: { type: 'string' },
        inactive: { type: 'boolean', default: false },
      });
      const username = requireFlag(flags.username, 'username');
      return async (database) => {
        const service = accountsService(database.db);
        const user = await service.setActive((await findUser(service, username)).id, !flags.inactive);
        return `${user.active ? 'Activated' : 'Deactivated'} ${user.username}`;
      };
    }
    case 'conversations:mail': {
      const flags = parseFlags(argv, { now: { type: 'string' } });
      const now = flags.now === undefined ? new Date() : parseISO(flags.now);
      if (!isValid(now))
        throw new UsageError(`--now must be an ISO date and time, such as 2027-03-08T12:00:00Z`);
      return async (database, config) => {
        const log = { error: (obj: unknown, msg: string) => console.error(msg, obj), warn: () => {} };
        // Queued, never sent from here: a running server's worker (or the next to start) sends them.
        const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
        const jobs = openJobQueue(database, log);
        const mailer = createMailer(jobs, transport, config.mail.from, log);
        const mails = conversationMail(database.db, jobs, mailer, {
          operator: config.operator,
          publicUrl: config.publicUrl,
        });
        const r = await mails.due(now).finally(() => transport.close());
        return `Message digests as of ${now.toISOString()}: ${r.mailed} mail(s) queued.`;
      };
    }
    case 'insights:guidance': {
      const flags = parseFlags(argv, { now: { type: 'string' } });
      const now = flags.now === undefined ? new Date() : parseISO(flags.now);
      if (!isValid(now))
        throw new UsageError(`--now must be an ISO date and time, such as 2027-03-08T12:00:00Z`);
      return async (database) => {
        const units = await refreshGuidanceDays(database.db, now, { budgetMs: Number.POSITIVE_INFINITY });
        return `Price guidance computed again for ${units} unit type${units === 1 ? '' : 's'} as of ${now.toISOString()}.`;
      };
    }
    case 'alerts:digest': {
      const flags = parseFlags(argv, { now: { type: 'string' } });
      const now = flags.now === undefined ? new Date() : parseISO(flags.now);
      if (!isValid(now))
        throw new UsageError(`--now must be an ISO date and time, such as 2027-03-08T12:00:00Z`);
      return async (database, config) => {
        const log = { error: (obj: unknown, msg: string) => console.error(msg, obj), warn: () => {} };
        // Queued, never sent from here: a running server's worker (or the next to start) sends them.
        const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
        const jobs = openJobQueue(database, log);
        const mailer = createMailer(jobs, transport, config.mail.from, log);
        const mailContext = { operator: config.operator, publicUrl: config.publicUrl };
        const secret = resolveSessionSecret(config);
        const searches = savedSearchService(
          database.db,
          mailer,
          mailContext,
          secret,
          addressConfirmations(database.db, config.publicUrl),
        );
        // Spanish digests show pesos first, at the site's current rate (decision 063).
        const rates = exchangeRateService(database.db, config.exchangeRate, jobs, { ...log, info: () => {} });
        const digests = savedSearchAlerts(database.db, jobs, mailer, mailContext, searches, {
          mailsPerAddressPerDay: config.alertMailsPerAddressPerDay,
          rate: () => rates.current().catch(() => null),
        });
        const r = await digests.due(now).finally(() => transport.close());
        return `Saved-search digests as of ${now.toISOString()}: ${r.mailed} mail(s) queued.`;
      };
    }
    case 'bookings:tick': {
      const flags = parseFlags(argv, { now: { type: 'string' } });
      const now = flags.now === undefined ? new Date() : parseISO(flags.now);
      if (!isValid(now))
        throw new UsageError(`--now must be an ISO date and time, such as 2027-03-08T12:00:00Z`);
      return async (database, config) => {
        const mode = config.paymentsMode;
        if (mode !== 'test' && now.getTime() > Date.now() + TICK_AHEAD_MS)
          throw new UsageError('--now may be ahead of the real clock only when payments are in test mode');
        const log = { error: (obj: unknown, msg: string) => console.error(msg, obj), warn: () => {} };
        // The mails of what the clock applies are queued in its transactions, never sent from here:
        // the queue is not started, and a running server's worker (or the next to start) sends them.
        const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
        const jobs = openJobQueue(database, log);
        const mailer = createMailer(jobs, transport, config.mail.from, log);
        const secret = resolveSessionSecret(config);
        const provider = chooseProvider(config, secret);
        const mailContext = { operator: config.operator, publicUrl: config.publicUrl };
        const delayedMail = delayedPaymentMail(mailer, mailContext);
        const bookingMails = bookingMail(mailer, mailContext);
        // A hold the clock ends returns its week to the lists: its alerts' matching is queued too.
        const alerts = weekAlerts(database.db, jobs, mailer, mailContext, secret);
        const bookings = bookingsService({
          db: database.db,
          provider,
          log,
          mode,
          publicUrl: config.publicUrl,
          ...bookingMails,
          onEvent: matchReturnedWeeks(bookingMails.onEvent, alerts.weekReturned),
          paymentMail: delayedMail,
        });
        // The payments' clock too: OXXO vouchers and SPEI transfers of memberships and links lapse with it.
        const vouchers = delayedPayments(database.db, provider, log, delayedMail);
        const [r, p] = await Promise.all([bookings.tick(now), vouchers.tick(now)]).finally(() =>
          transport.close(),
        );
        const usd = (cents: number) => (cents / 100).toFixed(2);
        return [
          `Bookings clock as of ${now.toISOString()}:`,
          `${r.expiredHolds} hold(s) ended unpaid, ${r.paidLate} found paid, ${r.waiting} waiting on the payment provider;`,
          `${r.ownerLapsed} cancelled for an owner's missed deadline, ${r.reminders} owner(s) reminded, ${r.completed} completed;`,
          `${r.money.refunds} refund(s) (USD ${usd(r.money.refundedCents)}), ${r.money.payouts} payout(s) (USD ${usd(r.money.paidCents)}), ${r.money.failures} failed and retried later;`,
          `${p.expired} OXXO/SPEI payment(s) expired, ${p.paidLate} found paid.`,
        ].join(' ');
      };
    }
    case 'reviews:tick': {
      const flags = parseFlags(argv, { now: { type: 'string' } });
      const now = flags.now === undefined ? new Date() : parseISO(flags.now);
      if (!isValid(now))
        throw new UsageError(`--now must be an ISO date and time, such as 2027-03-08T12:00:00Z`);
      return async (database, config) => {
        if (config.paymentsMode !== 'test' && now.getTime() > Date.now() + TICK_AHEAD_MS)
          throw new UsageError('--now may be ahead of the real clock only when payments are in test mode');
        const log = { error: (obj: unknown, msg: string) => console.error(msg, obj), warn: () => {} };
        // As bookings:tick: mail is queued in the clock's transactions, for a server's worker to send.
        const transport = createMailTransport({ smtpUrl: config.mail.smtpUrl, dataDir: config.dataDir });
        const mailer = createMailer(openJobQueue(database, log), transport, config.mail.from, log);
        const reviews = reviewsService({
          db: database.db,
          ...reviewMail(mailer, { operator: config.operator, publicUrl: config.publicUrl }),
        });
        const r = await reviews.tick(now).finally(() => transport.close());
        return `Reviews clock as of ${now.toISOString()}: ${r.opened} window(s) opened, ${r.reminded} reminder(s), ${r.closed} window(s) closed, ${r.published} review(s) published.`;
      };
    }
    default:
      throw new UsageError(`Unknown command '${command}'`);
  }
}

async function findUser(service: ReturnType<typeof accountsService>, username: string) {
  const user = await service.findByUsername(username.trim());
  if (!user) throw new AppError('NOT_FOUND', 'accounts.noAccountNamed', { vars: { username } });
  return user;
}

async function main(argv: string[]): Promise<number> {
  const { command, rest } = splitCommand(argv);
  if (command === undefined || command === 'help' || argv.includes('--help') || argv.includes('-h')) {
    if (command === undefined && argv.length > 0 && !argv.includes('--help') && !argv.includes('-h')) {
      throw new UsageError('Missing command');
    }
    console.log(USAGE);
    return 0;
  }
  const action = planCommand(command, rest);
  const config = loadConfig();
  const message = await withDatabase(config, 'admin CLI', (database) => action(database, config));
  console.log(message);
  return 0;
}

runCli(main, HINT);
