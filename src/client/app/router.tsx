import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { routePath } from '#src/shared/pages.ts';
import { PageSpinner } from '../components/ui/spinner';
import { RouteErrorScreen } from './error-boundary';
import { Guard, guardRules } from './guards';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/** Each page is its own chunk, fetched when its route is first visited, so '/' downloads only what it shows. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The route table: every page's path comes from the shared page table (shared/pages.ts). */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    // Without the layout: only when the layout itself fails.
    errorElement: <RouteErrorScreen />,
    HydrateFallback: () => <PageSpinner className="min-h-dvh" />,
    children: [
      {
        // Inside the layout, so the top bar stays usable when a page fails.
        errorElement: <RouteErrorScreen />,
        children: [
          {
            index: true,
            lazy: page(
              () => import('../features/landing/pages/landing-page'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: routePath('destination'),
            lazy: page(
              () => import('../features/catalog/pages/destination-page'),
              (m) => m.DestinationPage,
            ),
          },
          {
            path: routePath('allWeeks'),
            lazy: page(
              () => import('../features/weeks/pages/all-weeks-page'),
              (m) => m.AllWeeksPage,
            ),
          },
          {
            path: routePath('allProperties'),
            lazy: page(
              () => import('../features/properties/pages/all-properties-page'),
              (m) => m.AllPropertiesPage,
            ),
          },
          {
            path: routePath('paymentSuccess'),
            lazy: page(
              () => import('../features/payments/pages/payment-success-page'),
              (m) => m.PaymentSuccessPage,
            ),
          },
          {
            path: routePath('alertUnsubscribe'),
            lazy: page(
              () => import('../features/leads/pages/alert-unsubscribe-page'),
              (m) => m.AlertUnsubscribePage,
            ),
          },
          {
            path: routePath('alertConfirm'),
            lazy: page(
              () => import('../features/leads/pages/alert-confirm-page'),
              (m) => m.AlertConfirmPage,
            ),
          },
          {
            path: routePath('termsOfService'),
            lazy: page(
              () => import('../features/legal/pages/legal-page'),
              (m) => m.TermsOfServicePage,
            ),
          },
          {
            path: routePath('privacyPolicy'),
            lazy: page(
              () => import('../features/legal/pages/legal-page'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: routePath('guestAgreement'),
            lazy: page(
              () => import('../features/legal/pages/legal-page'),
              (m) => m.GuestAgreementPage,
            ),
          },
          // Reached from mail: a person may open them signed in or not, on any device.
          {
            path: routePath('forgotPassword'),
            lazy: page(
              () => import('../features/accounts/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: routePath('resetPassword'),
            lazy: page(
              () => import('../features/accounts/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: routePath('confirmEmail'),
            lazy: page(
              () => import('../features/accounts/pages/confirm-email-page'),
              (m) => m.ConfirmEmailPage,
            ),
          },
          {
            element: <Guard rule={guardRules.signedOut} />,
            children: [
              {
                path: routePath('auth'),
                lazy: page(
                  () => import('./auth-route'),
                  (m) => m.AuthRoute,
                ),
              },
            ],
          },
          {
            element: <Guard rule={guardRules.notActiveMember} />,
            children: [
              {
                path: routePath('membership'),
                lazy: page(
                  () => import('../features/payments/pages/membership-page'),
                  (m) => m.MembershipPage,
                ),
              },
              {
                path: routePath('checkout'),
                lazy: page(
                  () => import('../features/payments/pages/checkout-page'),
                  (m) => m.CheckoutPage,
                ),
              },
            ],
          },
          {
            element: <Guard rule={guardRules.signedIn} />,
            children: [
              {
                path: routePath('dashboard'),
                lazy: page(
                  () => import('../features/dashboard/pages/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: routePath('account'),
                lazy: page(
                  () => import('../features/accounts/pages/account-page'),
                  (m) => m.AccountPage,
                ),
              },
              {
                path: routePath('addWeek'),
                lazy: page(
                  () => import('../features/weeks/pages/add-week-page'),
                  (m) => m.AddWeekPage,
                ),
              },
              {
                path: routePath('sellProperty'),
                lazy: page(
                  () => import('../features/properties/pages/sell-property-page'),
                  (m) => m.SellPropertyPage,
                ),
              },
              {
                path: routePath('myContract'),
                lazy: page(
                  () => import('../features/contracts/pages/my-contracts-page'),
                  (m) => m.MyContractsPage,
                ),
              },
            ],
          },
          {
            element: <Guard rule={guardRules.signedInStaff} />,
            children: [
              {
                path: routePath('manager'),
                lazy: page(
                  () => import('../features/admin/pages/manager-dashboard-page'),
                  (m) => m.ManagerDashboardPage,
                ),
              },
              {
                path: routePath('customMembership'),
                lazy: page(
                  () => import('../features/payments/pages/custom-membership-page'),
                  (m) => m.CustomMembershipPage,
                ),
              },
            ],
          },
          {
            element: <Guard rule={guardRules.staff} />,
            children: [
              {
                path: routePath('accountsManagement'),
                lazy: page(
                  () => import('../features/admin/pages/accounts-management-page'),
                  (m) => m.AccountsManagementPage,
                ),
              },
              {
                path: routePath('databaseManagement'),
                lazy: page(
                  () => import('../features/admin/pages/database-management-page'),
                  (m) => m.DatabaseManagementPage,
                ),
              },
              {
                path: routePath('unitTypeImages'),
                lazy: page(
                  () => import('../features/admin/pages/unit-type-images-page'),
                  (m) => m.UnitTypeImagesPage,
                ),
              },
            ],
          },
          {
            element: <Guard rule={guardRules.dev} />,
            children: [
              {
                path: routePath('dev'),
                lazy: page(
                  () => import('../features/admin/pages/dev-dashboard-page'),
                  (m) => m.DevDashboardPage,
                ),
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the pages an address shows and puts it in the route table, so a page the
 * server rendered can be hydrated at once (a route still lazy would render the fallback first).
 * Returns whether anything was loaded.
 */
export async function loadMatchedRoutes(pathname: string): Promise<boolean> {
  const pending = (matchRoutes(routes, pathname) ?? []).filter((m) => typeof m.route.lazy === 'function');
  await Promise.all(
    pending.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, await load(), { lazy: undefined });
    }),
  );
  return pending.length > 0;
}

/** The browser's router; `hydrated`: the page came rendered from the server. */
export function createRouter(hydrated = false) {
  return createBrowserRouter(routes, hydrated ? { hydrationData: { loaderData: {} } } : undefined);
}
