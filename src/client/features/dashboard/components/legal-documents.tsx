import { ChevronRight, FileText } from 'lucide-react';
import { Link } from 'react-router';
import { type MessageKey, t } from '#src/client/i18n/index.ts';

const DOCUMENTS = [
  { to: '/terms-of-service', title: 'owner.legal.terms', body: 'owner.legal.termsBody' },
  { to: '/privacy-policy', title: 'owner.legal.privacy', body: 'owner.legal.privacyBody' },
  { to: '/guest-agreement', title: 'owner.legal.guest', body: 'owner.legal.guestBody' },
] as const satisfies readonly { to: string; title: MessageKey; body: MessageKey }[];

/** Links to the three legal documents. */
export function LegalDocuments() {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {DOCUMENTS.map(({ to, title, body }) => (
        <li key={to} className="flex">
          <Link
            to={to}
            className="group flex w-full items-center gap-3 rounded-xl border border-border bg-surface p-4 transition-colors hover:border-primary/40 hover:bg-primary-soft/40"
          >
            <FileText className="size-5 shrink-0 text-primary" aria-hidden="true" />
            <span className="min-w-0 flex-1">
              <span className="block font-medium">{t(title)}</span>
              <span className="block text-sm text-muted-foreground">{t(body)}</span>
            </span>
            <ChevronRight
              className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
