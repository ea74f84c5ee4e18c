/** OXXO and SPEI (decision 064): the method choice, the voucher and transfer page, staff's test control. */
export const mxPaymentsMessages = {
  'mxpay.method.legend': 'How would you like to pay?',
  'mxpay.method.card': 'Card',
  'mxpay.method.cardLine': '{amount} charged now to your card, in US dollars',
  'mxpay.method.oxxo': 'Cash at OXXO',
  'mxpay.method.oxxoLine': '{amount} in cash at any OXXO store, within {days} days',
  'mxpay.method.spei': 'SPEI bank transfer',
  'mxpay.method.speiLine': '{amount} by transfer from your bank, within {hours} hours',
  'mxpay.method.rateLine': '{dollars} at {rate} MXN per dollar, fixed when your voucher is made.',
  'mxpay.method.noRate': 'Not available now: it is charged in pesos and no exchange rate is set yet.',
  'mxpay.method.tooClose':
    'Not available for this week: check-in is less than {hours} hours away, and the week stays held while you pay.',
  'mxpay.method.waitMembership':
    'Your membership activates when your payment is confirmed, not before. We e-mail you the details.',
  'mxpay.method.waitBooking':
    'The week is held for you until the payment deadline; the owner is asked to accept once your payment is confirmed.',
  'mxpay.method.getVoucher': 'Get my OXXO voucher',
  'mxpay.method.getTransfer': 'Get the transfer details',
  'mxpay.method.preparing': 'Preparing…',
  'mxpay.method.payerName': 'Name of who pays',
  'mxpay.method.payerEmail': 'E-mail to send the details to',
  'mxpay.method.failed': 'We could not prepare your payment',

  'mxpay.voucher.waitingBadge': 'Waiting for your payment',
  'mxpay.voucher.oxxoTitle': 'Your OXXO payment voucher',
  'mxpay.voucher.speiTitle': 'Your SPEI transfer details',
  'mxpay.voucher.waitingMembership':
    'Waiting for your payment: your {tier} membership activates as soon as it is confirmed.',
  'mxpay.voucher.waitingLink': 'Waiting for your payment for {item}.',
  'mxpay.voucher.waitingBooking': 'Waiting for your payment: the week is held for you until {date}.',
  'mxpay.voucher.amount': 'Amount to pay',
  'mxpay.voucher.dollars': '{dollars} at {rate} MXN per US dollar',
  'mxpay.voucher.reference': 'Reference number',
  'mxpay.voucher.copy': 'Copy',
  'mxpay.voucher.copied': 'Copied',
  'mxpay.voucher.copyReference': 'Copy the reference number',
  'mxpay.voucher.copyClabe': 'Copy the CLABE',
  'mxpay.voucher.copyFailed': 'Could not copy: select the number and copy it by hand.',
  'mxpay.voucher.barcode': 'Barcode for the cashier: {number}',
  'mxpay.voucher.deadline': 'Pay before',
  'mxpay.voucher.mexicoTime': '{date}, Mexico City time',
  'mxpay.voucher.oxxoHowTitle': 'How to pay at the store',
  'mxpay.voucher.oxxoHow1':
    'Go to any OXXO store before the deadline and tell the cashier you want to pay with OXXO Pay.',
  'mxpay.voucher.oxxoHow2':
    'Show the barcode or give the reference number, and pay the exact amount in cash.',
  'mxpay.voucher.oxxoHow3':
    'Keep your receipt. We e-mail you as soon as the store confirms the payment (it can take up to a day).',
  'mxpay.voucher.print': 'Print voucher',
  'mxpay.voucher.hostedVoucher': 'Open the printable voucher',
  'mxpay.voucher.clabe': 'CLABE',
  'mxpay.voucher.bank': 'Bank',
  'mxpay.voucher.transferReference': 'Reference',
  'mxpay.voucher.speiHowTitle': 'How to transfer',
  'mxpay.voucher.speiHow1':
    'In your bank’s app or website, send a SPEI transfer to this CLABE for exactly the amount shown.',
  'mxpay.voucher.speiHow2': 'Write the reference in the transfer’s reference or concept field.',
  'mxpay.voucher.speiHow3':
    'We e-mail you as soon as the transfer arrives. A transfer after the deadline is not applied to this purchase.',
  'mxpay.voucher.hostedInstructions': 'Open the transfer instructions',
  'mxpay.voucher.checking':
    'We check for your payment every few seconds: this page becomes your receipt once it is confirmed.',
  'mxpay.voucher.mailed': 'We also sent these details to your e-mail, with a link back to this page.',
  'mxpay.voucher.expiredTitle': 'This payment has expired',
  'mxpay.voucher.expiredBody': 'It was not paid before its deadline, so nothing was charged.',
  'mxpay.voucher.expiredBooking':
    'It was not paid before its deadline: nothing was charged and the week was released. Book it again if it is still free.',
  'mxpay.voucher.browseWeeks': 'Browse weeks',
  'mxpay.voucher.testNote':
    'Test mode: nobody pays at a store or a bank. Staff can mark this payment as paid (or expired) from their dashboard.',

  'mxpay.booking.seeHowToPay': 'See how to pay',
  'mxpay.success.booking': 'Booking',
  'mxpay.success.openBooking': 'See your booking',
  'mxpay.success.paidRate': '{dollars} at {rate} MXN per US dollar',

  'mxpay.staff.title': 'Pending OXXO and SPEI payments',
  'mxpay.staff.hint':
    'Test mode: nobody pays at a store or a bank. Mark a payment as paid to play the payer, or expire it to play the deadline.',
  'mxpay.staff.label': 'Payments waiting for their payer',
  'mxpay.staff.empty': 'No OXXO or SPEI payment is waiting.',
  'mxpay.staff.showing': 'Showing {shown} of {total}',
  'mxpay.staff.count': '{total} waiting',
  'mxpay.staff.membership': '{tier} membership',
  'mxpay.staff.booking': 'Booking #{id}',
  'mxpay.staff.link': 'Payment link',
  'mxpay.staff.unknownPayer': 'unknown payer',
  'mxpay.staff.deadline': 'Deadline {date}',
  'mxpay.staff.markPaid': 'Mark as paid',
  'mxpay.staff.expire': 'Expire',
  'mxpay.staff.markPaidLabel': 'Mark the payment of {payer} as paid',
  'mxpay.staff.expireLabel': 'Expire the payment of {payer}',
  'mxpay.staff.confirmPaid': 'Mark the payment of {payer} for {amount} as paid?',
  'mxpay.staff.confirmPaidBody':
    'This does what the store or the bank confirming it would do: the membership activates, or the booking goes to its owner.',
  'mxpay.staff.confirmExpire': 'Expire the payment of {payer} for {amount}?',
  'mxpay.staff.confirmExpireBody':
    'This does what the deadline passing would do: nothing is charged, a held week returns to the lists, and the payer is told by e-mail.',
  'mxpay.staff.keep': 'Keep waiting',
  'mxpay.staff.saving': 'Saving…',
  'mxpay.staff.paid': 'Payment marked as paid',
  'mxpay.staff.expired': 'Payment expired',
  'mxpay.staff.failed': 'The payment could not be changed',
} as const;
export type MxPaymentsMessages = typeof mxPaymentsMessages;
