/**
 * The messages a person reads from validation and from the server (field errors, error answers'
 * `message`), in English, by key (decision 050). The server gives a message by its key
 * (`AppError(code, key, { vars })`) and writes it in the request's language (messages.ts);
 * `{name}` marks a value filled in at run time. The shared contracts' zod schemas write these
 * English texts themselves; messages.ts finds their key again from this table.
 */
export const messagesEn = {
  // Accounts and sign-in
  'accounts.accountHasLiveBookings':
    'This account has a booking under way, as its guest or its owner: it can be deleted once the booking has ended.',
  'accounts.invalidUsernamePassword': 'Invalid username or password',
  'accounts.signContinue': 'Please sign in to continue',
  'accounts.notPermission': 'You do not have permission to do this',
  'accounts.usernameRequired': 'Username is required',
  'accounts.usernameLeast3Characters': 'Username must be at least 3 characters',
  'accounts.usernameMayContainLettersDigits':
    'Username may contain letters, digits, dot, dash and underscore',
  'accounts.passwordRequired': 'Password is required',
  'accounts.passwordLeast8Characters': 'Password must be at least 8 characters',
  'accounts.firstNameRequired': 'First name is required',
  'accounts.lastNameRequired': 'Last name is required',
  'accounts.invalidEmailAddress': 'Invalid email address',
  'accounts.enterValidEmail': 'Please enter a valid email',
  'accounts.usernameAlreadyTaken': 'That username is already taken',
  'accounts.accountEmailAlreadyExists': 'An account with that email already exists',
  'accounts.acceptTermsServicePrivacyPolicy':
    'You must accept the Terms of Service, Privacy Policy, and Guest Agreement to register',
  'accounts.checkEMailContinue': 'Check your e-mail to continue.',
  'accounts.enterCurrentPassword': 'Enter your current password',
  'accounts.currentPasswordNotCorrect': 'Your current password is not correct',
  'accounts.passwordsNotMatch': 'The passwords do not match',
  'accounts.linkIncomplete': 'This link is incomplete',
  'accounts.linkExpiredAlreadyUsedAsk': 'This link has expired or was already used. Ask for a new one.',
  'accounts.eMailAddressBelongsAnother':
    'That e-mail address belongs to another account. Use a different one.',
  'accounts.alreadyEMailAddressAccount': 'That is already the e-mail address of your account',
  'accounts.lastDeveloperCannotDemotedDeleted': 'The last developer cannot be demoted or deleted',
  'accounts.cannotChangeOwnRole': 'You cannot change your own role',
  'accounts.cannotDeleteOwnAccount': 'You cannot delete your own account',
  'accounts.cannotActivateDeactivateOwnAccount': 'You cannot activate or deactivate your own account',
  'accounts.managersCanActivateDeactivateMembers':
    'Managers can activate or deactivate members only, not managers or developers',
  'accounts.accountAlreadyActive': 'Your account is already active',
  'accounts.accountNotActiveYetChoose':
    'Your account is not active yet. Choose a membership: your account is activated as soon as your payment is confirmed.',
  'accounts.membershipPaymentAlreadyBeenReceived':
    'Your membership payment has already been received. Please contact us to have your account reactivated.',
  'accounts.roleUserManagerDev': 'Role must be user, manager or dev',
  'accounts.chooseEnEs': 'Choose en or es',
  'accounts.userNotFound': 'User not found',
  'accounts.ownerNotFound': 'Owner not found',
  'accounts.unknownUser': 'Unknown User',
  'accounts.usernameAtMost': 'Username must be at most {max} characters',
  'accounts.passwordAtMost': 'Password must be at most {max} characters',
  'accounts.noAccountNamed': "No account with the username '{username}'",

  // Weeks
  'weeks.selectResort': 'Please select a resort',
  'weeks.selectLocation': 'Please select a location',
  'weeks.selectUnitType': 'Please select a unit type',
  'weeks.selectStartDate': 'Please select a start date',
  'weeks.selectEndDate': 'Please select an end date',
  'weeks.enterPrice': 'Please enter the price',
  'weeks.enterReservationCode': 'Please enter the reservation code',
  'weeks.priceNumber': 'Price must be a number',
  'weeks.priceRequired': 'Price is required',
  'weeks.priceCannotNegative': 'Price cannot be negative',
  'weeks.priceCannotExceed1000': 'Price cannot exceed 1,000,000',
  'weeks.reservationCodeCannotExceed50': 'Reservation code cannot exceed 50 characters',
  'weeks.usageFeeNumber': 'Usage fee must be a number',
  'weeks.usageFeeCannotNegative': 'Usage fee cannot be negative',
  'weeks.usageFeeTwoDecimals': 'Usage fee cannot have more than two decimal places',
  'weeks.usageFeeCannotExceedPrice': 'Usage fee cannot exceed the price',
  'weeks.dateRangeExactly7Days': 'Date range must be exactly 7 days',
  'weeks.weekCannotStartPast': 'The week cannot start in the past',
  'weeks.unitTypeNotBelongChosen': 'This unit type does not belong to the chosen resort',
  'weeks.resortNotOfferedChosenLocation': 'This resort is not offered at the chosen location',
  'weeks.weekNotFound': 'Week not found',
  'weeks.weekHeldOrBookedCannotDelete':
    'This week is held for a renter’s payment or booked: it cannot be deleted while its booking lasts',
  'weeks.weekHiddenCannotDelete':
    'Semana hid this week after a report: it stays as the report’s record until our team reviews it again. Write to support if you think this is a mistake.',
  'weeks.weekNoLongerAvailable': 'This week is no longer available',

  // Properties
  'properties.hotelNameRequired': 'Hotel name is required',
  'properties.unitSizeRequired': 'Unit size is required',
  'properties.locationRequired': 'Location is required',
  'properties.locationTooLong': 'Location is too long',
  'properties.weeksSeasonInformationRequired': 'Weeks or season information is required',
  'properties.descriptionRequired': 'Description is required',
  'properties.uploadLeastOneImageProperty': 'Please upload at least one image of your property',
  'properties.chooseLeastOneImage': 'Please choose at least one image',
  'properties.fileTooLargeEachImage': 'File too large: each image must be 20 MB or less',
  'properties.propertyListingNotFound': 'Property listing not found',
  'properties.propertyNoLongerListed': 'This property is no longer listed',
  'properties.imageNotFound': 'Image not found',
  'properties.serverBusyProcessingOtherPhotos':
    'The server is busy processing other photos. Nothing was saved: please send your listing again in a minute.',
  'properties.serverBusyReceivingOtherPhotos':
    'The server is busy receiving other photos. Nothing was saved: please send your listing again in a minute.',
  'properties.alreadySendingOtherListingsPhotos':
    'You are already sending other listings with photos. Nothing was saved: please send this one again once they are done.',
  'properties.uploadNotValidMultipartForm': 'The upload is not valid multipart/form-data',
  'properties.uploadInterruptedMalformed': 'The upload was interrupted or malformed',
  'properties.tooManyFormFields': 'Too many form fields',
  'properties.tooManyImages': 'Too many images: you can only upload up to {max} images',
  'properties.invalidFileType': 'Invalid file type: "{filename}" is not a JPEG, PNG or WebP image ({reason})',
  'catalog.imagesAtMost': 'You can only upload up to {max} images',
  'properties.listingHiddenCannotDelete':
    'Semana hid this listing after a report: it stays as the report’s record until our team reviews it again. Write to support if you think this is a mistake.',

  // Contracts and reference data
  'catalog.contractNameRequired': 'Contract name is required',
  'catalog.contractNumberRequired': 'Contract number is required',
  'catalog.contractTypeRequired': 'Contract type is required',
  'catalog.contractTypeNameRequired': 'Contract type name is required',
  'catalog.invalidContractTypeSelected': 'Invalid contract type selected',
  'catalog.invalidUnitTypeSelected': 'Invalid unit type selected',
  'catalog.numberContractualWeeksRequired': 'Number of contractual weeks is required',
  'catalog.numberContractualWeeksTooLarge': 'Number of contractual weeks is too large',
  'catalog.numberContractualWeeksWholeNumber': 'Number of contractual weeks must be a whole number',
  'catalog.usageFeeRequired': 'Usage fee is required',
  'catalog.totalValueRequired': 'Total value is required',
  'catalog.zeroMore': 'Must be zero or more',
  'catalog.contractNotFound': 'Contract not found',
  'catalog.resortRequired': 'Resort is required',
  'catalog.resortNameRequired': 'Resort name is required',
  'catalog.unitTypeRequired': 'Unit type is required',
  'catalog.unitTypeNameRequired': 'Unit type name is required',
  'catalog.guestsWholeNumberRange': 'Guests must be a whole number from {min} to {max}',
  'catalog.nameTooLong': 'Name is too long',
  'catalog.resortNotFound': 'Resort not found',
  'catalog.locationNotFound': 'Location not found',
  'catalog.contractTypeNotFound': 'Contract type not found',
  'catalog.nameRequired': 'Name is required',
  'catalog.unitTypeNotFound': 'Unit type not found',
  'catalog.brandNotFound': 'Brand not found',
  'catalog.nothingUpdateSendLeastOne': 'Nothing to update: send at least one field',
  'catalog.resortNameTaken': "A resort named '{name}' already exists",
  'catalog.contractTypeNameTaken': "A contract type named '{name}' already exists",
  'catalog.unitTypeNameTaken': "This resort already has a unit type named '{name}'",
  'catalog.imageDescriptionCannotExceed': 'Description cannot exceed {max} characters',

  // Leads and alerts
  'leads.enterName': 'Please enter your name',
  'leads.messageRequired': 'Message is required',
  'leads.messageMost2000Characters': 'Message must be at most 2000 characters',
  'leads.startDateRequired': 'Start date is required',
  'leads.startDateCannotPast': 'Start date cannot be in the past',
  'leads.endDateAfterStartDate': 'End date must be on or after the start date',
  'leads.interestNotFound': 'Interest not found',
  'leads.weekInterestNotFound': 'Week interest not found',
  'leads.propertyListingInterestNotFound': 'Property listing interest not found',
  'leads.weekRequestNotFound': 'Week request not found',
  'leads.alertNoLongerExists': 'This alert no longer exists.',
  'leads.linkNotValidMayBeen': 'This link is not valid. It may have been copied incompletely.',
  'leads.detailsAtMost': 'Additional details must be at most {max} characters',

  // Payments
  'payments.amountRequired': 'Amount is required',
  'payments.amountGreaterThan0': 'Amount must be greater than 0',
  'payments.invalidAmountFormat': 'Invalid amount format',
  'payments.membershipNameRequired': 'Membership name is required',
  'payments.invalidMembershipSelectionTryAgain': 'Invalid membership selection. Please try again.',
  'payments.failedInitializePaymentTryAgain': 'Failed to initialize payment. Please try again.',
  'payments.failedCreatePaymentLink': 'Failed to create payment link',
  'payments.paymentLinkNotExist': 'This payment link does not exist',
  'payments.paymentLinkAlreadyBeenPaid': 'This payment link has already been paid',
  'payments.signPayMembership': 'Please sign in to pay for your membership',
  'payments.paymentStatusCouldNotRead': 'The payment status could not be read. Please try again.',
  'payments.paymentsNotAvailableSiteYet':
    'Payments are not available on this site yet: card payments have not been set up. Nothing was charged; please contact us.',
  'payments.paymentNotFound': 'Payment not found',
  'payments.stripeWebhooksNotConfigured': 'Stripe webhooks are not configured',
  'payments.missingStripeSignatureHeader': 'Missing Stripe-Signature header',
  'payments.invalidWebhookSignature': 'Invalid webhook signature',
  'payments.cardNumberIncomplete': 'Your card number is incomplete.',
  'payments.cardNumberInvalid': 'Your card number is invalid.',
  'payments.cardDeclined': 'Your card was declined.',
  'payments.cardExpirationDateIncomplete': "Your card's expiration date is incomplete.",
  'payments.cardSecurityCodeIncomplete': "Your card's security code is incomplete.",
  'payments.cardInsufficientFunds': 'Your card has insufficient funds.',
  'payments.cardExpired': 'Your card has expired.',
  'payments.cardSecurityCodeIncorrect': "Your card's security code is incorrect.",
  'payments.errorOccurredWhileProcessingCard':
    'An error occurred while processing your card. Try again in a little bit.',
  'payments.cardExpirationYearPast': "Your card's expiration year is in the past.",
  'payments.cardNumberIncorrect': 'Your card number is incorrect.',
  'payments.cardDeclinedTestModeUse':
    'Your card was declined. This is test mode: use a test card such as 4242 4242 4242 4242.',
  'payments.enterNumberPesosPerDollar': 'Enter the number of pesos per dollar',
  'payments.rateMoreThan0': 'The rate must be more than 0',
  'payments.noRateForPesos':
    'OXXO and SPEI are charged in pesos, and no exchange rate is set yet. Please pay by card, or try again later.',
  'payments.pesosNeedDollarPrice': 'Only a price in dollars can be paid in pesos by OXXO or SPEI.',
  'payments.payerNeeded': 'Enter the name and e-mail of who pays the OXXO voucher or the SPEI transfer.',
  'payments.chooseHowToPay': 'Choose how to pay: card, OXXO or SPEI',
  'payments.enterPayerName': 'Enter the name of who pays',
  'payments.testSettleOnlyInTestMode':
    'Only payments of the built-in test provider can be marked paid or expired here.',
  'payments.voucherNotByCard':
    'This payment is an OXXO voucher or a SPEI transfer: it is paid at the store or from your bank, not by card.',
  'payments.notWaitingDelayed': 'This payment is not an OXXO or SPEI payment waiting for its payer.',
  'payments.rateLessThan1000': 'The rate must be less than 1,000',
  'payments.membershipNameAtMost': 'Membership name must be at most {max} characters',
  'payments.descriptionAtMost': 'Description must be at most {max} characters',
  'payments.amountAtMost': 'Amount must be at most {max}',

  // Bookings
  'conversations.notFound': 'Conversation not found',
  'conversations.writeMessage': 'Please write a message',
  'conversations.messageTooLong': 'A message cannot exceed 2,000 characters',
  'conversations.weekOrBooking': 'Name either a week or a booking',
  'conversations.ownWeek': 'This is your own week: renters message you about it',
  'conversations.weekNotOffered': 'This week is not on offer, so its owner cannot be messaged about it',
  'conversations.weekHidden':
    'This week was taken down by Semana after a report, so this conversation is closed',
  'conversations.weekNotFound': 'Week not found',
  'bookings.bookingNotFound': 'Booking not found',
  'bookings.notNow': 'This step is not possible for this booking now',
  'bookings.cannotBookOwnWeek': 'You cannot book your own week',
  'bookings.weekHeldOrBooked': 'Someone is paying for this week right now, or it is already booked.',
  'bookings.weekStartsTooSoon':
    'This week starts in less than {hours} hours: it can no longer be booked online.',
  'bookings.tooManyGuests': 'This unit sleeps at most {max} guests',
  'bookings.priceTooLow': 'The price of this week is too low to be paid online',
  'bookings.tooManyHolds': 'You are already paying for {max} weeks: finish or give up one of them first.',
  'bookings.tooCloseForMethod':
    'Check-in is too close to pay by {method}: the week would be held for the payment until too near the stay. Pay by card, or choose a week at least {hours} hours away.',
  'bookings.holdEnded':
    'The 15 minutes to pay for this week have ended, and nothing was charged. Book it again if it is still free.',
  'bookings.enterFirstName': 'Please enter the first name',
  'bookings.enterLastName': 'Please enter the last name',
  'bookings.nameAtMost100': 'A name cannot exceed 100 characters',
  'bookings.chooseWeek': 'Please choose a week',
  'bookings.atMost30Guests': 'A booking names at most 30 guests',
  'bookings.noteAtMost1000': 'The note cannot exceed 1,000 characters',
  'bookings.acceptGuestAgreement': 'Please accept the Guest Agreement',

  'bookings.payoutAccountCouldNotOpen':
    'The payout account could not be opened right now. Nothing was changed; please try again.',
  'bookings.payoutAccountRequired':
    'Add a payout account first: it is where we send your share of the booking.',
  'bookings.confirmationFileRequired':
    'Upload the resort’s confirmation as one PDF, JPEG, PNG or WebP file in the part "file"',
  'bookings.confirmationFileNotAccepted':
    'The confirmation must be a PDF without scripts or attachments, or a JPEG, PNG or WebP image',
  'bookings.confirmationNotFound': 'This booking has no confirmation yet',
  'bookings.describeProblem': 'Please describe the problem',
  'bookings.problemAtMost2000': 'The description cannot exceed 2,000 characters',
  'bookings.problemAtLeast10': 'Please describe the problem in at least 10 characters',
  'bookings.confirmationTooLarge': 'The confirmation file cannot exceed 10 MB',
  'bookings.oneConfirmationFile': 'Upload one file: the resort’s confirmation',
  'bookings.confirmationOnlyOwner': 'Only the owner of the week uploads the resort’s confirmation',

  // Reviews
  'reviews.chooseStars': 'Please choose from 1 to 5 stars',
  'reviews.writeReview': 'Please write your review',
  'reviews.atLeast20': 'Please write at least 20 characters',
  'reviews.atMost2000': 'A review cannot exceed 2,000 characters',
  'reviews.noControlCharacters': 'Must not contain control characters',
  'reviews.notReviewable': 'Only a completed stay can be reviewed',
  'reviews.notYet': 'This stay can be reviewed once it has ended',
  'reviews.windowClosed': 'The 14 days to review this stay have ended',
  'reviews.alreadyWritten': 'You have already reviewed this stay',
  'reviews.resortNotFound': 'Resort not found',
  'reviews.ownerNotFound': 'Owner not found',
  'bookings.reportOnlyGuest': 'Only the guest of the booking can report a problem with the stay',
  // Staff's decisions on a booking (the Bookings section of the dashboards)
  'bookings.reasonRequired': 'Please give the reason for this decision',
  'bookings.reasonAtLeast3': 'The reason must be at least 3 characters',
  'bookings.reasonAtMost500': 'The reason cannot exceed 500 characters',
  'bookings.refundNotAmount': 'The refund must be an amount in dollars',
  'bookings.refundMoreThan0': 'The refund must be more than 0',
  'bookings.refundTwoDecimals': 'The refund cannot have more than two decimal places',
  'bookings.refundAboveRest': 'The refund cannot be more than the {rest} that remains to refund',
  'bookings.payoutUnderWay':
    'The owner’s payout is already under way: this booking’s money can no longer be held or refunded',
  'bookings.referenceAtMost12': 'A booking reference has at most 12 characters',
  'bookings.checkInRangeReversed': 'The last check-in day cannot be before the first',
  'bookings.notOwnDecision': 'Another member of staff must decide on a booking you are the guest or owner of',

  // Reports and moderation (decision 061)
  'moderation.itemNotFound': 'This listing is no longer on Semana',
  'moderation.cannotReportOwn': 'You cannot report your own listing',
  'moderation.alreadyReported': 'You already reported this listing: our team is reviewing it',
  'moderation.chooseWhat': 'Please choose what to report',
  'moderation.chooseReason': 'Please choose a reason',
  'moderation.tellWhatWrong': 'Please tell us what is wrong',
  'moderation.reportNotFound': 'Report not found',
  'moderation.alreadyDecided': 'This report was already decided',
  'moderation.ownItem': 'Staff cannot decide reports about their own listings or messages',
  'moderation.chooseDecision': 'Please choose a decision',
  'moderation.noteTooLong': 'The note cannot exceed 2,000 characters',
  'moderation.warningNoteRequired': 'Please write the warning the person will read',
  'moderation.upholdNeedsHide': 'A fraud report is upheld by hiding the listing or deactivating the account',
  'moderation.upholdNeedsFraudReport': 'Only a report of fraud can be upheld as fraud',
  'moderation.accountGone': 'The reported account no longer exists',
  'moderation.itemGone': 'This listing was deleted by its owner: there is nothing left to hide',
  'moderation.notHidden': 'This listing is not hidden',

  // Requests the server could not take
  'request.invalidInput': 'Invalid input',
  'request.badRequest': 'Bad request',
  'request.notFound': 'Not found',
  'request.useDateFormatYyyyMm': 'Use the date format yyyy-MM-dd',
  'request.isoDateTime': 'Must be an ISO date-time',
  'request.notWellFormedText': 'Must be valid Unicode text (a lone surrogate was sent)',
  'request.notContainNulCharacterU': 'Must not contain the NUL character (U+0000)',
  'request.crossSiteRequestsNotAllowed': 'Cross-site requests are not allowed',
  'request.requestBodyTooLarge': 'The request body is too large',
  'request.requestBodyNotValidJson': 'The request body is not valid JSON',
  'request.requestBodyEmpty': 'The request body is empty',
  'request.unsupportedContentType': 'Unsupported content type',
  'request.invalidContentLength': 'Invalid Content-Length',
  'request.requestBodyStoppedArrivingSo':
    'The request body stopped arriving, so the connection was closed. Please try again.',
  'request.requestBodyTookTooLong':
    'The request body took too long to arrive, so the connection was closed. Please try again.',
  'request.uploadArrivedTooSlowlySo':
    'The upload arrived too slowly, so the connection was closed. Please try again on a faster connection.',
  'request.requestBodyNestedTooDeeply':
    'The request body is nested too deeply (more than 32 levels of objects and arrays)',
  'request.requestBodyTooManyFields': 'The request body has too many fields (more than 1,000 keys and items)',
  'request.tooManyConnectionsFromAddress':
    'Too many connections from your address at once. Please try again in a few seconds.',
  'request.tooManyRequestsFromAddress':
    'Too many requests from your address at once. Please try again in a few seconds.',
  'request.serviceTemporarilyUnavailableTryAgain':
    'The service is temporarily unavailable. Please try again in a moment.',
  'request.serverBusyManyOtherRequests':
    'The server is busy with many other requests. Please try again in a moment.',
  'request.requestTookTooLongStopped':
    'This request took too long and was stopped. Please try again in a moment, or narrow it with filters.',
  'request.serverOutDiskSpaceSo':
    'The server is out of disk space, so nothing was saved. Please try again later.',
  'request.serverCannotWriteDiskMoment':
    'The server cannot write to its disk at the moment, so nothing was saved. Please try again later.',
  'request.formFieldDeclaredAsApplication': 'A form field declared as application/json is not valid JSON',
  'request.formFieldNameNotAllowed': 'A form field has a name that is not allowed',
  'request.atMostCharacters': 'At most {max} characters',
  'request.atMost': 'Must be at most {max}',
  'request.idRange': 'Must be an id from 1 to {max}',
  'request.dateRange': 'Must be a real calendar date between {from} and {to}',
  'request.browseDepth': 'Only the first {max} results can be browsed; narrow the search with filters',
  'request.tooManyAttemptsSeconds': 'Too many attempts. Try again in {count} seconds.',
  'request.tooManyAttemptsMinutes': 'Too many attempts. Try again in {count} minutes.',
  'request.noSuchEndpoint': 'No such endpoint: {endpoint}',
  'request.internal': 'Something went wrong on our side (request {requestId})',
  'request.unexpectedFileField': 'Unexpected file field "{name}"',
  'request.sendMultipart': 'Send multipart/form-data with the files under "{field}"',
  'request.namelessPart': 'Every part of the form needs a name (Content-Disposition: form-data; name="…")',
  'request.fieldHasNul': '{field}: Must not contain the NUL character (U+0000)',

  // Verified weeks (decision 062)
  'verification.fileNotAccepted':
    '"{filename}" is not accepted: send a PDF, or a photo (JPEG, PNG or WebP) of the document',
  'verification.tooManyFiles': 'Send at most 3 files',
  'verification.fileTooLarge': 'Each file can be at most 10 MB',
  'verification.filesRequired':
    'Add at least one file: the resort’s reservation confirmation, or the contract and the latest maintenance-fee statement',
  'verification.onlyOwner': 'Only the week’s owner can ask for it to be verified',
  'verification.alreadyVerified': 'This week is already verified',
  'verification.weekStarted': 'This week has already started: only future weeks can be verified',
  'verification.alreadyPending': 'This week already has a verification request waiting for our team',
  'verification.fileNotFound': 'File not found',
  'verification.notFound': 'Verification request not found',
  'verification.alreadyDecided': 'This request was already decided',
  'verification.ownWeek': 'Staff cannot decide on verification of their own week',
  'verification.weekHidden': 'A week Semana hid after a report cannot be verified',
  'verification.weekChanged': 'The week changed after the owner asked: the request no longer applies',
  'verification.reasonRequired': 'Please tell the owner why the proof was not accepted',
  'verification.reasonTooLong': 'The reason cannot exceed 1,000 characters',
  'verification.ownerNotFound': 'Owner not found',
  // CFDI invoices (decision 065)
  'invoices.off': 'Invoicing is not available on this site at the moment',
  'invoices.rfcInvalid':
    'Enter a valid RFC: 12 characters for a company (persona moral) or 13 for a person (persona física)',
  'invoices.rfcDate': 'The RFC’s date (the six digits, yyMMdd) is not a real date',
  'invoices.rfcCheckDigit':
    'The RFC’s last character does not match: check it against your Constancia de Situación Fiscal',
  'invoices.legalNameRequired': 'Enter the legal name as registered with the SAT',
  'invoices.legalNameTooLong': 'The legal name cannot exceed 254 characters',
  'invoices.legalNameSuffix':
    'Write the legal name without the company type (for example, without “SA de CV”), as on your Constancia de Situación Fiscal',
  'invoices.regimeInvalid': 'Choose a tax regime from the SAT’s list',
  'invoices.regimeNotForFisica':
    'That tax regime is only for companies (personas morales); a 13-character RFC belongs to a person',
  'invoices.regimeNotForMoral':
    'That tax regime is only for people (personas físicas); a 12-character RFC belongs to a company',
  'invoices.useInvalid': 'Choose a CFDI use from the list',
  'invoices.useNotForRegime':
    'That CFDI use is not allowed with this tax regime: choose S01 (no tax effects) or another regime',
  'invoices.genericRfcRule':
    'The generic RFCs XAXX010101000 (general public) and XEXX010101000 (foreign) go with tax regime 616 and CFDI use S01',
  'invoices.postalCodeInvalid': 'Enter the 5-digit postal code of your fiscal address',
  'invoices.monthInvalid': 'Choose a month as yyyy-MM',
  'invoices.sourceNotFound': 'Payment not found',
  'invoices.monthEnded':
    'An invoice can be asked for only within the calendar month of the payment; this one is in the month’s global invoice',
  'invoices.alreadyInvoiced': 'This payment already has an invoice',
  'invoices.inProgress': 'This invoice is being issued: try again in a minute',
  'invoices.noRate': 'There is no exchange rate for the day of this payment yet: try again later',
  'invoices.providerUnavailable': 'The invoicing service did not answer: try again in a few minutes',
  'invoices.providerRefused': 'The SAT’s rules refused this invoice: {reason}',
  'calendar.kindInvalid': 'Must be owner or trips',
  'calendar.feedNotFound': 'This calendar address is not valid: it may have been regenerated or turned off.',
  'invoices.notFound': 'Invoice not found',
  'invoices.monthNotClosed':
    'The month’s global invoice can be issued once the month has ended (Mexico City time)',
  'invoices.globalExists': 'This month already has its global invoice',
  'invoices.nothingToInvoice': 'Every payment of this month already has an invoice',

  // Saved searches
  'savedSearches.searchNotFound': 'This saved search does not exist.',
  'savedSearches.unknownLocation': 'This destination does not exist.',
  'savedSearches.unknownResort': 'This resort does not exist.',
  'savedSearches.emailRequired': 'Please enter your email',
  'savedSearches.tooManySearches':
    'An address may have at most {max} saved searches. Delete one to save another.',
  'savedSearches.textTooLong': 'Too long',
  'savedSearches.wholeDollars': 'Price must be a whole number of dollars',
  'savedSearches.maxBelowMin': 'The maximum price must be at least the minimum',
  'savedSearches.nothingToChange': 'Nothing to change',
  // zod's own wording, for inputs no screen lets a person type (they come from scripts)
  'zod.invalidType': 'Invalid input: expected {kind}, received {received}',
  'zod.invalidOption': 'Invalid option: expected one of {options}',
  'zod.tooSmall': 'Too small: expected {bound}',
  'zod.tooBig': 'Too big: expected {bound}',
  'zod.unrecognizedKey': 'Unrecognized key: {keys}',
  'zod.unrecognizedKeys': 'Unrecognized keys: {keys}',
} as const;

export type MessageKey = keyof typeof messagesEn;
