import { describe, expect, it } from 'vitest';
import {
  COMMISSION_PERCENT,
  FULL_REFUND_DAYS_BEFORE,
  LATE_CANCELLATION_REFUND_PERCENT,
} from '../bookings/rules';
import { guestAgreementEs } from './es/guest-agreement';
import { termsOfServiceEs } from './es/terms-of-service';
import { guestAgreement } from './guest-agreement';
import { termsOfService } from './terms-of-service';
import type { LegalDocument } from './types';

const words = (doc: LegalDocument) =>
  doc.sections.flatMap((s) => [...(s.paragraphs ?? []), ...(s.items ?? []), ...(s.after ?? [])]).join(' ');

const kept = 100 - LATE_CANCELLATION_REFUND_PERCENT;

describe('the legal texts state the booking rules the product applies', () => {
  it.each([
    ['Terms of Service', termsOfService.en],
    ['Guest Agreement', guestAgreement.en],
  ])('%s in English', (_name, doc) => {
    const text = words(doc);
    expect(text).toContain(`up to ${FULL_REFUND_DAYS_BEFORE} days before check-in`);
    expect(text).toContain(
      `${kept}% of the total charged is kept and ${LATE_CANCELLATION_REFUND_PERCENT}% is refunded`,
    );
  });

  it.each([
    ['Términos', termsOfServiceEs],
    ['Acuerdo del huésped', guestAgreementEs],
  ])('%s en español', (_name, doc) => {
    const text = words(doc);
    expect(text).toContain(`hasta ${FULL_REFUND_DAYS_BEFORE} días antes de la llegada`);
    expect(text).toMatch(
      new RegExp(
        `se retiene el ${kept}% del total cobrado y se (le )?reembolsa el ${LATE_CANCELLATION_REFUND_PERCENT}%`,
      ),
    );
  });

  it('names the commission the amounts apply', () => {
    expect(words(termsOfService.en)).toContain(
      `commission of ${COMMISSION_PERCENT}% of the net profit of each booking`,
    );
  });
});
