import type { Db } from '../db/client';
import { greeting } from './greeting';
import { composeMail, type MailContext } from './layout';
import { type MailLocale, mailLocale } from './locale';
import type { Mailer } from './mailer';

/** Who a mail goes to: the name it greets, the address, and the language it is written in. */
export interface MailPerson {
  firstName: string;
  email: string;
  locale?: string | null;
}

const TEXTS = {
  en: {
    resetSubject: 'Reset your Semana password',
    reset: [
      'Someone, hopefully you, asked to reset the password of your Semana account. The link below works once, within 30 minutes; choosing a new password signs you out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
    ],
    resetAction: 'Choose a new password',
    confirmSubject: 'Confirm your new Semana e-mail address',
    confirm: (email: string) => [
      `You asked to use ${email} for your Semana account. Confirm it with the link below (it works once, within 24 hours); until then your account keeps its current address.`,
      'If you did not ask for this, ignore this mail: nothing changes.',
    ],
    confirmAction: 'Confirm this address',
    changedSubject: 'Your Semana e-mail address was changed',
    changed: (email: string, operator: string) => [
      `The e-mail address of your Semana account is now ${email}; mail about your account goes there from now on.`,
      `If you did not make this change, write to us at once at ${operator}.`,
    ],
    passwordSubject: 'Your Semana password was changed',
    password: (operator: string) => [
      'The password of your Semana account was just changed, and the account was signed out on your other devices.',
      `If you did not do this, choose a new password now with the link below and write to us at ${operator}.`,
    ],
    passwordAction: 'Reset your password',
    attemptSubject: 'Someone tried to register with your e-mail',
    attempt: (username: string, forgotUrl: string) => [
      `Someone just tried to create a Semana account with this e-mail address. It already belongs to your account (username ${username}), so no new account was created.`,
      `If it was you, sign in with the link below. Forgot your password? Choose a new one at ${forgotUrl}`,
      'If it was not you, you can ignore this mail: your account is unchanged.',
    ],
    attemptAction: 'Sign in',
  },
  es: {
    resetSubject: 'Restablece tu contraseña de Semana',
    reset: [
      'Alguien, esperamos que tú, pidió restablecer la contraseña de tu cuenta de Semana. El enlace de abajo funciona una sola vez, durante 30 minutos; al elegir una contraseña nueva se cierran todas tus sesiones.',
      'Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
    ],
    resetAction: 'Elegir una contraseña nueva',
    confirmSubject: 'Confirma tu nuevo correo en Semana',
    confirm: (email: string) => [
      `Pediste usar ${email} en tu cuenta de Semana. Confírmalo con el enlace de abajo (funciona una sola vez, durante 24 horas); mientras tanto tu cuenta conserva su correo actual.`,
      'Si no lo pediste, ignora este correo: nada cambia.',
    ],
    confirmAction: 'Confirmar este correo',
    changedSubject: 'Cambió el correo de tu cuenta de Semana',
    changed: (email: string, operator: string) => [
      `El correo de tu cuenta de Semana ahora es ${email}; desde ahora te escribiremos ahí sobre tu cuenta.`,
      `Si no hiciste este cambio, escríbenos de inmediato a ${operator}.`,
    ],
    passwordSubject: 'Cambió tu contraseña de Semana',
    password: (operator: string) => [
      'La contraseña de tu cuenta de Semana acaba de cambiar y se cerraron las sesiones en tus otros dispositivos.',
      `Si no fuiste tú, elige ahora una contraseña nueva con el enlace de abajo y escríbenos a ${operator}.`,
    ],
    passwordAction: 'Restablecer tu contraseña',
    attemptSubject: 'Alguien intentó registrarse con tu correo',
    attempt: (username: string, forgotUrl: string) => [
      `Alguien acaba de intentar crear una cuenta de Semana con este correo. Ya pertenece a tu cuenta (usuario ${username}), así que no se creó ninguna cuenta nueva.`,
      `Si fuiste tú, inicia sesión con el enlace de abajo. ¿Olvidaste tu contraseña? Elige una nueva en ${forgotUrl}`,
      'Si no fuiste tú, puedes ignorar este correo: tu cuenta sigue igual.',
    ],
    attemptAction: 'Iniciar sesión',
  },
} satisfies Record<MailLocale, unknown>;

/**
 * The mail that guards an account: links that prove a person holds a mailbox (password reset, a new
 * address), and word to the owner when something changes or someone tries to reuse their address.
 * Each one is queued in the transaction of the change that causes it (decision 019), in the
 * account's language.
 */
export function accountSecurityMail(mailer: Pick<Mailer, 'queue'>, ctx: MailContext) {
  const forgotUrl = `${ctx.publicUrl}/forgot-password`;
  const compose = (
    to: string,
    person: Pick<MailPerson, 'firstName' | 'locale'>,
    body: (t: (typeof TEXTS)[MailLocale]) => {
      subject: string;
      paragraphs: string[];
      action?: { label: string; url: string };
    },
  ) => {
    const locale = mailLocale(person.locale);
    const t = TEXTS[locale];
    const m = body(t);
    return composeMail(ctx, {
      locale,
      to,
      ...m,
      paragraphs: [greeting(locale, person.firstName), ...m.paragraphs],
    });
  };
  return {
    passwordReset: (tx: Db, user: MailPerson, token: string) =>
      mailer.queue(
        compose(user.email, user, (t) => ({
          subject: t.resetSubject,
          paragraphs: t.reset,
          action: {
            label: t.resetAction,
            url: `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`,
          },
        })),
        tx,
      ),

    emailChangeConfirm: (tx: Db, user: Omit<MailPerson, 'email'>, newEmail: string, token: string) =>
      mailer.queue(
        compose(newEmail, user, (t) => ({
          subject: t.confirmSubject,
          paragraphs: t.confirm(newEmail),
          action: {
            label: t.confirmAction,
            url: `${ctx.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`,
          },
        })),
        tx,
      ),

    emailChanged: (tx: Db, user: MailPerson, newEmail: string) =>
      mailer.queue(
        compose(user.email, user, (t) => ({
          subject: t.changedSubject,
          paragraphs: t.changed(newEmail, ctx.operator.email),
        })),
        tx,
      ),

    passwordChanged: (tx: Db, user: MailPerson) =>
      mailer.queue(
        compose(user.email, user, (t) => ({
          subject: t.passwordSubject,
          paragraphs: t.password(ctx.operator.email),
          action: { label: t.passwordAction, url: forgotUrl },
        })),
        tx,
      ),

    registrationAttempt: (tx: Db, user: MailPerson & { username: string }) =>
      mailer.queue(
        compose(user.email, user, (t) => ({
          subject: t.attemptSubject,
          paragraphs: t.attempt(user.username, forgotUrl),
          action: { label: t.attemptAction, url: `${ctx.publicUrl}/auth` },
        })),
        tx,
      ),
  };
}
