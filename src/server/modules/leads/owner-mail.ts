import type { OwnerInterestKind } from '../../../shared/contracts/leads';
import { composeMail, type MailContext } from '../../mail/layout';

/** The listing as the owner's mail names it. */
export interface LeadListing {
  ownerEmail: string;
  ownerName: string;
  /** Resort (a week) or hotel (a property). */
  title: string;
  /** Unit type and dates (a week) or location (a property). */
  detail: string;
}

const what = (kind: OwnerInterestKind, l: LeadListing) =>
  kind === 'week' ? `your week at ${l.title} (${l.detail})` : `your property at ${l.title}, ${l.detail}`;

/** One visitor's interest, to the owner, answerable with the mail program's Reply. */
export function leadMail(
  ctx: MailContext,
  kind: OwnerInterestKind,
  listing: LeadListing,
  interest: { email: string; message: string },
) {
  return composeMail(ctx, {
    to: listing.ownerEmail,
    replyTo: interest.email,
    subject: `New interest in your ${kind === 'week' ? 'week' : 'property'} at ${listing.title}`,
    paragraphs: [
      `Hello ${listing.ownerName},`,
      `Someone is interested in ${what(kind, listing)}.`,
      `From: ${interest.email}`,
      `Message: ${interest.message}`,
      'Reply to this e-mail to answer them directly. Semana never asks you for payment details by e-mail.',
    ],
    action: { label: 'See it on your dashboard', url: `${ctx.publicUrl}/dashboard#interest` },
  });
}

/** The hour's further interests in one listing, in one mail (no Reply-To: there are several people). */
export function leadBatchMail(
  ctx: MailContext,
  kind: OwnerInterestKind,
  listing: LeadListing,
  shown: { email: string; message: string }[],
  total: number,
) {
  return composeMail(ctx, {
    to: listing.ownerEmail,
    subject: `${total} more people are interested in your ${kind === 'week' ? 'week' : 'property'} at ${listing.title}`,
    paragraphs: [
      `Hello ${listing.ownerName},`,
      `In the last hour ${total} more people wrote about ${what(kind, listing)}. Write to each at their address:`,
      ...shown.map((i) => `${i.email}: ${i.message}`),
      ...(total > shown.length ? [`And ${total - shown.length} more on your dashboard.`] : []),
    ],
    action: { label: 'See them on your dashboard', url: `${ctx.publicUrl}/dashboard#interest` },
  });
}
