type Json = Record<string, unknown>;
type Answer = [number, Json];

const error = (status: number, message: string): Answer => [
  status,
  { error: { type: 'invalid_request_error', message } },
];

/**
 * What Stripe answers an OXXO or SPEI intent confirmed at creation (`confirm=true`): it waits for
 * the payer (`requires_action`) with the voucher (`oxxo_display_details`, expiring at 23:59 Mexico
 * City time after its days) or the transfer's details (`display_bank_transfer_instructions`, its
 * SPEI account); a bank transfer needs a customer.
 */
export function delayedAction(
  id: string,
  form: Record<string, string>,
  seq: number,
  customers: Map<string, Json>,
): Json | Answer | null {
  if (form.confirm !== 'true') return null;
  const type = form['allowed_payment_method_types[0]'] ?? form['payment_method_types[0]'];
  if (type === 'oxxo') {
    if (form.currency !== 'mxn') return error(400, 'OXXO payments must be in mxn.');
    if (
      !form['payment_method_data[billing_details][name]'] ||
      !form['payment_method_data[billing_details][email]']
    )
      return error(400, 'OXXO requires the billing name and email.');
    const days = Number(form['payment_method_options[oxxo][expires_after_days]'] ?? 3);
    // 23:59 in Mexico City (UTC−6) of the day `days` after today there.
    const local = new Date(Date.now() - 6 * 3_600_000);
    const end =
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + days, 23, 59) +
      6 * 3_600_000;
    return {
      type: 'oxxo_display_details',
      oxxo_display_details: {
        expires_after: Math.floor(end / 1000),
        hosted_voucher_url: `https://payments.stripe.test/oxxo/voucher/${id}`,
        number: String(12345678901234567n + BigInt(seq)).padStart(18, '9'),
      },
    };
  }
  if (type === 'customer_balance') {
    if (!form.customer || !customers.has(form.customer))
      return error(400, 'A bank transfer needs a customer.');
    if (
      form['payment_method_options[customer_balance][funding_type]'] !== 'bank_transfer' ||
      form['payment_method_options[customer_balance][bank_transfer][type]'] !== 'mx_bank_transfer'
    )
      return error(400, 'Unsupported bank transfer type for this currency.');
    return {
      type: 'display_bank_transfer_instructions',
      display_bank_transfer_instructions: {
        amount_remaining: Number(form.amount),
        currency: form.currency,
        financial_addresses: [
          {
            type: 'spei',
            supported_networks: ['spei'],
            spei: { bank_code: '002', bank_name: 'BANAMEX', clabe: '002010077777777771' },
          },
        ],
        hosted_instructions_url: `https://payments.stripe.test/bank_transfer/${id}`,
        reference: `REF${seq}`,
        type: 'mx_bank_transfer',
      },
    };
  }
  return null;
}
