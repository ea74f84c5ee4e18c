import { composeMail, type MailContext } from '../../mail/layout';

export interface AlertWeek {
  id: number;
  fromDate: string;
  toDate: string;
  price: number;
  locationName: string;
  resortName: string;
  unitTypeName: string;
}

interface Links {
  page: string;
  oneClick: string;
}

const day = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
const money = (n: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(n);

/** Where a week is on the site: its destination's list, narrowed to its resort and unit type. */
export const weekUrl = (ctx: MailContext, w: AlertWeek) =>
  `${ctx.publicUrl}/destinations/${encodeURIComponent(w.locationName)}?${new URLSearchParams({
    resort: w.resortName,
    unitType: w.unitTypeName,
  })}`;

const describeWeek = (w: AlertWeek) =>
  `${w.resortName} · ${w.unitTypeName} · ${day(w.fromDate)} – ${day(w.toDate)} · ${money(w.price)}`;

/** RFC 8058 one-click unsubscribe, and the visible link to the page that confirms it. */
function unsubscribe(links: Links) {
  return {
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    footerLink: {
      text: 'You get this because you asked us for a week.',
      label: 'Stop these alerts',
      url: links.page,
    },
  };
}

export function alertMail(ctx: MailContext, m: { to: string; name: string; week: AlertWeek; links: Links }) {
  const w = m.week;
  return composeMail(ctx, {
    to: m.to,
    subject: `A week in ${w.locationName} matches your request`,
    paragraphs: [
      `Hello ${m.name},`,
      `An owner has just listed a week that matches your request for ${w.locationName}:`,
      `${w.resortName}, ${w.unitTypeName}`,
      `${day(w.fromDate)} – ${day(w.toDate)}, ${money(w.price)}`,
      'Weeks go quickly: contact the owner from the site if it suits you.',
    ],
    action: { label: 'See the week', url: weekUrl(ctx, w) },
    ...unsubscribe(m.links),
  });
}

export function alertDigestMail(
  ctx: MailContext,
  m: { to: string; name: string; location: string; weeks: AlertWeek[]; more: number; links: Links },
) {
  const location = m.weeks[0]?.locationName ?? m.location;
  const count = m.weeks.length + m.more;
  return composeMail(ctx, {
    to: m.to,
    subject: `${count} new weeks in ${location} match your request`,
    paragraphs: [
      `Hello ${m.name},`,
      `Since our last message, owners have listed ${count} weeks that match your request for ${location}:`,
      ...m.weeks.map((w) => `${describeWeek(w)} — ${weekUrl(ctx, w)}`),
      ...(m.more > 0 ? [`And ${m.more} more on the site.`] : []),
    ],
    action: {
      label: `See weeks in ${location}`,
      url: `${ctx.publicUrl}/destinations/${encodeURIComponent(location)}`,
    },
    ...unsubscribe(m.links),
  });
}
