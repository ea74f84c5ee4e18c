/**
 * The account's own pages: forgot and reset password, the new-address confirmation, Account
 * settings, and the parts of /auth that lead to them. Loaded with those pages' chunks.
 */
export const accountMessages = {
  'account.forgotLink': 'Forgot your password?',
  'account.checkEmailTitle': 'Check your e-mail',
  'account.checkEmailBody':
    'If this address can be used, we have sent a message to {email} that tells you how to continue. It may take a minute to arrive.',
  'account.backToSignIn': 'Back to sign in',
  'account.signIn': 'Sign in',
  'account.email': 'Email',
  'account.tryAgain': 'Try again',

  'account.forgot.title': 'Forgot your password?',
  'account.forgot.lead':
    "Enter the e-mail address of your account and we'll send you a link to choose a new password.",
  'account.forgot.submit': 'Send the link',
  'account.forgot.pending': 'Sending…',
  'account.forgot.sentTitle': 'Check your e-mail',
  'account.forgot.sentBody':
    'If an account uses {email}, a link to choose a new password is on its way. The link works once, within 30 minutes.',
  'account.forgot.failed': 'The link could not be sent',

  'account.reset.title': 'Choose a new password',
  'account.reset.lead': 'Your new password signs you out on every device; sign in again with it.',
  'account.reset.password': 'New password',
  'account.reset.confirm': 'Repeat the new password',
  'account.reset.submit': 'Save the new password',
  'account.reset.pending': 'Saving…',
  'account.reset.doneTitle': 'Your password was changed',
  'account.reset.doneBody': 'Sign in with your new password.',
  'account.reset.failed': 'The password was not changed',
  'account.reset.missingTitle': 'This link is incomplete',
  'account.reset.missingBody': 'Open the link from the e-mail again, or ask for a new one.',
  'account.reset.askAgain': 'Ask for a new link',

  'account.confirmEmail.title': 'Confirm your new e-mail address',
  'account.confirmEmail.pending': 'Confirming your new address…',
  'account.confirmEmail.doneTitle': 'Your e-mail address was changed',
  'account.confirmEmail.doneBody': 'Your account now uses {email}.',
  'account.confirmEmail.failedTitle': 'The address was not changed',
  'account.confirmEmail.toSettings': 'Go to Account settings',

  'account.settings.title': 'Account settings',
  'account.settings.lead': 'Your name, e-mail address and password, and closing your account.',
  'account.settings.signedInAs': 'Signed in as {username}',
  'account.currentPassword': 'Current password',

  'account.profile.title': 'Profile',
  'account.profile.lead': 'The name shown on your account and in our mail to you.',
  'account.profile.firstName': 'First name',
  'account.profile.lastName': 'Last name',
  'account.profile.submit': 'Save name',
  'account.profile.pending': 'Saving…',
  'account.profile.saved': 'Your name was saved',
  'account.profile.failed': 'Your name was not saved',

  'account.emailSection.title': 'E-mail address',
  'account.emailSection.current': 'Your account uses {email}.',
  'account.emailSection.lead':
    'We send a link to the new address; the change happens when you open it. Until then your account keeps its current address.',
  'account.emailSection.newEmail': 'New e-mail address',
  'account.emailSection.submit': 'Send confirmation link',
  'account.emailSection.pending': 'Sending…',
  'account.emailSection.sentTitle': 'Check your new address',
  'account.emailSection.sentBody':
    'We sent a confirmation link to {email}. Open it within 24 hours to finish.',
  'account.emailSection.failed': 'The confirmation link was not sent',

  'account.password.title': 'Password',
  'account.password.lead':
    'Changing your password signs you out on your other devices; this one stays signed in.',
  'account.password.new': 'New password',
  'account.password.confirm': 'Repeat the new password',
  'account.password.hint': 'At least 8 characters.',
  'account.password.submit': 'Change password',
  'account.password.pending': 'Changing…',
  'account.password.saved': 'Your password was changed',
  'account.password.savedBody': 'Your other devices were signed out.',
  'account.password.failed': 'The password was not changed',

  'account.delete.title': 'Delete account',
  'account.delete.lead':
    'Deleting your account removes it with your weeks, property listings and their photos, and contracts. It cannot be undone.',
  'account.delete.open': 'Delete my account',
  'account.delete.dialogTitle': 'Delete your account?',
  'account.delete.dialogBody':
    'Your account, weeks, property listings, photos and contracts are removed for good. Enter your password to confirm.',
  'account.delete.confirm': 'Delete my account for good',
  'account.delete.pending': 'Deleting…',
  'account.delete.cancel': 'Cancel',
  'account.delete.failed': 'Your account was not deleted',
  'account.delete.done': 'Your account was deleted',
} as const;

export type AccountMessages = typeof accountMessages;
