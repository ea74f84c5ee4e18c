import { z } from 'zod';
import { ROLES, TEXT_LIMITS } from '../constants';

const trimmed = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters`);

export const loginInput = z.object({
  username: z.string().trim().min(1, 'Username is required').max(TEXT_LIMITS.username),
  password: z.string().min(1, 'Password is required').max(TEXT_LIMITS.password),
});
export type LoginInput = z.infer<typeof loginInput>;

export const registerInput = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(TEXT_LIMITS.username, `Username must be at most ${TEXT_LIMITS.username} characters`)
    .regex(/^[A-Za-z0-9._-]+$/, 'Username may contain letters, digits, dot, dash and underscore'),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters')
    .max(TEXT_LIMITS.password, `Password must be at most ${TEXT_LIMITS.password} characters`),
  firstName: trimmed(TEXT_LIMITS.name, 'First name is required'),
  lastName: trimmed(TEXT_LIMITS.name, 'Last name is required'),
  email: z.string().trim().max(TEXT_LIMITS.email).pipe(z.email('Invalid email address')),
  // Accepted for compatibility with the spec's payload; the server always creates role 'user'.
  role: z.enum(ROLES).optional(),
});
export type RegisterInput = z.infer<typeof registerInput>;

/** The browser form adds the agreements checkbox, which is never sent (spec 000 §5). */
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
