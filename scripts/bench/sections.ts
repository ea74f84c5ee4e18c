import { alertsChecks, measureAlerts, prepareAlertOwner, renderAlerts } from './alerts';
import { BOOKINGS_SERVER_ENV, bookingsChecks, measureBookings, renderBookings } from './bookings';
import { CATALOGUE_PATH, type CatalogueResult, measureCatalogue } from './catalogue';
import type { CatalogueRun } from './catalogue-report';
import { measureConcurrency, renderConcurrency } from './concurrency';
import {
  CONVERSATIONS_SERVER_ENV,
  conversationsPassed,
  measureConversations,
  prepareConversations,
  renderConversations,
} from './conversations';
import { withCpu } from './cpu';
import {
  dashboardsPassed,
  measureDashboards,
  measureOwnerDashboard,
  ownerDashboardPassed,
  prepareDashboards,
  prepareOwnerDashboard,
  renderDashboards,
  renderOwnerDashboard,
} from './dashboards';
import { guidancePassed, measureGuidance, prepareGuidance, renderGuidance } from './guidance';
import { htmlPageChecks, measureHtmlPages, renderHtmlPages } from './html-pages';
import { measureLighthouse } from './lighthouse';
import { type LighthouseRun, lighthouseChecks, renderLighthouse } from './lighthouse-report';
import type { Fixture } from './pages';
import { measurePool, poolChecks, preparePoolOwner, renderPool } from './pool';
import type { Server } from './processes';
import {
  measurePropertySearch,
  preparePropertySearch,
  propertySearchChecks,
  renderPropertySearch,
} from './property-search';
import type { BenchResults } from './report';
import { measureSavedSearches, renderSavedSearches, savedSearchesPassed } from './saved-searches';
import { measureTextFilters, renderTextFilters, textFilterChecks } from './text-filters';
import { measureUsers, prepareUsers, renderUsers, usersChecks } from './users';
import {
  measureVerification,
  prepareVerification,
  renderVerification,
  verificationPassed,
} from './verification';

/** The bench's callers share one address; whole-table reads are limited per address (decision 047). */
const UNLIMITED_WHOLE_LISTS = { RATE_LIMIT_WHOLE_LIST_READS: '1000000000' };

/** Where and when a run ran, as the main results and every recorded section say it. */
type RunInfo = Pick<BenchResults, 'kind' | 'date' | 'machine' | 'node' | 'database' | 'weeks'>;

type PrepareOptions = Parameters<typeof prepareDashboards>[0];

/**
 * What the sections of one run share: what their seeders need (the project, the server build, the
 * environment, the seeded database, the log), how to start a server, and the run's labels.
 */
export interface SectionContext extends PrepareOptions {
  /** A production server on the run's database, `extra` added to its environment. */
  startServer: (extra?: NodeJS.ProcessEnv) => Promise<Server>;
  connections: number;
  durationS: number;
  warmupS: number;
  weeks: number;
  /** The benchmark index Lighthouse's CPU slowdown emulates (0: its fixed 4×; decision 048). */
  cpuIndex: number;
  /** The database's line of a caption (its version, and where it runs). */
  databaseLabel: string;
  date: () => string;
  machine: string;
  runInfo: () => RunInfo;
}

/**
 * The sections that seed what they measure on the run's database and start servers of their own:
 * each answers its printed text and whether it met its targets.
 */
export function benchSections(c: SectionContext) {
  const { root, serverDir, env, database, log, connections, durationS, warmupS } = c;
  const caption = () => `${c.date()}, ${c.machine}, ${c.databaseLabel}`;
  return {
    /** The polled accounts list at 10,000 accounts (its own seed of accounts, its own server). */
    async users() {
      await prepareUsers({ root, serverDir, env, database, log });
      // One bench client reads the unpaged list again and again: past the per-client limit of
      // whole-table reads (decision 047) it would measure 429s.
      const server = await c.startServer(UNLIMITED_WHOLE_LISTS);
      const pollers = Math.min(connections, 4);
      const rows = await measureUsers(server, { connections: pollers, durationS });
      await server.stop();
      const text = renderUsers(rows, `${caption()}, ${pollers} pollers at once.`);
      return { text, passed: usersChecks(rows).every((check) => check.pass) };
    },

    /** The inbox of a person with 10,000 conversations and the top bar's unread count (a server of its own). */
    async conversations() {
      log('conversations: 10,000 conversations of one person among 50,000');
      const cookie = await prepareConversations(database);
      const server = await c.startServer(CONVERSATIONS_SERVER_ENV);
      const rows = await measureConversations(server, cookie, { connections, durationS });
      await server.stop();
      const text = renderConversations(rows, `${caption()}, ${connections} connections.`);
      // The targets are set for PostgreSQL; the embedded engine's rows are printed for comparison.
      return { text, passed: database.kind !== 'pg' || conversationsPassed(rows) };
    },

    /** The dashboards' first requests (a developer and 10,000 leads added to the seeded catalogue). */
    async dashboards() {
      await prepareDashboards({ root, serverDir, env, database, log });
      await prepareOwnerDashboard({ root, serverDir, env, database, log });
      const server = await c.startServer();
      const rows = await measureDashboards(server, { connections, durationS });
      const owner = await measureOwnerDashboard(server);
      await server.stop();
      const text = `${renderDashboards(
        rows,
        `${c.weeks.toLocaleString('en-US')} weeks, ${caption()}, ${connections} connections.`,
      )}\n\n${renderOwnerDashboard(owner)}`;
      // The targets are set for PostgreSQL; the embedded engine's rows are printed for comparison.
      return {
        text,
        passed: database.kind !== 'pg' || (dashboardsPassed(rows) && ownerDashboardPassed(owner)),
      };
    },

    /** Price guidance with 1,000,000 weeks of history (its own history and owner, a server of its own). */
    async guidance() {
      const fixture = await prepareGuidance({ root, serverDir, env, database, log });
      const server = await c.startServer();
      const rows = await measureGuidance(server, fixture, { connections, durationS });
      await server.stop();
      const text = renderGuidance(rows, fixture, `${caption()}, ${connections} connections.`);
      // The target is set for PostgreSQL; the embedded engine's rows are printed for comparison.
      return { text, passed: database.kind !== 'pg' || guidancePassed(rows) };
    },

    /** Listing a week with 100,000 stored alerts (its own owner and requests, servers of its own). */
    async alerts() {
      await prepareAlertOwner(root, serverDir, env);
      const result = await measureAlerts({
        target: database,
        startServer: () => c.startServer({ RATE_LIMIT_CREATE_ATTEMPTS: '100000' }),
      });
      const text = renderAlerts(result, `${caption()}.`);
      return { text, passed: database.kind !== 'pg' || alertsChecks(result).every((check) => check.pass) };
    },

    /** Matching one new week against 100,000 saved searches (stored on the run's database; no server). */
    async savedSearches() {
      log('saved searches: 100,000 searches stored, then 20 new weeks matched');
      const result = await measureSavedSearches(database);
      const text = renderSavedSearches(result, `${caption()}.`);
      // The target is set for PostgreSQL; the embedded engine's figure is printed for comparison.
      return { text, passed: database.kind !== 'pg' || savedSearchesPassed(result) };
    },

    /** The public search with one app process and with WEB_CONCURRENCY=2 (servers of its own; PostgreSQL only). */
    async concurrency() {
      if (database.kind !== 'pg')
        return { text: 'One app process against two: PostgreSQL only.', passed: true };
      const rows = await measureConcurrency((extra) => c.startServer(extra), {
        connections,
        durationS,
        warmupS,
        log,
      });
      return { text: renderConcurrency(rows, `${caption()}.`), passed: rows.every((r) => r.errors === 0) };
    },

    /** 400 uncacheable searches at once while health and an owner's list are asked (a server of its own). */
    async pool() {
      await preparePoolOwner({ root, serverDir, env, database, log });
      const server = await c.startServer();
      log('pool: 400 parallel uncacheable searches, health and an owner list probed meanwhile');
      const result = await measurePool(server);
      await server.stop();
      const text = renderPool(result, `Run of ${caption()}; ${c.weeks.toLocaleString('en-US')} weeks.`);
      return { text, passed: poolChecks(result).every((check) => check.pass) };
    },

    /**
     * The booking request from `connections` renters at once, then the public pages' first week
     * reads with a tenth of the weeks booked (servers of its own; it books weeks, so it runs last).
     */
    async bookings(fixture: Fixture) {
      const result = await measureBookings({
        target: database,
        fixture,
        startServer: () => c.startServer(BOOKINGS_SERVER_ENV),
        connections,
        durationS,
        warmupS,
        log,
      });
      const text = renderBookings(result, `Run of ${caption()}; ${c.weeks.toLocaleString('en-US')} weeks.`);
      const checks = bookingsChecks(result);
      // The latency targets are set for PostgreSQL; one live booking per week holds on either engine.
      return {
        text,
        passed: result.posts.doubled === 0 && (database.kind !== 'pg' || checks.every((check) => check.pass)),
      };
    },

    /** The four public pages' HTML under load beside the JSON search (a server of its own). */
    async htmlPages(fixture: Fixture) {
      const server = await c.startServer();
      const rows = await measureHtmlPages(
        server,
        { locationId: fixture.locationId, destinationName: 'Los Cabos', connections, durationS, warmupS },
        log,
      );
      await server.stop();
      const text = renderHtmlPages(
        rows,
        `${c.weeks.toLocaleString('en-US')} weeks, ${caption()}, ${connections} connections.`,
      );
      // The targets are set for PostgreSQL; the embedded engine's rows are printed for comparison.
      return { text, passed: database.kind !== 'pg' || htmlPageChecks(rows).every((check) => check.pass) };
    },

    /** The Verification queue at 5,000 waiting requests, and the lists with 'Verified only' (a server of its own). */
    async verification(fixture: Fixture) {
      const seeded = await prepareVerification({ root, serverDir, env, database, log });
      const server = await c.startServer();
      const rows = await measureVerification(server, fixture, { connections, durationS });
      await server.stop();
      const text = renderVerification(
        rows,
        seeded,
        `${c.weeks.toLocaleString('en-US')} weeks, ${caption()}, ${connections} connections.`,
      );
      // The targets are set for PostgreSQL; the embedded engine's rows are printed for comparison.
      return { text, passed: database.kind !== 'pg' || verificationPassed(rows) };
    },

    /** Lighthouse on the four public pages (a server of its own, nothing else running meanwhile). */
    async lighthouse() {
      const server = await c.startServer();
      const measurement = await measureLighthouse(server, { log, emulatedIndex: c.cpuIndex });
      await server.stop();
      const run: LighthouseRun = { ...c.runInfo(), measurement };
      return { run, text: renderLighthouse(run), passed: lighthouseChecks(run).every((check) => check.pass) };
    },

    /** The destination search with and without resort and unit-type text (a server of its own). */
    async textFilters(fixture: Fixture) {
      const server = await c.startServer();
      log('text-filtered vs unfiltered destination search, alternating rounds');
      const measured = await measureTextFilters(server, fixture, {
        weeks: c.weeks,
        connections,
        durationS,
        warmupS,
      });
      await server.stop();
      return {
        text: renderTextFilters(measured, `${caption()}.`),
        passed: textFilterChecks(measured).every((check) => check.pass),
      };
    },

    /** The whole catalogue read by `callers` at once, gzip then identity, each on a server with nothing cached. */
    async catalogue(callers: number): Promise<CatalogueRun> {
      const results: CatalogueResult[] = [];
      const others: number[] = [];
      for (const gzip of [true, false]) {
        // A server per row: each starts with nothing cached, so each row includes the build.
        // Many callers from one address: what is measured is memory, not the per-client limit.
        const server = await c.startServer(UNLIMITED_WHOLE_LISTS);
        log(
          `whole catalogue: ${callers} parallel ${CATALOGUE_PATH} (${gzip ? 'gzip' : 'identity'}), pid ${server.pid}`,
        );
        const [row, cpu] = await withCpu(server.pid, () => measureCatalogue(server, { callers, gzip }));
        await server.stop();
        results.push(row);
        if (cpu) others.push(cpu.other);
      }
      return {
        ...c.runInfo(),
        otherCores: others.reduce((a, b) => a + b, 0) / Math.max(1, others.length),
        results,
      };
    },

    /** The hotel-name search at 100,000 listings (listings of its own added, its own server). */
    async propertySearch() {
      const { text } = await preparePropertySearch({ root, serverDir, env, database, log });
      // The statement's cost is compared, not the kept answers (decision 030): none are kept here.
      const server = await c.startServer({ SEARCH_ANSWERS_KEPT: '0' });
      log('hotel-name search vs unfiltered property search, alternating rounds (no answers kept)');
      const measured = await measurePropertySearch(server, { text, connections, durationS, warmupS });
      await server.stop();
      return {
        text: renderPropertySearch(measured, `${caption()}.`),
        passed: propertySearchChecks(measured).every((check) => check.pass),
      };
    },
  };
}
