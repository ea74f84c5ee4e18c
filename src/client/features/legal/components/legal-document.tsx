import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { interpolate, localized, spanishContentOf, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { useSiteConfig } from '#src/client/lib/site-config.ts';
import { guestAgreement } from '#src/shared/legal/guest-agreement.ts';
import { privacyPolicy } from '#src/shared/legal/privacy-policy.ts';
import { termsOfService } from '#src/shared/legal/terms-of-service.ts';
import type { LegalDocument, LegalDocumentId, LegalVars, Localized } from '#src/shared/legal/types.ts';

const documents: Record<LegalDocumentId, Localized<LegalDocument>> = {
  termsOfService,
  privacyPolicy,
  guestAgreement,
};

export const LEGAL_ROUTES: Record<LegalDocumentId, string> = {
  termsOfService: '/terms-of-service',
  privacyPolicy: '/privacy-policy',
  guestAgreement: '/guest-agreement',
};

/** In Spanish, the Spanish document (it arrives with the Spanish texts); else the English one. */
export function legalDocument(id: LegalDocumentId): LegalDocument {
  return spanishContentOf<Record<LegalDocumentId, LegalDocument>>('legal')?.[id] ?? localized(documents[id]);
}

/** The operator's details from /api/config; neutral wording if the server could not say. */
function useLegalVars(): { vars: LegalVars | null; isLoading: boolean } {
  const config = useSiteConfig();
  if (config.isPending) return { vars: null, isLoading: true };
  const operator = config.data?.operator;
  return {
    isLoading: false,
    vars: {
      operatorName: operator?.name || t('legal.fallbackName'),
      operatorAddress: operator?.address || t('legal.fallbackAddress'),
      email: operator?.email || t('legal.fallbackEmail'),
      phone: operator?.phone || t('legal.fallbackPhone'),
    },
  };
}

/**
 * The text of one legal document. The page shows it under its own h1 (sections are h2); the
 * agreement dialog on /auth has its title already (sections are h3).
 */
export function LegalDocumentBody({
  documentId,
  headingLevel = 2,
  className,
}: {
  documentId: LegalDocumentId;
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const { vars, isLoading } = useLegalVars();
  if (isLoading || !vars) return <PageSpinner className="min-h-40" />;

  const doc = legalDocument(documentId);
  const fill = (text: string) => interpolate(text, { ...vars });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  return (
    <div className={cn('space-y-6 text-[0.95rem] leading-relaxed text-slate-700', className)}>
      <p className="text-sm font-medium text-muted-foreground">
        {t('legal.lastUpdated', { date: doc.lastUpdated })}
      </p>
      {doc.intro.map((paragraph) => (
        <p key={paragraph}>{fill(paragraph)}</p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading} className="space-y-3">
          <Heading className="pt-2 text-lg font-semibold text-foreground">{section.heading}</Heading>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
          {section.items ? (
            <ul className="list-disc space-y-1.5 pl-6 marker:text-primary">
              {section.items.map((item) => (
                <li key={item}>{fill(item)}</li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph) => (
            <p key={paragraph}>{fill(paragraph)}</p>
          ))}
        </section>
      ))}
    </div>
  );
}
