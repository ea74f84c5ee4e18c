import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '#src/client/i18n/index.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import type { LegalDocumentId } from '#src/shared/legal/types.ts';
import { LEGAL_ROUTES, LegalDocumentBody, legalDocument } from '../components/legal-document';

const ORDER: readonly LegalDocumentId[] = ['termsOfService', 'privacyPolicy', 'guestAgreement'];

function LegalPage({ documentId }: { documentId: LegalDocumentId }) {
  const { title } = legalDocument(documentId);
  usePageTitle(title);
  const related = ORDER.filter((id) => id !== documentId);

  return (
    <div className="bg-canvas">
      <article className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
        <header className="mb-8 flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary">
            <FileText className="size-5" aria-hidden="true" />
          </span>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        </header>
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-card sm:p-10">
          <LegalDocumentBody documentId={documentId} />
        </div>
        <nav
          aria-label={t('legal.related')}
          className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm"
        >
          <span className="font-medium text-muted-foreground">{t('legal.related')}:</span>
          {related.map((id) => (
            <Link
              key={id}
              to={LEGAL_ROUTES[id]}
              className="font-semibold text-primary underline-offset-4 hover:underline"
            >
              {legalDocument(id).title}
            </Link>
          ))}
        </nav>
      </article>
    </div>
  );
}

export const TermsOfServicePage = () => <LegalPage documentId="termsOfService" />;
export const PrivacyPolicyPage = () => <LegalPage documentId="privacyPolicy" />;
export const GuestAgreementPage = () => <LegalPage documentId="guestAgreement" />;
