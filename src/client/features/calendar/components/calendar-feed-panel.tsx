import { CalendarSync, Check, Copy, KeyRound, Power, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { RetryPanel } from '#src/client/components/ui/state-panel.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import { useCopy } from '#src/client/lib/use-copy.ts';
import type { CalendarFeedKind } from '#src/shared/contracts/calendar.ts';
import { calendarMessages } from '#src/shared/i18n/en/calendar.ts';
import { useCalendarFeeds, useMakeCalendarFeed, useTurnOffCalendarFeed } from '../api';

registerMessages(calendarMessages);

/**
 * A private calendar feed (decision 067): off, or on with the date its address was made. The
 * address itself is shown only right after it is made (the server keeps only its hash), with a
 * copy button and how to add it to Google Calendar and Apple Calendar; a new address or turning
 * the feed off asks first, since the old address stops working at once.
 */
export function CalendarFeedPanel({ kind, titled = true }: { kind: CalendarFeedKind; titled?: boolean }) {
  const feeds = useCalendarFeeds();
  const make = useMakeCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [url, setUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState<'regenerate' | 'off' | null>(null);
  const headingId = useId();

  if (feeds.isPending) {
    return (
      <div
        className="space-y-3 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5"
        aria-busy="true"
      >
        <p role="status" className="sr-only">
          {t('calendar.loading')}
        </p>
        <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-muted" />
        <div className="h-10 w-56 animate-pulse rounded-lg bg-muted" />
      </div>
    );
  }
  if (feeds.isError) {
    return (
      <RetryPanel
        title={t('calendar.loadFailed')}
        hint={t('owner.loadFailedHint')}
        retryLabel={t('calendar.tryAgain')}
        onRetry={() => void feeds.refetch()}
      />
    );
  }
  const createdAt = feeds.data.feeds.find((f) => f.kind === kind)?.createdAt ?? null;
  const failed = (error: unknown) =>
    toast({
      variant: 'destructive',
      title: t('calendar.failed'),
      description: errorMessage(error),
      cause: error,
    });
  const makeNew = (regenerating: boolean) =>
    make.mutate(kind, {
      onSuccess: (made) => {
        setUrl(made.url);
        setAsking(null);
        if (regenerating) toast({ title: t('calendar.madeNew') });
      },
      onError: failed,
    });
  const off = () =>
    turnOff.mutate(kind, {
      onSuccess: () => {
        setUrl(null);
        setAsking(null);
        toast({ title: t('calendar.turnedOff') });
      },
      onError: failed,
    });

  return (
    // A region of its own in My trips; inside the dashboard's 'Calendar feed' section, part of it.
    <section
      aria-labelledby={titled ? headingId : undefined}
      className="space-y-4 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5"
    >
      <div className="flex items-start gap-3">
        {titled ? (
          <span
            aria-hidden="true"
            className="grid size-9 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5"
          >
            <CalendarSync />
          </span>
        ) : null}
        <div className="min-w-0 space-y-1">
          {titled ? (
            <h3 id={headingId} className="text-lg font-semibold">
              {t(kind === 'owner' ? 'calendar.owner.title' : 'calendar.trips.title')}
            </h3>
          ) : null}
          <p className="max-w-prose text-sm text-muted-foreground">
            {t(kind === 'owner' ? 'calendar.owner.lead' : 'calendar.trips.lead')}
          </p>
        </div>
      </div>

      {createdAt === null ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm">{t('calendar.off')}</p>
          <Button onClick={() => makeNew(false)} disabled={make.isPending} className="w-full sm:w-auto">
            <CalendarSync aria-hidden="true" />
            {make.isPending ? t('calendar.turningOn') : t('calendar.turnOn')}
          </Button>
        </div>
      ) : (
        <div className="space-y-4">
          <p className="text-sm">{t('calendar.onSince', { date: formatInstantDay(createdAt) })}</p>
          {url ? (
            <FeedAddress url={url} />
          ) : (
            <p className="text-sm text-muted-foreground">{t('calendar.lostUrl')}</p>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => setAsking('regenerate')} className="w-full sm:w-auto">
              <RefreshCw aria-hidden="true" />
              {t('calendar.regenerate')}
            </Button>
            <Button
              variant="outline"
              onClick={() => setAsking('off')}
              className="w-full text-destructive hover:bg-red-50 hover:text-destructive-hover sm:w-auto"
            >
              <Power aria-hidden="true" />
              {t('calendar.turnOff')}
            </Button>
          </div>
        </div>
      )}

      <ConfirmDialog
        open={asking === 'regenerate'}
        onOpenChange={(open) => setAsking(open ? 'regenerate' : null)}
        title={t('calendar.regenerateTitle')}
        description={t('calendar.regenerateBody')}
        confirmLabel={t('calendar.regenerateConfirm')}
        pendingLabel={t('calendar.regenerating')}
        cancelLabel={t('calendar.cancel')}
        pending={make.isPending}
        onConfirm={() => makeNew(true)}
      />
      <ConfirmDialog
        open={asking === 'off'}
        onOpenChange={(open) => setAsking(open ? 'off' : null)}
        title={t('calendar.turnOffTitle')}
        description={t('calendar.turnOffBody')}
        confirmLabel={t('calendar.turnOffConfirm')}
        pendingLabel={t('calendar.turningOff')}
        cancelLabel={t('calendar.cancel')}
        pending={turnOff.isPending}
        onConfirm={off}
      />
    </section>
  );
}

/** The address just made: selectable, a copy button, the warning to keep it, and how to add it. */
function FeedAddress({ url }: { url: string }) {
  const { copied, copy } = useCopy(url, t('calendar.copyFailed'));
  const fieldId = useId();
  return (
    <div className="space-y-3 rounded-xl border border-sand-300 bg-sand-50 p-3 sm:p-4">
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t('calendar.urlLabel')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={fieldId}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="min-h-10 w-full min-w-0 rounded-lg border border-border bg-surface px-3 font-mono text-sm"
        />
        <Button variant="outline" onClick={copy} aria-label={t('calendar.copyAddress')} className="shrink-0">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? t('calendar.copied') : t('calendar.copy')}
        </Button>
        <span className="sr-only" aria-live="polite">
          {copied ? t('calendar.copied') : ''}
        </span>
      </div>
      <p className="flex gap-2 text-sm">
        <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        {t('calendar.keepSecret')}
      </p>
      <details className="text-sm">
        <summary className="cursor-pointer font-medium">{t('calendar.howTo')}</summary>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-muted-foreground">
          <li>{t('calendar.google')}</li>
          <li>{t('calendar.apple')}</li>
        </ul>
      </details>
    </div>
  );
}
