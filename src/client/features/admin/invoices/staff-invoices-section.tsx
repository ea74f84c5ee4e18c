import { Download, Receipt } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { Label } from '#src/client/components/ui/label.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatCents, formatCount } from '#src/client/lib/format.ts';
import type { InvoiceSummary } from '#src/shared/contracts/invoices.ts';
import { invoicesMessages } from '#src/shared/i18n/en/invoices.ts';
import { StaffSection } from '../components/staff-section';
import { staffInvoiceFileUrl, useIssueGlobalInvoice, useStaffInvoices } from './api';

registerMessages(invoicesMessages);

/** The month before this one in Mexico City (the invoices' calendar), as yyyy-MM: the one whose global invoice is due. */
function lastMonth(): string {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

function Downloads({ invoice }: { invoice: InvoiceSummary }) {
  return (
    <span className="inline-flex gap-2">
      {(['pdf', 'xml'] as const).map((format) => (
        <Button key={format} asChild variant="outline" size="sm">
          <a href={staffInvoiceFileUrl(invoice.id, format)} download>
            <Download aria-hidden="true" />
            {format.toUpperCase()}
          </a>
        </Button>
      ))}
    </span>
  );
}

/**
 * Invoices (CFDI) on the staff dashboards (decision 065): a month's payments and commissions left
 * without an invoice, its global invoice (issued once the month has ended), and the invoices people
 * asked for in it.
 */
export function StaffInvoicesSection() {
  const [month, setMonth] = useState(lastMonth);
  const query = useStaffInvoices(month);
  const issue = useIssueGlobalInvoice();
  const data = query.data;

  const doIssue = () =>
    issue.mutate(month, {
      onSuccess: (invoice) =>
        toast({ title: t('cfdi.staff.issued'), description: invoice.uuid ?? undefined }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('cfdi.staff.failed'),
          description: errorMessage(error),
          cause: error,
        }),
    });

  return (
    <StaffSection id="staff-invoices" icon={<Receipt />} title={t('cfdi.staff.title')}>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor="cfdi-month">{t('cfdi.staff.month')}</Label>
          <Input
            id="cfdi-month"
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="w-44"
          />
        </div>
        {data?.enabled && data.closed && !data.global ? (
          <Button onClick={doIssue} disabled={issue.isPending || data.uninvoiced.count === 0}>
            {issue.isPending ? <Spinner /> : <Receipt aria-hidden="true" />}
            {t('cfdi.staff.issueGlobal')}
          </Button>
        ) : null}
      </div>
      {query.isError ? (
        <p className="text-sm text-destructive">{errorMessage(query.error)}</p>
      ) : !data ? (
        <Spinner />
      ) : (
        <div className="grid gap-3 text-sm">
          {!data.enabled ? <p className="text-muted-foreground">{t('cfdi.staff.off')}</p> : null}
          <p>
            {t('cfdi.staff.uninvoiced', { count: formatCount(data.uninvoiced.count) })} ·{' '}
            {t('cfdi.staff.totals', {
              usd: formatCents(data.uninvoiced.usdCents, 'usd'),
              mxn: formatCents(data.uninvoiced.mxnCents, 'mxn'),
            })}
          </p>
          {!data.closed ? <p className="text-muted-foreground">{t('cfdi.staff.notClosed')}</p> : null}
          {data.global ? (
            <p className="flex flex-wrap items-center gap-2">
              {t('cfdi.staff.global', {
                uuid: data.global.uuid ?? '…',
                total: formatCents(data.global.totalCents, data.global.currency),
              })}
              {data.global.status === 'issued' ? <Downloads invoice={data.global} /> : null}
            </p>
          ) : (
            <p className="text-muted-foreground">{t('cfdi.staff.noGlobal')}</p>
          )}
          <h3 className="font-semibold">{t('cfdi.staff.individual')}</h3>
          {data.individual.length === 0 ? (
            <p className="text-muted-foreground">{t('cfdi.staff.noneIndividual')}</p>
          ) : (
            <ul className="divide-y divide-border">
              {data.individual.map((inv) => (
                <li key={inv.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span className="min-w-0 break-all">
                    {inv.rfc} · {inv.legalName} · {formatCents(inv.totalCents, inv.currency)} ·{' '}
                    {t(`cfdi.status.${inv.status}`)}
                  </span>
                  {inv.status === 'issued' ? <Downloads invoice={inv} /> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </StaffSection>
  );
}
