import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay } from '#src/server/mail/locale.ts';
import {
  MATCHING_WEEKS_COUNTED,
  type MatchingWeeks,
  matchingWeeksPath,
} from '#src/shared/contracts/leads.ts';
import { type UnsubscribeLinks, unsubscribe } from '../alerts/mail';

const TEXTS = {
  en: {
    subject: (location: string) => `We received a request for a week in ${location}`,
    thanks: (location: string, dates: string) =>
      `Someone, hopefully you, asked us on our site for a week in ${location}, ${dates}, giving this e-mail address. A representative will contact you soon.`,
    next: "We'll notify you when a matching week becomes available.",
    listed: (count: string, location: string) =>
      count === '1'
        ? `One week already listed in ${location} matches these dates.`
        : `${count} weeks already listed in ${location} match these dates.`,
    listedLink: (url: string) => `See them: ${url}`,
    confirm:
      'We send e-mail alerts of new matching weeks only to an address that asks for them. To get them, open the link below and confirm (it works for 7 days). If you did not ask for a week, ignore this mail: we will not write about weeks again.',
    confirmLabel: 'Confirm week alerts',
    browse: 'Browse available weeks',
    seeListed: 'See the weeks listed',
    why: 'You get this because a week was asked for on our site with this address.',
    stop: 'Stop mail about weeks',
  },
  es: {
    subject: (location: string) => `Recibimos una solicitud de semana en ${location}`,
    thanks: (location: string, dates: string) =>
      `Alguien, esperamos que tú, nos pidió en nuestro sitio una semana en ${location}, ${dates}, con este correo. Alguien de nuestro equipo te contactará pronto.`,
    next: 'Te avisaremos cuando haya una semana disponible que coincida.',
    listed: (count: string, location: string) =>
      count === '1'
        ? `Ya hay una semana publicada en ${location} para estas fechas.`
        : `Ya hay ${count} semanas publicadas en ${location} para estas fechas.`,
    listedLink: (url: string) => `Velas aquí: ${url}`,
    confirm:
      'Solo enviamos alertas de semanas nuevas a una dirección que las pide. Para recibirlas, abre el enlace de abajo y confirma (funciona durante 7 días). Si no pediste una semana, ignora este correo: no volveremos a escribirte sobre semanas.',
    confirmLabel: 'Confirmar alertas de semanas',
    browse: 'Ver las semanas disponibles',
    seeListed: 'Ver las semanas publicadas',
    why: 'Recibes este correo porque alguien pidió una semana en nuestro sitio con esta dirección.',
    stop: 'No recibir más correos sobre semanas',
  },
} satisfies Record<MailLocale, unknown>;

/**
 * The mail an address gets for a week request, in the language asked in: what was asked, the weeks
 * already listed that suit it (a link to them), and either that alerts follow (an address that
 * confirmed before) or the link that confirms it wants them; then the same one-click unsubscribe as
 * the alerts. No greeting and no requester's name: whoever filled in the form typed them, and the
 * address may not be theirs (docs/decisions/039-alerts-double-opt-in.md).
 */
export function weekRequestReceipt(
  ctx: MailContext,
  r: { email: string; preferredLocation: string; startDate: string; endDate: string },
  m: {
    locale: MailLocale;
    confirmLink?: string;
    matching: MatchingWeeks;
    unsubscribeLinks?: UnsubscribeLinks;
  },
) {
  const t = TEXTS[m.locale];
  const listed = m.matching && m.matching.count > 0 ? m.matching : null;
  const count = listed ? `${listed.count}${listed.count >= MATCHING_WEEKS_COUNTED ? '+' : ''}` : '';
  const listedUrl = listed ? `${ctx.publicUrl}${matchingWeeksPath(listed)}` : '';
  return composeMail(ctx, {
    locale: m.locale,
    to: r.email,
    subject: t.subject(r.preferredLocation),
    paragraphs: [
      t.thanks(r.preferredLocation, `${mailDay(r.startDate, m.locale)} – ${mailDay(r.endDate, m.locale)}`),
      // Weeks already listed are named first: waiting for an alert would miss them.
      ...(listed ? [t.listed(count, r.preferredLocation)] : []),
      ...(listed && m.confirmLink ? [t.listedLink(listedUrl)] : []),
      m.confirmLink ? t.confirm : t.next,
    ],
    action: m.confirmLink
      ? { label: t.confirmLabel, url: m.confirmLink }
      : listed
        ? { label: t.seeListed, url: listedUrl }
        : { label: t.browse, url: `${ctx.publicUrl}/all-weeks` },
    ...(m.unsubscribeLinks ? unsubscribe(m.unsubscribeLinks, { text: t.why, label: t.stop }) : {}),
  });
}
