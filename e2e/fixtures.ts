import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { ACCOUNTS, type AccountName } from './accounts';
import {
  createUser,
  type FreshUser,
  journeyRandom,
  removeUser,
  staffSession,
  type UserOptions,
  uniqueTag,
} from './journey-data';
import {
  type CreatedLead,
  type CreatedWeekRequest,
  createLead,
  createWeekRequest,
  removeLeadsFrom,
} from './journey-leads';
import {
  type CreatedContract,
  type CreatedListing,
  type CreatedWeek,
  createContract,
  createListing,
  createWeek,
  type WeekOptions,
} from './journey-records';

export { journeyEmail, uniqueTag } from './journey-data';
export { scenePhoto } from './journey-records';
export type { CreatedContract, CreatedLead, CreatedListing, CreatedWeek, CreatedWeekRequest, FreshUser };

/**
 * Signs in through the API (the form has its own tests); the page's context keeps the cookie.
 * The fixed accounts are for reading only: a journey that changes an account uses `makeUser`.
 */
export async function signIn(page: Page, who: AccountName | FreshUser) {
  const a = typeof who === 'string' ? ACCOUNTS[who] : who;
  // A page still showing the site may have requests out under the session this sign-in replaces.
  // One answered after the sign-in finds its session ended and clears the signed-in hint, and the
  // next page then thinks nobody is signed in. Leaving the page first cancels them.
  if (/^https?:/.test(page.url())) await page.goto('about:blank');
  const res = await page.request.post('/api/login', { data: { username: a.username, password: a.password } });
  expect(res.status(), `login as ${a.username}`).toBe(200);
}

/**
 * Waits until no toast is showing. On a phone a toast lies over the top bar for its 5 s, and a
 * pointer resting on it (a click the toast intercepted) holds it there: a journey that clicks in the
 * top bar after an action that toasts waits for it to go first.
 */
export async function noToast(page: Page) {
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem');
  await expect(toasts).toHaveCount(0, { timeout: 10_000 });
}

/** A fresh account made through the API (signed in in this page's context), and its details. */
export async function registerFresh(page: Page, prefix: string) {
  const username = `${prefix}${uniqueTag()}`;
  const account = {
    username,
    email: `${username}@example.test`,
    password: 'first-password-123',
    firstName: 'Rosa',
    lastName: 'Reyes',
  };
  const res = await page.request.post('/api/register', { data: { ...account, role: 'user' } });
  expect(res.status(), 'register').toBe(201);
  return account;
}

/**
 * A page the server drew is on screen before the app takes it over, and a click before then does
 * nothing: every navigation waits for the app (`<html data-app-ready>`) when the page came drawn.
 * Journeys that run no script turn it off with `test.use({ waitForApp: false })`.
 */
async function appReady(page: Page) {
  await page.waitForFunction(
    () => !document.getElementById('server-state') || document.documentElement.dataset.appReady !== undefined,
    undefined,
    { timeout: 20_000 },
  );
}

interface JourneyFixtures {
  waitForApp: boolean;
  /** The fixed developer account's API session: it activates, promotes and cleans up; never changed itself. */
  staffApi: APIRequestContext;
  /** A new account (active unless asked), removed with everything it owns after the journey. */
  makeUser: (opts?: UserOptions & { signIn?: Page }) => Promise<FreshUser>;
  /** A fresh active owner, signed in in the page's context. */
  owner: FreshUser;
  /** A week listed through the API by `owner` (a new active owner when none is given). */
  makeWeek: (opts?: WeekOptions & { owner?: FreshUser }) => Promise<CreatedWeek & { owner: FreshUser }>;
  /** A property listing with photos, through the API. */
  makeListing: (opts?: {
    owner?: FreshUser;
    photos?: number;
    hotelName?: string;
  }) => Promise<CreatedListing & { owner: FreshUser }>;
  /** A contract of an owner (filed by staff for them with `byStaff`). */
  makeContract: (opts?: {
    owner?: FreshUser;
    byStaff?: boolean;
  }) => Promise<CreatedContract & { owner: FreshUser }>;
  /** A visitor's week request, from an address of the journey's own; removed afterwards. */
  makeWeekRequest: (opts?: Partial<CreatedWeekRequest>) => Promise<CreatedWeekRequest>;
  /** A visitor's interest in a week or a listing; removed afterwards. */
  makeLead: (
    about: { weekId: number } | { propertyListingId: number },
    opts?: { email?: string; message?: string },
  ) => Promise<CreatedLead>;
  /** Leads a journey sends through the browser: the staff API deletes what came from these addresses. */
  removeLeadsAfter: (email: string) => void;
}

/** The factory fixtures' types, for helpers that take one. */
export type MakeUser = JourneyFixtures['makeUser'];
export type MakeWeek = JourneyFixtures['makeWeek'];

export const test = base.extend<JourneyFixtures>({
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    if (waitForApp) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if (!options?.waitUntil || options.waitUntil === 'load' || options.waitUntil === 'networkidle') {
          await appReady(page);
        }
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await appReady(page);
        return response;
      };
    }
    await use(page);
  },

  staffApi: async ({ baseURL }, use) => {
    const staff = await staffSession(baseURL as string);
    await use(staff);
    await staff.dispose();
  },

  makeUser: async ({ baseURL, staffApi, locale }, use, testInfo) => {
    const random = journeyRandom(`${testInfo.testId}-users-${uniqueTag()}`);
    const made: FreshUser[] = [];
    await use(async (opts = {}) => {
      // Registered from the journey's browser language, as a person on that page would be.
      const user = await createUser(baseURL as string, staffApi, random, { locale, ...opts });
      made.push(user);
      if (opts.signIn) await signIn(opts.signIn, user);
      return user;
    });
    for (const user of made.reverse()) await removeUser(staffApi, user);
  },

  owner: async ({ makeUser, page }, use) => {
    await use(await makeUser({ signIn: page, prefix: 'owner.' }));
  },

  removeLeadsAfter: async ({ staffApi }, use) => {
    const emails = new Set<string>();
    await use((email) => emails.add(email));
    await removeLeadsFrom(staffApi, emails);
  },

  makeWeek: async ({ makeUser }, use, testInfo) => {
    const random = journeyRandom(`${testInfo.testId}-weeks-${uniqueTag()}`);
    await use(async (opts = {}) => {
      const owner = opts.owner ?? (await makeUser({ prefix: 'weeks.' }));
      return { ...(await createWeek(owner, random, opts)), owner };
    });
  },

  makeListing: async ({ makeUser }, use, testInfo) => {
    const random = journeyRandom(`${testInfo.testId}-listings-${uniqueTag()}`);
    await use(async (opts = {}) => {
      const owner = opts.owner ?? (await makeUser({ prefix: 'seller.' }));
      return { ...(await createListing(owner, random, opts)), owner };
    });
  },

  makeContract: async ({ makeUser, staffApi }, use, testInfo) => {
    const random = journeyRandom(`${testInfo.testId}-contracts-${uniqueTag()}`);
    await use(async (opts = {}) => {
      const owner = opts.owner ?? (await makeUser({ prefix: 'holder.' }));
      return { ...(await createContract(owner, random, opts.byStaff ? staffApi : undefined)), owner };
    });
  },

  makeWeekRequest: async ({ request, removeLeadsAfter }, use, testInfo) => {
    const random = journeyRandom(`${testInfo.testId}-requests-${uniqueTag()}`);
    await use(async (opts = {}) => {
      const made = await createWeekRequest(request, random, opts);
      removeLeadsAfter(made.email);
      return made;
    });
  },

  makeLead: async ({ request, removeLeadsAfter }, use, testInfo) => {
    const random = journeyRandom(`${testInfo.testId}-leads-${uniqueTag()}`);
    await use(async (about, opts = {}) => {
      const made = await createLead(request, random, about, opts);
      removeLeadsAfter(made.email);
      return made;
    });
  },
});
export { expect };
