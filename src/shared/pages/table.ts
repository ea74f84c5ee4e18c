import { accountPage } from './account';
import { accountsManagementPage } from './accounts-management';
import { addWeekPage } from './add-week';
import { alertConfirmPage } from './alert-confirm';
import { alertSearchPage } from './alert-search';
import { alertUnsubscribePage } from './alert-unsubscribe';
import { allPropertiesPage } from './all-properties';
import { allWeeksPage } from './all-weeks';
import { authPage } from './auth';
import { bookWeekPage } from './book-week';
import { bookingPage } from './booking';
import { checkoutPage } from './checkout';
import { confirmEmailPage } from './confirm-email';
import { conversationPage } from './conversation';
import { customMembershipPage } from './custom-membership';
import { dashboardPage } from './dashboard';
import { databaseManagementPage } from './database-management';
import { destinationPage } from './destination';
import { devPage } from './dev';
import { forgotPasswordPage } from './forgot-password';
import { guestAgreementPage } from './guest-agreement';
import { homePage } from './home';
import { managerPage } from './manager';
import { membershipPage } from './membership';
import { messagesPage } from './messages';
import { myAlertsPage } from './my-alerts';
import { myContractPage } from './my-contract';
import { ownerProfilePage } from './owner-profile';
import type { PageHead, PageRoute } from './page';
import { paymentSuccessPage } from './payment-success';
import { privacyPolicyPage } from './privacy-policy';
import { resetPasswordPage } from './reset-password';
import { sellPropertyPage } from './sell-property';
import { termsOfServicePage } from './terms-of-service';
import { unitTypeImagesPage } from './unit-type-images';

/**
 * Every page of the web app, each declared in its own module beside this one (decision 055). The
 * browser's router, the server's answer for an address, the sitemap and robots.txt read this list;
 * a page added here is known everywhere at once.
 */
export const PAGE_ROUTES = [
  homePage,
  destinationPage,
  allWeeksPage,
  allPropertiesPage,
  paymentSuccessPage,
  alertUnsubscribePage,
  alertConfirmPage,
  alertSearchPage,
  myAlertsPage,
  termsOfServicePage,
  privacyPolicyPage,
  guestAgreementPage,
  forgotPasswordPage,
  resetPasswordPage,
  confirmEmailPage,
  authPage,
  membershipPage,
  checkoutPage,
  dashboardPage,
  bookWeekPage,
  bookingPage,
  messagesPage,
  conversationPage,
  ownerProfilePage,
  accountPage,
  addWeekPage,
  sellPropertyPage,
  myContractPage,
  managerPage,
  customMembershipPage,
  accountsManagementPage,
  databaseManagementPage,
  unitTypeImagesPage,
  devPage,
] as const;

export type PageName = (typeof PAGE_ROUTES)[number]['name'];
export type AnyPage = PageRoute<PageName>;

const BY_NAME = new Map<PageName, AnyPage>(PAGE_ROUTES.map((page) => [page.name, page]));

/** A page's declaration by its name. */
export const pageNamed = (name: PageName): AnyPage => BY_NAME.get(name)!;

/** The head of an address no page has (the app shows its not-found page there). */
export const notFoundHead = (t: (key: string) => string): PageHead => ({ title: t('notFound.title') });

/**
 * The page an address is (its path, without query; trailing slash and case of the fixed parts
 * ignored, as the browser's router does), and its parameters; undefined when no page has it.
 * Parameters are decoded; a malformed escape is no page.
 */
export function matchPage(pathname: string): { page: AnyPage; params: Record<string, string> } | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const parts = path.split('/').slice(1);
  for (const page of PAGE_ROUTES as readonly AnyPage[]) {
    const pattern = page.path;
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
    if (ok) return { page, params };
  }
  return undefined;
}
