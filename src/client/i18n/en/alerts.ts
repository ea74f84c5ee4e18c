/** The week-request alert's unsubscribe page (reached from a link in an alert mail). */
export const alertsMessages = {
  'alerts.unsubscribe.title': 'Week alerts',
  'alerts.unsubscribe.working': 'Stopping your alerts…',
  'alerts.unsubscribe.done': 'You will get no more alerts for this request',
  'alerts.unsubscribe.doneBody':
    'We will not write to you about new weeks in {location} for {start} – {end}. Your request stays with our team.',
  'alerts.unsubscribe.undo': 'Undo: keep sending alerts',
  'alerts.unsubscribe.resubscribed': 'Your alerts are on again',
  'alerts.unsubscribe.resubscribedBody':
    'We will write to you when an owner lists a week in {location} for {start} – {end}.',
  'alerts.unsubscribe.stopAgain': 'Stop these alerts',
  'alerts.unsubscribe.invalid': 'This link is not valid',
  'alerts.unsubscribe.invalidBody':
    'It may have been copied incompletely, or the request was removed. Open the link from the e-mail again.',
  'alerts.unsubscribe.failed': 'We could not update your alerts',
  'alerts.unsubscribe.retry': 'Try again',
  'alerts.unsubscribe.browse': 'Browse available weeks',
} as const;

export type AlertsMessages = typeof alertsMessages;
