import { useMyMembership } from '#src/client/features/payments/api.ts';
import type { PublicUser } from '#src/shared/contracts/accounts.ts';
import { isEffectivelyActive } from '#src/shared/permissions.ts';

/**
 * Where the signed-in account stands (decision 010): an active member; a paid membership on an
 * account that is not active (staff deactivated it after the payment activated it); not a member
 * yet; or 'loading' while the payment is being looked up, so no screen flashes the wrong advice.
 */
export type MembershipState =
  | { kind: 'active' }
  | { kind: 'paidInactive'; paidAt: string }
  | { kind: 'notMember' }
  | { kind: 'loading' };

export function useMembershipState(user: PublicUser | null): MembershipState {
  const active = isEffectivelyActive(user);
  const mine = useMyMembership(!!user && !active);
  if (active) return { kind: 'active' };
  if (!user) return { kind: 'notMember' };
  if (mine.isPending) return { kind: 'loading' };
  const paid = mine.data?.membership;
  return paid ? { kind: 'paidInactive', paidAt: paid.paidAt } : { kind: 'notMember' };
}
