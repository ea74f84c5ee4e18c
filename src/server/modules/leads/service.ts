import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { propertyListingInterests, weekInterests, weekRequests } from '#src/server/db/schema/leads.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { earliestStartDate } from '#src/server/lib/dates.ts';
import { AppError } from '#src/server/lib/errors.ts';
import { isForeignKeyViolation } from '#src/server/lib/pg-errors.ts';
import { composeMail, type MailContext } from '#src/server/mail/layout.ts';
import { type MailLocale, mailDay } from '#src/server/mail/locale.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import type {
  propertyInterestInput,
  weekInterestInput,
  weekRequestInput,
} from '#src/shared/contracts/leads.ts';
import type { WeekAlerts } from '../alerts/service';
import type { OwnerLeads } from './owner-leads';

type WeekRequestIn = z.output<typeof weekRequestInput>;
type WeekInterestIn = z.output<typeof weekInterestInput>;
type PropertyInterestIn = z.output<typeof propertyInterestInput>;

const RECEIVED = {
  en: {
    subject: (location: string) => `We received a request for a week in ${location}`,
    thanks: (location: string, dates: string) =>
      `Someone, hopefully you, asked us on our site for a week in ${location}, ${dates}, giving this e-mail address. A representative will contact you soon.`,
    next: "We'll notify you when a matching week becomes available.",
    confirm:
      'We send e-mail alerts of new matching weeks only to an address that asks for them. To get them, open the link below and confirm (it works for 7 days). If you did not ask for a week, ignore this mail: we will not write about weeks again.',
    confirmLabel: 'Confirm week alerts',
    browse: 'Browse available weeks',
  },
  es: {
    subject: (location: string) => `Recibimos una solicitud de semana en ${location}`,
    thanks: (location: string, dates: string) =>
      `Alguien, esperamos que tú, nos pidió en nuestro sitio una semana en ${location}, ${dates}, con este correo. Alguien de nuestro equipo te contactará pronto.`,
    next: 'Te avisaremos cuando haya una semana disponible que coincida.',
    confirm:
      'Solo enviamos alertas de semanas nuevas a una dirección que las pide. Para recibirlas, abre el enlace de abajo y confirma (funciona durante 7 días). Si no pediste una semana, ignora este correo: no volveremos a escribirte sobre semanas.',
    confirmLabel: 'Confirmar alertas de semanas',
    browse: 'Ver las semanas disponibles',
  },
} satisfies Record<MailLocale, unknown>;

/**
 * The mail an address gets for a week request, in the language asked in: what was asked, and either
 * that alerts follow (an address that confirmed before) or the link that confirms it wants them. No
 * greeting and no requester's name: whoever filled in the form typed them, and the address may not
 * be theirs (docs/decisions/039-alerts-double-opt-in.md).
 */
function weekRequestReceived(
  ctx: MailContext,
  r: Omit<WeekRequestIn, 'website'>,
  locale: MailLocale,
  confirmLink: string | undefined,
) {
  const t = RECEIVED[locale];
  return composeMail(ctx, {
    locale,
    to: r.email,
    subject: t.subject(r.preferredLocation),
    paragraphs: [
      t.thanks(r.preferredLocation, `${mailDay(r.startDate, locale)} – ${mailDay(r.endDate, locale)}`),
      confirmLink ? t.confirm : t.next,
    ],
    action: confirmLink
      ? { label: t.confirmLabel, url: confirmLink }
      : { label: t.browse, url: `${ctx.publicUrl}/all-weeks` },
  });
}

const weekGone = () => new AppError('NOT_FOUND', 'This week is no longer available');
const listingGone = () => new AppError('NOT_FOUND', 'This property is no longer listed');

/** Runs an insert, answering `gone()` when the row it refers to was deleted after it was looked up. */
async function whileItExists<T>(insert: () => Promise<T>, gone: () => AppError): Promise<T> {
  try {
    return await insert();
  } catch (err) {
    if (isForeignKeyViolation(err)) throw gone();
    throw err;
  }
}

export function leadsService(
  db: Db,
  mailer: Pick<Mailer, 'queue'>,
  mail: MailContext,
  owners?: Pick<OwnerLeads, 'interestCreated'>,
  alerts?: Pick<WeekAlerts, 'confirmationFor'>,
) {
  return {
    async createWeekRequest(
      { website: _hp, ...input }: WeekRequestIn,
      locale: 'en' | 'es' = 'en',
      /** Asked once the request is valid: whether its address may be mailed a receipt (a limit). */
      { mayMailReceipt = async () => true }: { mayMailReceipt?: () => Promise<boolean> } = {},
    ): Promise<void> {
      if (input.startDate < earliestStartDate()) {
        throw new AppError('VALIDATION', 'Start date cannot be in the past', {
          issues: [{ path: 'startDate', message: 'Start date cannot be in the past' }],
        });
      }
      const mailReceipt = await mayMailReceipt();
      // The row and its receipt are written together: no receipt for a request that was not kept.
      // Only a mailed receipt carries a confirmation link (an unmailed one could not be used).
      await db.transaction(async (tx) => {
        await tx
          .insert(weekRequests)
          .values({ ...input, additionalDetails: input.additionalDetails || null, locale });
        if (!mailReceipt) return;
        const confirmation = alerts ? await alerts.confirmationFor(tx, input.email) : { confirmed: true };
        const link = 'link' in confirmation ? confirmation.link : undefined;
        await mailer.queue(weekRequestReceived(mail, input, locale, link), tx);
      });
    },

    async createWeekInterest({ website: _hp, ...input }: WeekInterestIn): Promise<void> {
      const [week] = await db.select({ id: weeks.id }).from(weeks).where(eq(weeks.id, input.weekId)).limit(1);
      if (!week) throw weekGone();
      // The interest and its mail to the owner (or its place in the hour's batch) commit together;
      // the owner may delete the week in between, which the database then refuses to refer to.
      await whileItExists(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx.insert(weekInterests).values(input).returning({ id: weekInterests.id });
            await owners?.interestCreated(tx, 'week', input.weekId, { id: row.id, ...input });
          }),
        weekGone,
      );
    },

    async createPropertyInterest({ website: _hp, ...input }: PropertyInterestIn): Promise<void> {
      const [listing] = await db
        .select({ id: propertyListings.id })
        .from(propertyListings)
        .where(
          sql`${propertyListings.id} = ${input.propertyListingId} and ${propertyListings.status} = 'active'`,
        )
        .limit(1);
      if (!listing) throw listingGone();
      await whileItExists(
        () =>
          db.transaction(async (tx) => {
            const [row] = await tx
              .insert(propertyListingInterests)
              .values(input)
              .returning({ id: propertyListingInterests.id });
            await owners?.interestCreated(tx, 'property', input.propertyListingId, { id: row.id, ...input });
          }),
        listingGone,
      );
    },
  };
}

export type LeadsService = ReturnType<typeof leadsService>;
