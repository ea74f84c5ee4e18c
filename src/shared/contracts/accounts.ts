import { z } from 'zod';
import { MEMBERSHIP_TIERS, ROLES, TEXT_LIMITS } from '../constants';
import { text } from './common';
import { browseDepthIssue, optionalPaging, pageOf, withinDepthWhenPaged } from './paging';

const trimmed = (max: number, required: string) =>
  text().trim().min(1, required).max(max, `At most ${max} characters`);

export const loginInput = z.object({
  username: text().trim().min(1, 'Username is required').max(TEXT_LIMITS.username),
  password: text().min(1, 'Password is required').max(TEXT_LIMITS.password),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  username: text()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(TEXT_LIMITS.username, `Username must be at most ${TEXT_LIMITS.username} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dot, dash and underscore'),
  password: text()
    .min(8, 'Password must be at least 8 characters')
    .max(TEXT_LIMITS.password, `Password must be at most ${TEXT_LIMITS.password} characters`),
  firstName: trimmed(TEXT_LIMITS.name, 'First name is required'),
  lastName: trimmed(TEXT_LIMITS.name, 'Last name is required'),
  email: text().trim().max(TEXT_LIMITS.email).pipe(z.email('Invalid email address')),
  // Accepted so that a payload naming a role is not refused; the server always creates role 'user'.
  role: z.enum(ROLES).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The browser form adds the agreements checkbox, which is never sent (docs/product.md, Accounts and sessions). */
export const registerForm = registerInput.omit({ role: true }).extend({
  acceptTerms: z.boolean().refine((v) => v, {
    message: 'You must accept the Terms of Service, Privacy Policy, and Guest Agreement to register',
  }),
});
export type RegisterForm = z.infer<typeof registerForm>;

/** What the server says about the signed-in person: never the password hash. */
export const publicUser = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  active: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/**
 * GET /api/users (staff): the accounts list. Without `page` or `pageSize` the answer is a plain array
 * of every matching account, newest first; with either of them it is one page,
 * `{ items, total, page, pageSize }` (page defaults to 1, pageSize to 20, at most 100, and
 * page × pageSize within the browsable results like every paged list).
 * `q` matches first name, last name, username or email, ignoring case and accents;
 * `status` is `pending` (inactive) or `active`.
 */
export const usersQuery = z
  .object({
    q: text().trim().max(100).optional(),
    status: z.enum(['pending', 'active']).optional(),
    /** `name`: by last name, then first name (the Manager Dashboard's grouped list); else newest first. */
    sort: z.enum(['newest', 'name']).optional(),
    ...optionalPaging,
  })
  .refine(withinDepthWhenPaged, browseDepthIssue);
export type UsersQuery = z.infer<typeof usersQuery>;

/** An account's newest paid membership: `test` when the built-in test provider took it (no money moved). */
const userMembership = z.object({
  tier: z.enum(MEMBERSHIP_TIERS.map((t) => t.id) as ['silver', 'gold', 'platinum']),
  test: z.boolean(),
  paidAt: z.string(),
});

/**
 * One account as staff see it: never a password or its hash. `paid` says whether a membership was
 * paid; `membership` is then its tier, test or real, and when (else null).
 */
export const adminUser = publicUser.extend({
  createdAt: z.string(),
  paid: z.boolean(),
  membership: userMembership.nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUserPage = pageOf(adminUser);
export type AdminUserPage = z.infer<typeof adminUserPage>;

export const usersResponse = z.union([z.array(adminUser), adminUserPage]);

/** PATCH /api/users/:id/activation */
export const activationInput = z.object({ active: z.boolean() });
/** PATCH /api/users/:id/role: anything but user, manager or dev is a 400. */
export const roleInput = z.object({ role: z.enum(ROLES) });
