/** What owners see to price and fill their weeks: price guidance, people looking, each week's activity. */
export const ownerInsightsMessages = {
  'insights.guidance.show': 'Similar prices',
  'insights.guidance.hide': 'Hide similar prices',
  'insights.guidance.showLabel': 'Show the prices of weeks similar to {resort}, {dates}',
  'insights.guidance.hideLabel': 'Hide the prices of weeks similar to {resort}, {dates}',
  'insights.guidance.title': 'Prices of similar weeks',
  'insights.guidance.lead':
    'The same resort and unit type, with a check-in within three weeks of this time of year, from the last 24 months.',
  'insights.guidance.chooseFirst':
    'Choose the resort, unit type and start date to see what owners ask and renters pay for similar weeks.',
  'insights.guidance.loading': 'Looking at similar weeks…',
  'insights.guidance.failed': 'The prices of similar weeks could not be loaded.',
  'insights.guidance.asked': 'Asked by owners',
  'insights.guidance.booked': 'Paid by renters',
  'insights.guidance.basedOn': 'Based on {count} weeks',
  'insights.guidance.basedOnOne': 'Based on 1 week',
  'insights.guidance.tooFew': 'Too few to tell: {count} similar weeks, and we need at least {minimum}.',
  'insights.guidance.median': 'Median',
  'insights.guidance.middle': 'Middle half',
  'insights.guidance.range': 'Lowest to highest',
  'insights.guidance.between': '{low} – {high}',
  'insights.guidance.below': 'Your price is below what most owners ask for similar weeks.',
  'insights.guidance.within': 'Your price is within what most owners ask for similar weeks.',
  'insights.guidance.above': 'Your price is above what most owners ask for similar weeks.',

  'insights.demand.title': 'People looking',
  'insights.demand.chooseFirst':
    'Choose the resort, destination and start date to see how many people are looking for such a week.',
  'insights.demand.loading': 'Counting the people looking…',
  'insights.demand.failed': 'The number of people looking could not be loaded.',
  'insights.demand.people': '{count} people are looking for {location} around these dates',
  'insights.demand.peopleOne': '1 person is looking for {location} around these dates',
  'insights.demand.nobody': 'Nobody has asked for {location} around these dates yet.',
  'insights.demand.hint':
    'Open week requests and saved alerts for this destination, with dates within a week of yours.',

  'insights.summary.title': 'How your weeks are doing',
  'insights.summary.loading': 'Loading how your weeks are doing…',
  'insights.summary.failed': 'How your weeks are doing could not be loaded.',
  'insights.summary.views': 'Views',
  'insights.summary.viewsHint': 'People who looked at your weeks in the last 30 days',
  'insights.summary.interests': 'Interested',
  'insights.summary.interestsHint': 'Messages from people interested in your weeks',
  'insights.summary.bookings': 'Bookings',
  'insights.summary.bookingsHint': 'Paid bookings of your weeks',
  'insights.summary.demand': 'People looking',
  'insights.summary.demandHint':
    'Asking for your destinations around the dates of your {count} weeks on offer',
  'insights.summary.demandHintOne': 'Asking for the destination around the dates of your week on offer',

  'insights.week.label': 'Activity',
  'insights.week.views': 'Views',
  'insights.week.interests': 'Interested',
  'insights.week.bookings': 'Booked',
  'insights.week.demand': 'Looking',
} as const;
export type OwnerInsightsMessages = typeof ownerInsightsMessages;
