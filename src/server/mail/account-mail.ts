import type { Db } from '../db/client';
import { accountSecurityMail, type MailPerson } from './account-security-mail';
import { greeting } from './greeting';
import { composeMail, type MailContext } from './layout';
import { type MailLocale, mailLocale } from './locale';
import type { Mailer } from './mailer';

const TEXTS = {
  en: {
    welcomeSubject: 'Welcome to Semana',
    welcome:
      'Your account is ready. To list weeks and properties and record your contracts, choose a membership: paying for it activates your account at once. Otherwise a member of our team activates it and we write to you when that is done.',
    chooseMembership: 'Choose a membership',
    activatedSubject: 'Your Semana account is active',
    activated:
      'Your account has been activated. You can now rent out your weeks, list properties for sale and record your contracts.',
    dashboard: 'Go to your dashboard',
    deletedSubject: 'Your Semana account has been deleted',
    deleted:
      'Your account has been deleted, as you asked on our site, together with its weeks, property listings and their photos, and contracts. Nothing of it remains with us, and we will not write to you about it again.',
    deletedNotYou: (email: string) =>
      `If you did not delete it, write to us at ${email} at once: someone knew your password.`,
  },
  es: {
    welcomeSubject: 'Bienvenido a Semana',
    welcome:
      'Tu cuenta está lista. Para rentar tus semanas, anunciar propiedades en venta y registrar tus contratos, elige una membresía: al pagarla tu cuenta se activa de inmediato. Si no, alguien de nuestro equipo la activa y te escribimos cuando esté lista.',
    chooseMembership: 'Elegir una membresía',
    activatedSubject: 'Tu cuenta de Semana está activa',
    activated:
      'Activamos tu cuenta. Ya puedes rentar tus semanas, anunciar propiedades en venta y registrar tus contratos.',
    dashboard: 'Ir a tu panel',
    deletedSubject: 'Tu cuenta de Semana fue eliminada',
    deleted:
      'Eliminamos tu cuenta, como lo pediste en nuestro sitio, junto con sus semanas, propiedades en venta con sus fotos y contratos. No conservamos nada de ella y no volveremos a escribirte al respecto.',
    deletedNotYou: (email: string) =>
      `Si no fuiste tú, escríbenos de inmediato a ${email}: alguien conocía tu contraseña.`,
  },
} satisfies Record<MailLocale, unknown>;

/**
 * The mail an account gets: a welcome that says what happens next, word that it was activated,
 * the confirmation that its owner deleted it, and the security mail of account-security-mail.ts. Queued in the transaction that causes it, in
 * the account's language.
 */
export function accountMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  /** A short mail to the account: a greeting, one paragraph, one button to a page of the site. */
  const note =
    (
      subject: (t: (typeof TEXTS)[MailLocale]) => string,
      paragraph: (t: (typeof TEXTS)[MailLocale]) => string,
      button: (t: (typeof TEXTS)[MailLocale]) => string,
      page: string,
    ) =>
    (tx: Db, user: MailPerson) => {
      const locale = mailLocale(user.locale);
      const t = TEXTS[locale];
      return mailer.queue(
        composeMail(ctx, {
          locale,
          to: user.email,
          subject: subject(t),
          paragraphs: [greeting(locale, user.firstName), paragraph(t)],
          action: { label: button(t), url: `${ctx.publicUrl}${page}` },
        }),
        tx,
      );
    };
  return {
    ...accountSecurityMail(mailer, ctx),
    welcome: note(
      (t) => t.welcomeSubject,
      (t) => t.welcome,
      (t) => t.chooseMembership,
      '/membership',
    ),
    activated: note(
      (t) => t.activatedSubject,
      (t) => t.activated,
      (t) => t.dashboard,
      '/dashboard',
    ),
    /** The confirmation that an account its owner closed is gone: no button, nothing is left to see. */
    deleted: (tx: Db, user: MailPerson) => {
      const locale = mailLocale(user.locale);
      const t = TEXTS[locale];
      return mailer.queue(
        composeMail(ctx, {
          locale,
          to: user.email,
          subject: t.deletedSubject,
          paragraphs: [greeting(locale, user.firstName), t.deleted, t.deletedNotYou(ctx.operator.email)],
        }),
        tx,
      );
    },
  };
}

export type AccountMail = ReturnType<typeof accountMail>;
