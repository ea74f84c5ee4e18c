import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#src/server/db/client.ts';
import { propertyListingInterests, weekInterests, weekRequests } from '#src/server/db/schema/leads.ts';
import { propertyListings } from '#src/server/db/schema/properties.ts';
import { weeks } from '#src/server/db/schema/weeks.ts';
import { earliestStartDate } from '#src/server/lib/dates.ts';
import { AppError, issue } from '#src/server/lib/errors.ts';
import { isForeignKeyViolation } from '#src/server/lib/pg-errors.ts';
import type { MailContext } from '#src/server/mail/layout.ts';
import type { Mailer } from '#src/server/mail/mailer.ts';
import {
  MATCHING_WEEKS_COUNTED,
  type MatchingWeeks,
  type propertyInterestInput,
  type weekInterestInput,
  type weekRequestInput,
} from '#src/shared/contracts/leads.ts';
import type { WeekAlerts } from '../alerts/service';
import { weeksOverlappingStay } from '../weeks/queries';
import type { OwnerLeads } from './owner-leads';
import { weekRequestReceipt } from './receipt-mail';

type WeekRequestIn = z.output<typeof weekRequestInput>;
type WeekInterestIn = z.output<typeof weekInterestInput>;
type PropertyInterestIn = z.output<typeof propertyInterestInput>;

const weekGone = () => new AppError('NOT_FOUND', 'weeks.weekNoLongerAvailable');
const listingGone = () => new AppError('NOT_FOUND', 'properties.propertyNoLongerListed');

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
  alerts?: Pick<WeekAlerts, 'confirmationFor' | 'unsubscribeLinks'>,
) {
  /** The weeks already listed that a request's stay would take (its answer and its receipt say so). */
  const matchingWeeks = (r: { preferredLocation: string; startDate: string; endDate: string }) =>
    weeksOverlappingStay(
      db,
      { location: r.preferredLocation, start: r.startDate, end: r.endDate },
      MATCHING_WEEKS_COUNTED,
    );

  return {
    matchingWeeks,

    async createWeekRequest(
      { website: _hp, ...input }: WeekRequestIn,
      locale: 'en' | 'es' = 'en',
      /** Asked once the request is valid: whether its address may be mailed a receipt (a limit). */
      { mayMailReceipt = async () => true }: { mayMailReceipt?: () => Promise<boolean> } = {},
    ): Promise<MatchingWeeks> {
      if (input.startDate < earliestStartDate()) {
        throw new AppError('VALIDATION', 'leads.startDateCannotPast', {
          issues: [issue('startDate', 'leads.startDateCannotPast')],
        });
      }
      const mailReceipt = await mayMailReceipt();
      const matching = await matchingWeeks(input);
      // The row and its receipt are written together: no receipt for a request that was not kept.
      // Only a mailed receipt carries a confirmation link (an unmailed one could not be used).
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(weekRequests)
          .values({ ...input, additionalDetails: input.additionalDetails || null, locale })
          .returning({ id: weekRequests.id });
        if (!mailReceipt) return;
        const confirmation = alerts ? await alerts.confirmationFor(tx, input.email) : { confirmed: true };
        const receipt = weekRequestReceipt(mail, input, {
          locale,
          confirmLink: 'link' in confirmation ? confirmation.link : undefined,
          matching,
          unsubscribeLinks: alerts?.unsubscribeLinks(row.id),
        });
        await mailer.queue(receipt, tx);
      });
      return matching;
    },

    async createWeekInterest({ website: _hp, ...input }: WeekInterestIn): Promise<void> {
      const [week] = await db
        .select({ id: weeks.id, hiddenAt: weeks.hiddenAt })
        .from(weeks)
        .where(eq(weeks.id, input.weekId))
        .limit(1);
      // A week staff hid (decision 061) is gone to the public, interests included.
      if (!week || week.hiddenAt) throw weekGone();
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
          sql`${propertyListings.id} = ${input.propertyListingId} and ${propertyListings.status} = 'active' and ${propertyListings.hiddenAt} is null`,
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
