import type { Db } from '../db/client';
import { composeMail, type MailContext } from './layout';
import type { Mailer } from './mailer';

interface Person {
  firstName: string;
  email: string;
}

/**
 * The mail that guards an account: links that prove a person holds a mailbox (password reset, a new
 * address), and word to the owner when something changes or someone tries to reuse their address.
 * Each one is queued in the transaction of the change that causes it (decision 019).
 */
export function accountSecurityMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  const forgotUrl = `${ctx.publicUrl}/forgot-password`;
  return {
    passwordReset: (tx: Db, user: Person, token: string) =>
      mailer.queue(
        composeMail(ctx, {
          to: user.email,
          subject: 'Reset your Semana password',
          paragraphs: [
            `Hello ${user.firstName},`,
            'Someone, hopefully you, asked to reset the password of your Semana account. The link below works once, within 30 minutes; choosing a new password signs you out everywhere.',
            'If you did not ask for this, ignore this mail: your password stays as it is.',
          ],
          action: {
            label: 'Choose a new password',
            url: `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          },
        }),
        tx,
      ),

    emailChangeConfirm: (tx: Db, user: { firstName: string }, newEmail: string, token: string) =>
      mailer.queue(
        composeMail(ctx, {
          to: newEmail,
          subject: 'Confirm your new Semana e-mail address',
          paragraphs: [
            `Hello ${user.firstName},`,
            `You asked to use ${newEmail} for your Semana account. Confirm it with the link below (it works once, within 24 hours); until then your account keeps its current address.`,
            'If you did not ask for this, ignore this mail: nothing changes.',
          ],
          action: {
            label: 'Confirm this address',
            url: `${ctx.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`,
          },
        }),
        tx,
      ),

    emailChanged: (tx: Db, user: Person, newEmail: string) =>
      mailer.queue(
        composeMail(ctx, {
          to: user.email,
          subject: 'Your Semana e-mail address was changed',
          paragraphs: [
            `Hello ${user.firstName},`,
            `The e-mail address of your Semana account is now ${newEmail}; mail about your account goes there from now on.`,
            `If you did not make this change, write to us at once at ${ctx.operator.email}.`,
          ],
        }),
        tx,
      ),

    passwordChanged: (tx: Db, user: Person) =>
      mailer.queue(
        composeMail(ctx, {
          to: user.email,
          subject: 'Your Semana password was changed',
          paragraphs: [
            `Hello ${user.firstName},`,
            'The password of your Semana account was just changed, and the account was signed out on your other devices.',
            `If you did not do this, choose a new password now with the link below and write to us at ${ctx.operator.email}.`,
          ],
          action: { label: 'Reset your password', url: forgotUrl },
        }),
        tx,
      ),

    registrationAttempt: (tx: Db, user: Person & { username: string }) =>
      mailer.queue(
        composeMail(ctx, {
          to: user.email,
          subject: 'Someone tried to register with your e-mail',
          paragraphs: [
            `Hello ${user.firstName},`,
            `Someone just tried to create a Semana account with this e-mail address. It already belongs to your account (username ${user.username}), so no new account was created.`,
            `If it was you, sign in with the link below. Forgot your password? Choose a new one at ${forgotUrl}`,
            'If it was not you, you can ignore this mail: your account is unchanged.',
          ],
          action: { label: 'Sign in', url: `${ctx.publicUrl}/auth` },
        }),
        tx,
      ),
  };
}

export type AccountSecurityMail = ReturnType<typeof accountSecurityMail>;
