import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/ui/spinner';
import { RouteErrorScreen } from './error-boundary';
import { Guard, guardRules } from './guards';
import { Layout } from './layout';
import { NotFoundPage } from './not-found-page';

/** Each page is its own chunk, fetched when its route is first visited, so '/' downloads only what it shows. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** The route table of spec 000 §2 and 001 §2. */
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
              () => import('../features/catalog/pages/landing-page'),
              (m) => m.LandingPage,
            ),
          },
          {
            path: 'destinations/:name',
            lazy: page(
              () => import('../features/catalog/pages/destination-page'),
              (m) => m.DestinationPage,
            ),
          },
          {
            path: 'all-weeks',
            lazy: page(
              () => import('../features/weeks/pages/all-weeks-page'),
              (m) => m.AllWeeksPage,
            ),
          },
          {
            path: 'all-properties',
            lazy: page(
              () => import('../features/properties/pages/all-properties-page'),
              (m) => m.AllPropertiesPage,
            ),
          },
          {
            path: 'payment-success',
            lazy: page(
              () => import('../features/payments/pages/payment-success-page'),
              (m) => m.PaymentSuccessPage,
            ),
          },
          {
            path: 'alerts/unsubscribe',
            lazy: page(
              () => import('../features/leads/pages/alert-unsubscribe-page'),
              (m) => m.AlertUnsubscribePage,
            ),
          },
          {
            path: 'terms-of-service',
            lazy: page(
              () => import('../features/legal/pages/legal-page'),
              (m) => m.TermsOfServicePage,
            ),
          },
          {
            path: 'privacy-policy',
            lazy: page(
              () => import('../features/legal/pages/legal-page'),
              (m) => m.PrivacyPolicyPage,
            ),
          },
          {
            path: 'guest-agreement',
            lazy: page(
              () => import('../features/legal/pages/legal-page'),
              (m) => m.GuestAgreementPage,
            ),
          },
          // Reached from mail: a person may open them signed in or not, on any device.
          {
            path: 'forgot-password',
            lazy: page(
              () => import('../features/accounts/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: page(
              () => import('../features/accounts/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'confirm-email',
            lazy: page(
              () => import('../features/accounts/pages/confirm-email-page'),
              (m) => m.ConfirmEmailPage,
            ),
          },
          {
            element: <Guard rule={guardRules.signedOut} />,
            children: [
              {
                path: 'auth',
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
                path: 'membership',
                lazy: page(
                  () => import('../features/payments/pages/membership-page'),
                  (m) => m.MembershipPage,
                ),
              },
              {
                path: 'checkout',
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
                path: 'dashboard',
                lazy: page(
                  () => import('../features/accounts/pages/dashboard-page'),
                  (m) => m.DashboardPage,
                ),
              },
              {
                path: 'account',
                lazy: page(
                  () => import('../features/accounts/pages/account-page'),
                  (m) => m.AccountPage,
                ),
              },
              {
                path: 'add-listing',
                lazy: page(
                  () => import('../features/weeks/pages/add-listing-page'),
                  (m) => m.AddListingPage,
                ),
              },
              {
                path: 'sell-property',
                lazy: page(
                  () => import('../features/properties/pages/sell-property-page'),
                  (m) => m.SellPropertyPage,
                ),
              },
              {
                path: 'my-contract',
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
                path: 'manager',
                lazy: page(
                  () => import('../features/admin/pages/manager-dashboard-page'),
                  (m) => m.ManagerDashboardPage,
                ),
              },
              {
                path: 'custom-membership',
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
                path: 'accounts-management',
                lazy: page(
                  () => import('../features/admin/pages/accounts-management-page'),
                  (m) => m.AccountsManagementPage,
                ),
              },
              {
                path: 'database-management',
                lazy: page(
                  () => import('../features/admin/pages/database-management-page'),
                  (m) => m.DatabaseManagementPage,
                ),
              },
              {
                path: 'unit-type-images',
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
                path: 'dev',
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

export function createRouter() {
  return createBrowserRouter(routes);
}
