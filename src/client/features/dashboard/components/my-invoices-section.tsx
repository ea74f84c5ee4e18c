import { Download, FileText, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { RetryPanel } from '#src/client/components/ui/state-panel.tsx';
import { invoiceFileUrl, useMyInvoices } from '#src/client/features/invoices/api.ts';
import { type InvoiceAsk, InvoiceDialog } from '#src/client/features/invoices/components/invoice-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCents } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import type { Invoiceable } from '#src/shared/contracts/invoices.ts';
import { invoicesMessages } from '#src/shared/i18n/en/invoices.ts';
import { DashboardSection } from './dashboard-section';

registerMessages(invoicesMessages);

/** What a paid item offers: its invoice's downloads, the ask button, or why there is none. */
function ItemAction({ item, onAsk, enabled }: { item: Invoiceable; onAsk: () => void; enabled: boolean }) {
  const invoice = item.invoice;
  if (invoice?.status === 'issued')
    return (
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-xs text-muted-foreground break-all">
          {t('cfdi.issued', { uuid: invoice.uuid ?? '' })}
        </span>
        {(['pdf', 'xml'] as const).map((format) => (
          <Button key={format} asChild variant="outline" size="sm">
            <a
              href={invoiceFileUrl(invoice.id, format)}
              download
              aria-label={t(format === 'pdf' ? 'cfdi.downloadPdf' : 'cfdi.downloadXml')}
            >
              <Download aria-hidden="true" />
              {t(format === 'pdf' ? 'cfdi.pdf' : 'cfdi.xml')}
            </a>
          </Button>
        ))}
      </div>
    );
  if (item.inGlobal) return <span className="text-sm text-muted-foreground">{t('cfdi.inGlobal')}</span>;
  if (!item.open) return <span className="text-sm text-muted-foreground">{t('cfdi.closed')}</span>;
  if (!enabled) return null;
  return (
    <Button size="sm" onClick={onAsk} aria-label={t('cfdi.askLabel', { what: item.description })}>
      <FileText aria-hidden="true" />
      {invoice?.status === 'pending' ? t('cfdi.retry') : t('cfdi.ask')}
    </Button>
  );
}

/**
 * My Dashboard's invoices (decision 065): the person's payments and commissions of the last three
 * months, each with its CFDI's PDF and XML, the button to ask for one within the month of payment,
 * or why it is in the month's global invoice. Says so when invoicing is off.
 */
export function MyInvoicesSection() {
  const invoices = useMyInvoices();
  const { user } = useCurrentUser();
  const [ask, setAsk] = useState<InvoiceAsk | null>(null);
  const data = invoices.data;

  return (
    <DashboardSection id="invoices" icon={<Receipt />} title={t('cfdi.title')}>
      <p className="max-w-3xl text-sm text-pretty text-muted-foreground">
        {data && !data.enabled ? t('cfdi.off') : t('cfdi.lead')}
      </p>
      {invoices.isError ? (
        <RetryPanel
          title={t('cfdi.loadFailed')}
          hint={t('owner.loadFailedHint')}
          retryLabel={t('owner.tryAgain')}
          onRetry={() => void invoices.refetch()}
        />
      ) : !data ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('cfdi.loading')}
        </p>
      ) : data.items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('cfdi.none')}</p>
      ) : (
        <ul
          aria-label={t('cfdi.listLabel')}
          className="divide-y divide-border rounded-2xl border border-border bg-surface shadow-card"
        >
          {data.items.map((item) => (
            <li
              key={`${item.source}-${item.sourceId}`}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <p className="font-medium">{item.description}</p>
                <p className="text-sm text-muted-foreground">
                  <span className="font-semibold text-foreground tabular-nums">
                    {formatCents(item.amountCents, item.currency)}
                  </span>{' '}
                  · {t('cfdi.paidOn', { date: formatInstantDay(item.paidAt) })}
                </p>
              </div>
              <ItemAction
                item={item}
                enabled={data.enabled}
                onAsk={() =>
                  setAsk({ source: item.source, sourceId: item.sourceId, description: item.description })
                }
              />
            </li>
          ))}
        </ul>
      )}
      {data ? (
        <InvoiceDialog
          key={ask ? `${ask.source}-${ask.sourceId}` : 'closed'}
          ask={ask}
          saved={data.saved}
          email={user?.email ?? ''}
          onClose={() => setAsk(null)}
        />
      ) : null}
    </DashboardSection>
  );
}
