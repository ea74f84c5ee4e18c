import { z } from 'zod';
import { TEXT_LIMITS } from '../constants';
import { registerInput } from './accounts';
import { text } from './common';

/** The same rules as registration, so a password or address accepted there is accepted here. */
const password = registerInput.shape.password;
const email = registerInput.shape.email;
const currentPassword = text()
  .min(1, 'Enter your current password')
  .max(TEXT_LIMITS.password, 'Enter your current password');
/** A token from a mailed link: 32 random bytes in base64url are 43 characters. */
const linkToken = text().trim().min(1, 'This link is incomplete').max(200, 'This link is incomplete');

/** POST /api/password-reset: the same answer whether or not an account has the address. */
export const passwordResetRequestInput = z.object({ email });
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestInput>;

/** POST /api/password-reset/confirm */
export const passwordResetConfirmInput = z.object({ token: linkToken, password });
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmInput>;

/** The browser's reset form asks for the new password twice; only `password` is sent. */
export const passwordResetForm = z
  .object({ password, confirmPassword: text().max(TEXT_LIMITS.password) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

/** PATCH /api/account */
export const profileInput = z.object({
  firstName: registerInput.shape.firstName,
  lastName: registerInput.shape.lastName,
});
export type ProfileInput = z.infer<typeof profileInput>;

/** POST /api/account/email: a confirmation link goes to the new address; nothing changes until it is used. */
export const emailChangeInput = z.object({ email, currentPassword });
export type EmailChangeInput = z.infer<typeof emailChangeInput>;

/** POST /api/account/email/confirm */
export const emailConfirmInput = z.object({ token: linkToken });

/** POST /api/account/password: every other session of the account ends. */
export const passwordChangeInput = z.object({ currentPassword, newPassword: password });
export type PasswordChangeInput = z.infer<typeof passwordChangeInput>;

export const passwordChangeForm = passwordChangeInput
  .extend({ confirmPassword: text().max(TEXT_LIMITS.password) })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match',
  });

/** DELETE /api/account: the password confirms that the person at the keyboard owns the account. */
export const accountDeleteInput = z.object({ currentPassword });
export type AccountDeleteInput = z.infer<typeof accountDeleteInput>;

/** POST /api/register with an address that already has an account: nothing is created or revealed. */
export const checkEmailResponse = z.object({ checkEmail: z.literal(true), message: z.string() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;

/** POST /api/account/email/confirm: the address the account now has. */
export const emailConfirmedResponse = z.object({ email: z.string() });
export type EmailConfirmedResponse = z.infer<typeof emailConfirmedResponse>;

/** PUT /api/account/locale: the account's language (its mail is written in it). */
export const localeInput = z.object({ locale: z.enum(['en', 'es'], { error: 'Choose en or es' }) });
