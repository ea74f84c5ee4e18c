import { BellOff, BellRing, Clock, Pause, Play, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { ConfirmDialog } from '#src/client/components/ui/confirm-dialog.tsx';
import { fieldControlClasses } from '#src/client/components/ui/input.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatInstantDay } from '#src/client/lib/format-date.ts';
import type { SavedSearch, SavedSearchFrequency } from '#src/shared/contracts/saved-searches.ts';
import { type ManageLink, useDeleteSavedSearch, useUpdateSavedSearch } from '../api';
import { useSearchLabels } from './saved-search-labels';

/** One saved search on My alerts: what it looks for, its state, its frequency, pause or resume, delete. */
export function SavedSearchCard({ search, link }: { search: SavedSearch; link: ManageLink }) {
  const id = useId();
  const labels = useSearchLabels()(search);
  const update = useUpdateSavedSearch(link);
  const remove = useDeleteSavedSearch(link);
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: t('alerts.mine.changeFailed'), cause: error });
  const change = (body: { paused?: boolean; frequency?: SavedSearchFrequency }) =>
    update.mutate({ id: search.id, ...body }, { onError: failed });

  const state = search.awaitingConfirmation
    ? { label: t('alerts.mine.awaiting'), icon: Clock, tone: 'bg-sand-100 text-sand-900' }
    : search.paused
      ? { label: t('alerts.mine.paused'), icon: BellOff, tone: 'bg-muted text-muted-foreground' }
      : { label: t('alerts.mine.active'), icon: BellRing, tone: 'bg-primary/10 text-primary' };
  const title = labels.length > 0 ? labels.join(' · ') : t('alerts.save.anyWeek');

  return (
    <li
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 shadow-card sm:p-5 lg:flex-row lg:items-center"
    >
      <div className="min-w-0 flex-1 space-y-2">
        <span
          className={cn(
            'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold',
            state.tone,
          )}
        >
          <state.icon className="size-3.5" aria-hidden="true" />
          {state.label}
        </span>
        <h2 id={`${id}-title`} className="text-base font-semibold text-pretty">
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">
          {t('alerts.mine.savedOn', { date: formatInstantDay(search.createdAt) })}
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-frequency`} className="text-xs font-medium text-muted-foreground">
            {t('alerts.mine.frequencyLabel')}
          </label>
          <select
            id={`${id}-frequency`}
            className={cn(fieldControlClasses, 'h-10 w-auto pr-8')}
            value={search.frequency}
            disabled={update.isPending}
            onChange={(e) => change({ frequency: e.target.value as SavedSearchFrequency })}
          >
            <option value="instant">{t('alerts.save.instant')}</option>
            <option value="daily">{t('alerts.save.daily')}</option>
          </select>
        </div>
        <Button
          variant="outline"
          disabled={update.isPending}
          onClick={() => change({ paused: !search.paused })}
          aria-describedby={`${id}-title`}
        >
          {search.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          {search.paused ? t('alerts.mine.resume') : t('alerts.mine.pause')}
        </Button>
        <Button variant="ghost" onClick={() => setConfirming(true)} aria-describedby={`${id}-title`}>
          <Trash2 aria-hidden="true" />
          {t('alerts.mine.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('alerts.mine.deleteTitle')}
        description={
          <>
            <span className="block font-medium text-foreground">{title}</span>
            {t('alerts.mine.deleteBody')}
          </>
        }
        confirmLabel={t('alerts.mine.delete')}
        pendingLabel={t('alerts.mine.deleting')}
        cancelLabel={t('alerts.save.cancel')}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(search.id, {
            onSuccess: () => {
              setConfirming(false);
              toast({ title: t('alerts.mine.deleted') });
            },
            onError: (error) => {
              setConfirming(false);
              failed(error);
            },
          })
        }
        onCloseAutoFocus={(event) => event.preventDefault()}
      />
    </li>
  );
}
