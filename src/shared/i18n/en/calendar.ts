/** Private calendar feeds (decision 067): the panels on My Dashboard and in My trips. Registered by those screens. */
export const calendarMessages = {
  'calendar.owner.title': 'Calendar feed',
  'calendar.owner.lead':
    'Your weeks (with their status and price) and the bookings of them in Google Calendar, Apple Calendar or any calendar app, kept up to date.',
  'calendar.trips.title': 'Your trips in your calendar',
  'calendar.trips.lead':
    'The weeks you booked, with check-in and check-out at the resort’s time, in Google Calendar, Apple Calendar or any calendar app.',
  'calendar.loading': 'Loading your calendar feed…',
  'calendar.loadFailed': 'Your calendar feed could not be loaded',
  'calendar.tryAgain': 'Try again',
  'calendar.off': 'The feed is off: nobody can read it.',
  'calendar.turnOn': 'Create the feed address',
  'calendar.turningOn': 'Creating…',
  'calendar.onSince': 'The feed is on. Its address was made on {date}.',
  'calendar.urlLabel': 'Your private feed address',
  'calendar.copy': 'Copy',
  'calendar.copyAddress': 'Copy the feed address',
  'calendar.copied': 'Copied',
  'calendar.copyFailed': 'The address could not be copied: select it and copy it by hand.',
  'calendar.keepSecret':
    'Copy it now: we keep only a fingerprint of it, so we cannot show it again. Anyone with this address can see what the feed shows, so share it with no one.',
  'calendar.lostUrl': 'Lost the address? Make a new one; the old one stops working.',
  'calendar.howTo': 'How to add it',
  'calendar.google':
    'Google Calendar (on a computer): Other calendars, +, From URL; paste the address and choose Add calendar. Google reads it again every few hours.',
  'calendar.apple':
    'Apple Calendar: on a Mac, File, New Calendar Subscription; on an iPhone, Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar. Paste the address.',
  'calendar.regenerate': 'Make a new address',
  'calendar.regenerateTitle': 'Make a new feed address?',
  'calendar.regenerateBody':
    'The current address stops working at once: every calendar that reads it loses these events until you add the new one.',
  'calendar.regenerateConfirm': 'Make a new address',
  'calendar.regenerating': 'Making…',
  'calendar.turnOff': 'Turn off',
  'calendar.turnOffTitle': 'Turn the calendar feed off?',
  'calendar.turnOffBody':
    'The address stops working at once and calendars that read it lose these events. You can make a new address later.',
  'calendar.turnOffConfirm': 'Turn off',
  'calendar.turningOff': 'Turning off…',
  'calendar.cancel': 'Cancel',
  'calendar.madeNew': 'Your new feed address is ready. The old one no longer works.',
  'calendar.turnedOff': 'The calendar feed is off.',
  'calendar.failed': 'That did not work: try again.',
} as const;

export type CalendarMessages = typeof calendarMessages;
