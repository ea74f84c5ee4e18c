/**
 * What travelers read of verified weeks and owners (decision 062): the badges, the explanation,
 * the 'Verified only' filter and the public owner profile. Registered by the pages that show them.
 */
export const verifiedMessages = {
  'verified.badge': 'Verified',
  'verified.badgeLabel': 'Verified week: what was checked',
  'verified.checkedLabel': 'Proof checked',
  'verified.explanation':
    'Semana checked the resort’s reservation confirmation (or the contract and the latest maintenance-fee statement) against this week’s resort, unit type, dates and reservation code on {date}.',
  'verified.owner': 'Verified owner',
  'verified.ownerExplanation':
    'Semana verified at least one of this owner’s weeks against the resort’s papers, and no fraud report against them has been upheld.',
  'verified.offeredBy': 'Offered by',
  'verified.filter': 'Verified only',
  'verified.filterHint': 'Weeks whose proof our team checked',
  'verified.profile.title': '{name}, owner on Semana',
  'verified.profile.description':
    'Weeks offered by {name} on Semana: timeshare weeks at Mexican resorts, booked and paid on the site.',
  'verified.profile.eyebrow': 'Owner',
  'verified.profile.memberSince': 'Member since {date}',
  'verified.profile.verifiedWeeks': '{count} verified weeks',
  'verified.profile.verifiedWeeksOne': '1 verified week',
  'verified.profile.weeksTitle': 'Weeks on offer',
  'verified.profile.weeksCount': '{count} weeks on offer',
  'verified.profile.weeksCountOne': '1 week on offer',
  'verified.profile.noWeeks': '{name} has no weeks on offer right now.',
  'verified.profile.notFound': 'This owner’s page does not exist',
  'verified.profile.notFoundBody': 'The link may be old, or the owner no longer offers weeks on Semana.',
  'verified.profile.failed': 'The owner’s page could not be loaded.',
  'verified.profile.retry': 'Try again',
  'verified.profile.browse': 'Browse all weeks',
  'verified.profile.reviewsTitle': 'Reviews',
} as const;
export type VerifiedMessages = typeof verifiedMessages;
