import type { Db } from '../db/client';
import { accountSecurityMail } from './account-security-mail';
import { composeMail, type MailContext } from './layout';
import type { Mailer } from './mailer';

interface Person {
  firstName: string;
  email: string;
}

/**
 * The mail an account gets: a welcome that says what happens next, word that it was activated,
 * and the security mail of account-security-mail.ts. Queued in the transaction that causes it.
 */
export function accountMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  return {
    ...accountSecurityMail(mailer, ctx),
    welcome: (tx: Db, user: Person) =>
      mailer.queue(
        composeMail(ctx, {
          to: user.email,
          subject: 'Welcome to Semana',
          paragraphs: [
            `Hello ${user.firstName},`,
            'Your account is ready. To list weeks and properties and record your contracts, choose a membership: paying for it activates your account at once. Otherwise a member of our team activates it and we write to you when that is done.',
          ],
          action: { label: 'Choose a membership', url: `${ctx.publicUrl}/membership` },
        }),
        tx,
      ),
    activated: (tx: Db, user: Person) =>
      mailer.queue(
        composeMail(ctx, {
          to: user.email,
          subject: 'Your Semana account is active',
          paragraphs: [
            `Hello ${user.firstName},`,
            'Your account has been activated. You can now rent out your weeks, list properties for sale and record your contracts.',
          ],
          action: { label: 'Go to your dashboard', url: `${ctx.publicUrl}/dashboard` },
        }),
        tx,
      ),
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
