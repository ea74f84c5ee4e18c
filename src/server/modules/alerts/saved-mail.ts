import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay, mailPrice } from '#src/server/mail/locale.ts';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';
import { type AlertWeek, type UnsubscribeLinks, unsubscribe } from './mail';

/** The links of a saved search's mail: stop this search (one click, or its page) and manage them all. */
export interface SavedSearchLinks extends UnsubscribeLinks {
  manage: string;
}

const TEXTS = {
  en: {
    confirmSubject: 'Confirm your Semana week alerts',
    confirm:
      'Someone (we hope you) asked Semana to e-mail this address when new weeks match a search. Nothing is sent until the address confirms it:',
    confirmAction: 'Confirm my alerts',
    ignore: 'If it was not you, ignore this message: without the confirmation, no alert is sent.',
    subject: (what: string) => `New week: ${what}`,
    listed: 'A week that matches one of your saved searches is on offer:',
    hurry: 'Weeks go quickly: contact the owner from the site if it suits you.',
    see: 'See the week',
    digestSubject: (n: number) =>
      n === 1 ? '1 new week matches your searches' : `${n} new weeks match your searches`,
    digest: (n: number) =>
      n === 1
        ? 'Since our last message, one week that matches your saved searches went on offer:'
        : `Since our last message, ${n} weeks that match your saved searches went on offer:`,
    browse: 'Browse available weeks',
    manage: (url: string) => `Pause, change or delete your alerts: ${url}`,
    why: 'You get this because this address saved a search on our site and confirmed it wants alerts.',
    stop: 'Stop this alert',
  },
  es: {
    confirmSubject: 'Confirma tus alertas de semanas de Semana',
    confirm:
      'Alguien (esperamos que tú) pidió a Semana avisar a esta dirección cuando haya semanas nuevas para una búsqueda. No enviamos nada hasta que la dirección lo confirme:',
    confirmAction: 'Confirmar mis alertas',
    ignore: 'Si no fuiste tú, ignora este correo: sin la confirmación no se envía ninguna alerta.',
    subject: (what: string) => `Semana nueva: ${what}`,
    listed: 'Hay una semana disponible que coincide con una de tus búsquedas guardadas:',
    hurry: 'Las semanas vuelan: si te conviene, contacta al propietario desde el sitio.',
    see: 'Ver la semana',
    digestSubject: (n: number) =>
      n === 1 ? '1 semana nueva para tus búsquedas' : `${n} semanas nuevas para tus búsquedas`,
    digest: (n: number) =>
      n === 1
        ? 'Desde nuestro último correo se publicó una semana que coincide con tus búsquedas guardadas:'
        : `Desde nuestro último correo se publicaron ${n} semanas que coinciden con tus búsquedas guardadas:`,
    browse: 'Ver las semanas disponibles',
    manage: (url: string) => `Pausa, cambia o borra tus alertas: ${url}`,
    why: 'Recibes este correo porque esta dirección guardó una búsqueda en nuestro sitio y confirmó que quiere alertas.',
    stop: 'Dejar de recibir esta alerta',
  },
} satisfies Record<MailLocale, unknown>;

/** Where a week is on the site: its destination's list, narrowed to its resort and unit type. */
const weekUrl = (ctx: MailContext, w: AlertWeek) =>
  `${ctx.publicUrl}/destinations/${encodeURIComponent(w.locationName)}?${new URLSearchParams({
    resort: w.resortName,
    unitType: w.unitTypeName,
  })}`;

const describeWeek = (w: AlertWeek, locale: MailLocale, rate: ExchangeRate | null) =>
  `${w.locationName} · ${w.resortName} · ${w.unitTypeName} · ${mailDay(w.fromDate, locale)} – ${mailDay(w.toDate, locale)} · ${mailPrice(w.price, locale, rate)}`;

const footer = (locale: MailLocale) => ({ text: TEXTS[locale].why, label: TEXTS[locale].stop });

/** The double opt-in of a saved search's address (the same link as a week request's, decision 039). */
export function savedSearchConfirmMail(
  ctx: MailContext,
  m: { to: string; link: string; locale: MailLocale },
) {
  const t = TEXTS[m.locale];
  return composeMail(ctx, {
    locale: m.locale,
    to: m.to,
    subject: t.confirmSubject,
    paragraphs: [t.confirm, t.ignore],
    action: { label: t.confirmAction, url: m.link },
  });
}

/** One week for one address, in the language its search was saved in; pesos first in Spanish. */
export function savedSearchAlertMail(
  ctx: MailContext,
  m: { to: string; week: AlertWeek; links: SavedSearchLinks; locale: MailLocale; rate: ExchangeRate | null },
) {
  const t = TEXTS[m.locale];
  const w = m.week;
  return composeMail(ctx, {
    locale: m.locale,
    to: m.to,
    subject: t.subject(`${w.resortName}, ${w.locationName}`),
    paragraphs: [t.listed, describeWeek(w, m.locale, m.rate), t.hurry, t.manage(m.links.manage)],
    action: { label: t.see, url: weekUrl(ctx, w) },
    ...unsubscribe(m.links, footer(m.locale)),
  });
}

/** The day's matches of one address, in one mail. */
export function savedSearchDigestMail(
  ctx: MailContext,
  m: {
    to: string;
    weeks: AlertWeek[];
    links: SavedSearchLinks;
    locale: MailLocale;
    rate: ExchangeRate | null;
  },
) {
  const t = TEXTS[m.locale];
  return composeMail(ctx, {
    locale: m.locale,
    to: m.to,
    subject: t.digestSubject(m.weeks.length),
    paragraphs: [
      t.digest(m.weeks.length),
      ...m.weeks.map((w) => `${describeWeek(w, m.locale, m.rate)} — ${weekUrl(ctx, w)}`),
      t.manage(m.links.manage),
    ],
    action: { label: t.browse, url: `${ctx.publicUrl}/all-weeks` },
    ...unsubscribe(m.links, footer(m.locale)),
  });
}
