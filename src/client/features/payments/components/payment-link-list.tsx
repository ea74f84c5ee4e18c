import { AlertCircle, ChevronLeft, ChevronRight, Copy, Link2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCents, formatCount } from '#src/client/lib/format.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import type { PaymentLink } from '#src/shared/contracts/payments.ts';
import { usePaymentLinks } from '../api';
import { copyPaymentLink } from '../lib/copy';

/** The links created so far, newest first, with whether each has been paid; ten a page. */
export function PaymentLinkList() {
  const [page, setPage] = useState(1);
  const links = usePaymentLinks(page);

  if (links.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner /> {t('app.loading')}
      </p>
    );
  }
  if (links.isError) {
    return (
      <StatePanel
        icon={<AlertCircle />}
        title={t('payments.links.loadFailed')}
        hint={t('payments.links.loadFailedHint')}
      >
        <Button variant="outline" onClick={() => links.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('payments.links.retry')}
        </Button>
      </StatePanel>
    );
  }
  const { items, total, pageSize } = links.data;
  if (total === 0) {
    return (
      <StatePanel icon={<Link2 />} title={t('payments.links.empty')} hint={t('payments.links.emptyHint')} />
    );
  }
  // Never past the last page the server lets anyone browse.
  const pages = browsablePages(total, pageSize).pageCount;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        {total === 1
          ? t('payments.links.countOne')
          : t('payments.links.count', { count: formatCount(total) })}
      </p>
      <ul className="grid gap-3" aria-label={t('payments.links.listTitle')}>
        {items.map((link) => (
          <LinkRow key={link.id} link={link} />
        ))}
      </ul>
      {pages > 1 ? (
        <nav className="flex items-center justify-between gap-2" aria-label={t('payments.links.listTitle')}>
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            <ChevronLeft aria-hidden="true" />
            {t('payments.links.previous')}
          </Button>
          <span className="text-sm text-muted-foreground">{t('payments.links.pageOf', { page, pages })}</span>
          <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('payments.links.next')}
            <ChevronRight aria-hidden="true" />
          </Button>
        </nav>
      ) : null}
    </div>
  );
}

function LinkRow({ link }: { link: PaymentLink }) {
  const paid = link.status === 'paid';
  return (
    <li className="grid gap-3 rounded-xl border border-border bg-surface p-4 shadow-card sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold">{link.name}</p>
          <span
            className={cn(
              'rounded-full px-2 py-0.5 text-xs font-semibold',
              paid ? 'bg-green-100 text-green-900' : 'bg-sand-100 text-sand-900',
            )}
          >
            {paid ? t('payments.links.statusPaid') : t('payments.links.statusActive')}
          </span>
          {link.test ? (
            <span
              className="rounded-full border border-amber-700 bg-amber-100 px-2 py-0.5 text-xs font-bold tracking-wide text-amber-900 uppercase"
              title={t('payments.links.testLinkHint')}
            >
              {t('payments.links.testLink')}
            </span>
          ) : null}
        </div>
        <p className="line-clamp-2 text-sm text-muted-foreground">{link.description}</p>
        <p className="text-xs text-muted-foreground">
          <span className="font-semibold text-foreground">
            {formatCents(link.amountCents, link.currency)}
          </span>
          {' · '}
          {t('payments.links.createdOn', { date: formatInstantDay(link.createdAt) })}
          {link.paidAt ? ` · ${t('payments.links.paidOn', { date: formatInstantDay(link.paidAt) })}` : null}
        </p>
        <p className="truncate font-mono text-xs text-muted-foreground">{link.url}</p>
      </div>
      <Button
        variant="outline"
        size="sm"
        onClick={() => copyPaymentLink(link.url)}
        aria-label={t('payments.links.copyNamed', { name: link.name })}
      >
        <Copy aria-hidden="true" />
        {t('payments.links.copy')}
      </Button>
    </li>
  );
}
