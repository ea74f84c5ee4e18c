/**
 * The web app's pages, by name: the one table both sides read. The client's router takes each
 * page's path from here; the server uses it to answer an address no page has with HTTP 404 (not the
 * app's shell with 200), and to list the public pages in the sitemap.
 */
export const PAGES = {
  home: '/',
  destination: '/destinations/:name',
  allWeeks: '/all-weeks',
  allProperties: '/all-properties',
  paymentSuccess: '/payment-success',
  alertUnsubscribe: '/alerts/unsubscribe',
  alertConfirm: '/alerts/confirm',
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  guestAgreement: '/guest-agreement',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  confirmEmail: '/confirm-email',
  auth: '/auth',
  membership: '/membership',
  checkout: '/checkout',
  dashboard: '/dashboard',
  account: '/account',
  addWeek: '/add-listing',
  sellProperty: '/sell-property',
  myContract: '/my-contract',
  manager: '/manager',
  customMembership: '/custom-membership',
  accountsManagement: '/accounts-management',
  databaseManagement: '/database-management',
  unitTypeImages: '/unit-type-images',
  dev: '/dev',
} as const;

export type PageName = keyof typeof PAGES;

/** A page's path as a child route of the layout ('all-weeks', 'destinations/:name'). */
export const routePath = (name: PageName) => PAGES[name].slice(1);

/** The pages a search engine may index (the sitemap lists them, and every destination). */
export const INDEXABLE_PAGES: readonly PageName[] = [
  'home',
  'allWeeks',
  'allProperties',
  'membership',
  'termsOfService',
  'privacyPolicy',
  'guestAgreement',
];

/**
 * The page an address is (its path, without query; trailing slash and case of the fixed parts
 * ignored, as the client's router does), and its parameters;
 * undefined when no page has it. Parameters are decoded; a malformed escape is no page.
 */
export function matchPage(pathname: string): { name: PageName; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/').slice(1);
  for (const [name, pattern] of Object.entries(PAGES) as [PageName, string][]) {
    const want = pattern.split('/').slice(1);
    if (pattern === '/' ? path !== '/' && path !== '' : want.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < want.length && pattern !== '/'; i++) {
      if (want[i].startsWith(':')) {
        try {
          params[want[i].slice(1)] = decodeURIComponent(parts[i]);
        } catch {
          ok = false;
        }
        if (!parts[i]) ok = false;
      } else if (want[i] !== parts[i].toLowerCase()) ok = false;
      if (!ok) break;
    }
    if (ok) return { name, params };
  }
  return undefined;
}
