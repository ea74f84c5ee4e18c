import type { LegalDocumentId } from '../legal/types';
import type { HeadContext, PageHead } from './page';

const fill = (template: string, vars: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/**
 * A legal document's head: its title and first paragraph. The texts are loaded when asked for,
 * so the browser's first bundle (which holds the page table) does not carry them.
 */
export async function legalHead(id: LegalDocumentId, { locale, operator }: HeadContext): Promise<PageHead> {
  const english = {
    termsOfService: () => import('../legal/terms-of-service').then((m) => m.termsOfService.en),
    privacyPolicy: () => import('../legal/privacy-policy').then((m) => m.privacyPolicy.en),
    guestAgreement: () => import('../legal/guest-agreement').then((m) => m.guestAgreement.en),
  };
  const spanish = {
    termsOfService: () => import('../legal/es/terms-of-service').then((m) => m.termsOfServiceEs),
    privacyPolicy: () => import('../legal/es/privacy-policy').then((m) => m.privacyPolicyEs),
    guestAgreement: () => import('../legal/es/guest-agreement').then((m) => m.guestAgreementEs),
  };
  const doc = await (locale === 'es' ? spanish : english)[id]();
  const vars = {
    operatorName: operator.name,
    operatorAddress: operator.address,
    email: operator.email,
    phone: operator.phone,
  };
  return { title: doc.title, description: fill(doc.intro[0], vars) };
}
