import { type Location, Navigate, Outlet, useLocation } from 'react-router';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import type { PageAccess } from '#src/shared/pages/page.ts';
import { isStaff } from '#src/shared/permissions.ts';
import { PageSpinner } from '../components/ui/spinner';
import { useCurrentUser } from '../lib/current-user';
import { authPathFrom, returnPath } from '../lib/return-path';

/** Where to send this person instead, or null to let them in. */
export type GuardRule = (user: PublicUser | null, location: Location) => string | null;

/**
 * Where each access of a page's declaration (shared/pages/page.ts) sends a person it does not let
 * in (docs/product.md, Pages). The server enforces the same rules on the API; these only spare a detour.
 */
export const guardRules = {
  /** Login required; signing in comes back here. */
  signedIn: (user, location) => (user ? null : authPathFrom(location)),
  /** /auth: a signed-in person has nothing to do there: back to the page that sent them, or home. */
  signedOut: (user, location) => (user ? returnPath(location.search) : null),
  /**
   * /membership and /checkout: an active member already has a plan. A payment link a manager sent
   * (/checkout?link=…) is for anyone, members included.
   */
  notActiveMember: (user, location) =>
    user?.active === true && !new URLSearchParams(location.search).has('link') ? '/dashboard' : null,
  /** /accounts-management, /database-management, /unit-type-images: dev or manager, everyone else home. */
  staff: (user) => (isStaff(user) ? null : '/'),
  /** /custom-membership and /manager: sign in first, then staff only. */
  signedInStaff: (user, location) => (!user ? authPathFrom(location) : isStaff(user) ? null : '/'),
  /** /dev: sign in first, then developers only. */
  dev: (user, location) => (!user ? authPathFrom(location) : user.role === 'dev' ? null : '/'),
} satisfies Record<Exclude<PageAccess, 'public'>, GuardRule>;

/** A layout route that renders its children only when the rule lets the current user in. */
export function Guard({ rule }: { rule: GuardRule }) {
  const { user, isLoading } = useCurrentUser();
  const location = useLocation();
  // Wait for the answer: redirecting or rendering on a guess would flash the wrong page.
  if (isLoading) return <PageSpinner />;
  const redirectTo = rule(user, location);
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
