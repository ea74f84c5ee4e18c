/** The week-request alert's pages: unsubscribe (a link in an alert mail) and confirm (a link in a request's receipt). */
export const alertsMessages = {
  'alerts.unsubscribe.title': 'Week alerts',
  'alerts.unsubscribe.working': 'Stopping your alerts…',
  'alerts.unsubscribe.done': 'You will get no more week alerts',
  'alerts.unsubscribe.doneBody':
    'We will not write to you about new weeks in {location} for {start} – {end}, nor for any other request naming this address until it confirms again. Your request stays with our team.',
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
  'alerts.confirm.title': 'Confirm week alerts',
  'alerts.confirm.loading': 'Checking your link…',
  'alerts.confirm.ask': 'Do you want e-mail alerts of new weeks?',
  'alerts.confirm.askBody':
    'Someone asked us for a week giving this e-mail address. Confirm, and we will write to it when an owner lists a matching week (at most one e-mail per week). Every alert has a link to stop them.',
  'alerts.confirm.button': 'Yes, send me week alerts',
  'alerts.confirm.working': 'Confirming…',
  'alerts.confirm.notNow': 'No, thanks',
  'alerts.confirm.done': 'Your week alerts are on',
  'alerts.confirm.doneBody':
    'We will write to you when an owner lists a week that matches your requests. Later requests with this address need no new confirmation.',
  'alerts.confirm.expired': 'This link has expired',
  'alerts.confirm.expiredBody':
    'Confirmation links work for 7 days and only once. Send a new week request to get a new link.',
  'alerts.confirm.invalid': 'This link is not valid',
  'alerts.confirm.invalidBody': 'It may have been copied incompletely. Open the link from the e-mail again.',
  'alerts.confirm.failed': 'We could not confirm your alerts',
  'alerts.confirm.retry': 'Try again',
  'alerts.confirm.browse': 'Browse available weeks',
} as const;

export type AlertsMessages = typeof alertsMessages;
