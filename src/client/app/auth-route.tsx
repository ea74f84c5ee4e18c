import { AuthPage } from '../features/accounts/pages/auth-page';
import { LegalDocumentBody } from '../features/legal/components/legal-document';

/**
 * /auth composed at the app level: the accounts feature shows the agreements, the legal feature
 * owns their text, and neither imports the other.
 */
export function AuthRoute() {
  return <AuthPage renderAgreement={(id) => <LegalDocumentBody documentId={id} headingLevel={3} />} />;
}
