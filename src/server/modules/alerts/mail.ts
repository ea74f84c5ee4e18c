import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay, mailPrice } from '#src/server/mail/locale.ts';
import type { ExchangeRate } from '#src/shared/contracts/system.ts';

export interface AlertWeek {
  id: number;
  fromDate: string;
  toDate: string;
  price: number;
  locationName: string;
  resortName: string;
  unitTypeName: string;
}

/** A request's unsubscribe: the page that confirms it, and the address a mail client posts to. */
export interface UnsubscribeLinks {
  page: string;
  oneClick: string;
}
type Links = UnsubscribeLinks;

const TEXTS = {
  en: {
    subject: (location: string) => `A week in ${location} matches your request`,
    listed: (location: string) =>
      `An owner has just listed a week that matches your request for ${location}:`,
    hurry: 'Weeks go quickly: contact the owner from the site if it suits you.',
    see: 'See the week',
    digestSubject: (count: number, location: string) =>
      `${count} new weeks in ${location} match your request`,
    digest: (count: number, location: string) =>
      `Since our last message, owners have listed ${count} weeks that match your request for ${location}:`,
    digestSubjectMany: (count: number) => `${count} new weeks match your requests`,
    digestMany: (count: number) =>
      `Since our last message, owners have listed ${count} weeks that match your requests:`,
    browse: 'Browse available weeks',
    more: (n: number) => `And ${n} more on the site.`,
    seeAll: (location: string) => `See weeks in ${location}`,
    why: 'You get this because this address confirmed it wants alerts of weeks asked for on our site.',
    stop: 'Stop these alerts',
  },
  es: {
    subject: (location: string) => `Hay una semana en ${location} para tu solicitud`,
    listed: (location: string) =>
      `Un propietario acaba de publicar una semana que coincide con tu solicitud para ${location}:`,
    hurry: 'Las semanas vuelan: si te conviene, contacta al propietario desde el sitio.',
    see: 'Ver la semana',
    digestSubject: (count: number, location: string) =>
      `${count} semanas nuevas en ${location} para tu solicitud`,
    digest: (count: number, location: string) =>
      `Desde nuestro último correo, los propietarios publicaron ${count} semanas que coinciden con tu solicitud para ${location}:`,
    digestSubjectMany: (count: number) => `${count} semanas nuevas para tus solicitudes`,
    digestMany: (count: number) =>
      `Desde nuestro último correo, los propietarios publicaron ${count} semanas que coinciden con tus solicitudes:`,
    browse: 'Ver las semanas disponibles',
    more: (n: number) => `Y ${n} más en el sitio.`,
    seeAll: (location: string) => `Ver semanas en ${location}`,
    why: 'Recibes este correo porque esta dirección confirmó que quiere alertas de las semanas pedidas en nuestro sitio.',
    stop: 'Dejar de recibir estas alertas',
  },
} satisfies Record<MailLocale, unknown>;

/** Where a week is on the site: its destination's list, narrowed to its resort and unit type. */
const weekUrl = (ctx: MailContext, w: AlertWeek) =>
  `${ctx.publicUrl}/destinations/${encodeURIComponent(w.locationName)}?${new URLSearchParams({
    resort: w.resortName,
    unitType: w.unitTypeName,
  })}`;

const dates = (w: AlertWeek, locale: MailLocale) =>
  `${mailDay(w.fromDate, locale)} – ${mailDay(w.toDate, locale)}`;
const describeWeek = (w: AlertWeek, locale: MailLocale, rate: ExchangeRate | null) =>
  `${w.resortName} · ${w.unitTypeName} · ${dates(w, locale)} · ${mailPrice(w.price, locale, rate)}`;

/**
 * RFC 8058 one-click unsubscribe, and the visible link to the page that confirms it: every mail
 * about weeks to a visitor's address (a request's receipt, its alerts) carries both.
 */
export function unsubscribe(links: Links, footer: { text: string; label: string }) {
  return {
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footerLink: { ...footer, url: links.page },
  };
}

const alertFooter = (locale: MailLocale) => ({ text: TEXTS[locale].why, label: TEXTS[locale].stop });

/**
 * One matching week, in the language the request was made in. No greeting and no requester's name:
 * whoever filled in the request typed the name, and the site must not say it to the reader
 * (docs/decisions/039-alerts-double-opt-in.md).
 */
export function alertMail(
  ctx: MailContext,
  m: { to: string; week: AlertWeek; links: Links; locale: MailLocale; rate: ExchangeRate | null },
) {
  const w = m.week;
  const t = TEXTS[m.locale];
  return composeMail(ctx, {
    locale: m.locale,
    to: m.to,
    subject: t.subject(w.locationName),
    paragraphs: [
      t.listed(w.locationName),
      `${w.resortName}, ${w.unitTypeName}`,
      `${dates(w, m.locale)}, ${mailPrice(w.price, m.locale, m.rate)}`,
      t.hurry,
    ],
    action: { label: t.see, url: weekUrl(ctx, w) },
    ...unsubscribe(m.links, alertFooter(m.locale)),
  });
}

export function alertDigestMail(
  ctx: MailContext,
  m: {
    to: string;
    location: string;
    weeks: AlertWeek[];
    more: number;
    links: Links;
    locale: MailLocale;
    rate: ExchangeRate | null;
  },
) {
  const location = m.weeks[0]?.locationName ?? m.location;
  const count = m.weeks.length + m.more;
  const t = TEXTS[m.locale];
  // One address's requests may name several destinations: then each week says where it is.
  const one = m.weeks.every((w) => w.locationName === location);
  return composeMail(ctx, {
    locale: m.locale,
    to: m.to,
    subject: one ? t.digestSubject(count, location) : t.digestSubjectMany(count),
    paragraphs: [
      one ? t.digest(count, location) : t.digestMany(count),
      ...m.weeks.map(
        (w) =>
          `${one ? '' : `${w.locationName} · `}${describeWeek(w, m.locale, m.rate)} — ${weekUrl(ctx, w)}`,
      ),
      ...(m.more > 0 ? [t.more(m.more)] : []),
    ],
    action: one
      ? { label: t.seeAll(location), url: `${ctx.publicUrl}/destinations/${encodeURIComponent(location)}` }
      : { label: t.browse, url: `${ctx.publicUrl}/all-weeks` },
    ...unsubscribe(m.links, alertFooter(m.locale)),
  });
}
