import { Navigate, Outlet } from 'react-router';
import type { PublicUser } from '../../shared/contracts/accounts';
import { isStaff } from '../../shared/permissions';
import { PageSpinner } from '../components/ui/spinner';
import { useCurrentUser } from '../features/accounts/api';

/** Where to send this person instead, or null to let them in. */
export type GuardRule = (user: PublicUser | null) => string | null;

/** Route guards of spec 000 §2 and 001 §2. The server enforces the same rules; these only spare a detour. */
export const guardRules = {
  /** Login required. */
  signedIn: (user) => (user ? null : '/auth'),
  /** /auth: a signed-in person has nothing to do there. */
  signedOut: (user) => (user ? '/' : null),
  /** /membership and /checkout: an active member already has a plan. */
  notActiveMember: (user) => (user?.active === true ? '/dashboard' : null),
  /** /accounts-management, /database-management, /unit-type-images: dev or manager, everyone else home. */
  staff: (user) => (isStaff(user) ? null : '/'),
  /** /custom-membership: sign in first, then staff only. */
  signedInStaff: (user) => (!user ? '/auth' : isStaff(user) ? null : '/'),
  /** /dev: sign in first, then developers only. */
  dev: (user) => (!user ? '/auth' : user.role === 'dev' ? null : '/'),
} satisfies Record<string, GuardRule>;

/** A layout route that renders its children only when the rule lets the current user in. */
export function Guard({ rule }: { rule: GuardRule }) {
  const { user, isLoading } = useCurrentUser();
  // Wait for the answer: redirecting or rendering on a guess would flash the wrong page.
  if (isLoading) return <PageSpinner />;
  const redirectTo = rule(user);
  return redirectTo ? <Navigate to={redirectTo} replace /> : <Outlet />;
}
