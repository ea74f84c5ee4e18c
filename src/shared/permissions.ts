import type { Role } from './constants';

/**
 * Who may call a route or open a page. The server enforces these; the client only uses them to
 * hide what a person cannot use.
 * - public: anyone, signed in or not
 * - signedIn: any signed-in account, active or not
 * - active: a signed-in account that is active, or any manager or dev
 * - manager: manager or dev
 * - dev: dev only
 */
export const ACCESS_LEVELS = ['public', 'signedIn', 'active', 'manager', 'dev'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export interface Principal {
  role: Role;
  active: boolean;
}

export const isStaff = (u: Principal | null | undefined): boolean =>
  u?.role === 'manager' || u?.role === 'dev';

/** Active as the menus and the `active` access level mean it: an active account, or staff whatever its flag. */
export const isEffectivelyActive = (u: Principal | null | undefined): boolean =>
  !!u && (u.active || isStaff(u));

export function allows(access: Access, user: Principal | null | undefined): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'signedIn':
      return !!user;
    case 'active':
      return isEffectivelyActive(user);
    case 'manager':
      return isStaff(user);
    case 'dev':
      return user?.role === 'dev';
  }
}

/**
 * The staff's accounts API: managers see the list and activate accounts; only developers change
 * roles or delete accounts (and never their own, nor the last developer: checked by the server).
 */
export const USER_ADMIN_ACCESS = {
  list: 'manager',
  activate: 'manager',
  setRole: 'dev',
  remove: 'dev',
} as const satisfies Record<string, Access>;

export type AccountChange = keyof typeof USER_ADMIN_ACCESS;

/**
 * Whether `actor` may make this change to `target`'s account: never to their own (no locking
 * oneself out); managers manage members only, so a manager never (de)activates another manager or
 * a developer; role changes and deletion stay with developers. The server checks this with the
 * target's current role; the screens use it to hide what would be refused.
 */
export function mayChangeAccount(
  actor: (Principal & { id: number }) | null | undefined,
  target: { id: number; role: Role },
  change: Exclude<AccountChange, 'list'>,
): boolean {
  if (!actor || !allows(USER_ADMIN_ACCESS[change], actor) || actor.id === target.id) return false;
  return actor.role === 'dev' || target.role === 'user';
}

/**
 * Reference data (Database Management, unit-type images): managers and developers add resorts,
 * unit types and contract types, and upload or remove unit-type pictures. Reading it is public.
 */
export const REFERENCE_DATA_ACCESS = {
  create: 'manager',
  edit: 'manager',
  uploadImages: 'manager',
  removeImage: 'manager',
} as const satisfies Record<string, Access>;

/**
 * The staff's side of the marketplace. Managers and developers read the leads, every contract
 * (and edit them, and file contracts for an owner); only developers delete leads, see the Dev
 * Dashboard's lists and counts, and remove anyone's weeks, listings and contracts. Both see every
 * booking and decide on the money of one on hold (docs/product.md, Bookings).
 */
export const STAFF_ACCESS = {
  listLeads: 'manager',
  markLeadRead: 'manager',
  removeLead: 'dev',
  listAllContracts: 'manager',
  listDevContracts: 'dev',
  listContractsOfUser: 'manager',
  editContract: 'manager',
  fileContractForOwner: 'manager',
  dashboardSummary: 'dev',
  listAllWeeks: 'dev',
  listAllListings: 'dev',
  removeAnyWeek: 'dev',
  removeAnyListing: 'dev',
  removeAnyContract: 'dev',
  /** Every booking, its ledger and the bookings' counts; holding, releasing and refunding its money. */
  listBookings: 'manager',
  decideBookings: 'manager',
  /** The verification queue: the owners' proof of their weeks, approved or rejected. */
  verifyWeeks: 'manager',
  /** CFDI invoices: the month's invoices and its global invoice (decision 065). */
  issueInvoices: 'manager',
} as const satisfies Record<string, Access>;

/**
 * The moderation queue (decision 061): managers and developers read reports and decide them; who may
 * deactivate whom is still `mayChangeAccount`'s rule.
 */
export const MODERATION_ACCESS = {
  queue: 'manager',
  decide: 'manager',
} as const satisfies Record<string, Access>;

/** The account-menu items, in menu order, per person (docs/product.md, Roles). */
export type MenuItem =
  | 'membership'
  | 'rentWeek'
  | 'sellProperty'
  | 'addContract'
  | 'devDashboard'
  | 'accountsManagement'
  | 'unitTypeImages'
  | 'customMembership'
  | 'managerDashboard'
  | 'myDashboard'
  | 'login';

export const MENU_ROUTES: Record<MenuItem, string> = {
  membership: '/membership',
  rentWeek: '/add-listing',
  sellProperty: '/sell-property',
  addContract: '/my-contract',
  devDashboard: '/dev',
  accountsManagement: '/accounts-management',
  unitTypeImages: '/unit-type-images',
  customMembership: '/custom-membership',
  managerDashboard: '/manager',
  myDashboard: '/dashboard',
  login: '/auth',
};

export function menuItemsFor(user: Principal | null | undefined): MenuItem[] {
  if (!user) return ['login'];
  const staff = isStaff(user);
  if (!user.active && !staff) return ['membership'];
  const items: MenuItem[] = ['rentWeek', 'sellProperty', 'addContract'];
  if (user.role === 'dev')
    items.push('devDashboard', 'accountsManagement', 'unitTypeImages', 'customMembership');
  else if (user.role === 'manager')
    items.push('managerDashboard', 'accountsManagement', 'unitTypeImages', 'customMembership');
  else items.push('myDashboard');
  return items;
}

/** The Tutorial button: signed-in people except dev (docs/product.md, Roles). */
export const showsTutorial = (user: Principal | null | undefined): boolean => !!user && user.role !== 'dev';
