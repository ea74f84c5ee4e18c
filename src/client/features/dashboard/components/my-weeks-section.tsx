import { CalendarPlus, CalendarX2, CloudOff, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useDeleteWeek, useMyWeeks } from '#src/client/features/weeks/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import { CardGridSkeleton, DashboardSection, SectionEmpty } from './dashboard-section';
import { OwnerWeekCard } from './owner-week-card';

/** 'My Week Listings': the owner's weeks as cards, each deletable after a confirmation. */
export function MyWeeksSection({
  title,
}: {
  /** The section's heading where another page names it differently. */ title?: string;
} = {}) {
  const weeks = useMyWeeks();
  const remove = useDeleteWeek();
  const del = useConfirmedDelete<OwnerWeek>({
    remove: (week) => remove.mutateAsync(week.id),
    title: t('owner.weeks.confirmTitle'),
    description: (week) =>
      t('owner.weeks.confirmBody', {
        resort: week.resortName,
        from: formatDay(week.fromDate),
        to: formatDay(week.toDate),
      }),
    confirmLabel: t('owner.delete'),
    onDone: () => toast({ title: t('owner.weeks.deleted'), description: t('owner.weeks.deletedBody') }),
    onError: (_week, error) =>
      toast({
        variant: 'destructive',
        title: t('owner.weeks.deleteFailed'),
        description: errorMessage(error),
      }),
  });

  let body: React.ReactNode;
  if (weeks.isPending) body = <CardGridSkeleton label={t('owner.weeks.loading')} />;
  else if (weeks.isError)
    body = (
      <StatePanel icon={<CloudOff />} title={t('owner.weeks.loadFailed')} hint={t('owner.loadFailedHint')}>
        <Button variant="outline" onClick={() => void weeks.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('owner.tryAgain')}
        </Button>
      </StatePanel>
    );
  else if (weeks.data.length === 0)
    body = (
      <SectionEmpty icon={<CalendarX2 />} title={t('owner.weeks.empty')} hint={t('owner.weeks.emptyHint')}>
        <Button asChild>
          <Link to="/add-listing">{t('owner.tiles.addWeek')}</Link>
        </Button>
      </SectionEmpty>
    );
  else
    body = (
      <ul aria-label={t('owner.weeks.listLabel')} className="grid gap-5 sm:grid-cols-2 xl:grid-cols-3">
        {weeks.data.map((week) => (
          <li key={week.id}>
            <OwnerWeekCard week={week} onDelete={(trigger) => del.ask(week, trigger)} />
          </li>
        ))}
      </ul>
    );

  return (
    <DashboardSection
      id="my-weeks"
      icon={<CalendarPlus />}
      title={title ?? t('owner.weeks.title')}
      count={weeks.data?.length}
      action={
        weeks.data && weeks.data.length > 0 ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/add-listing">{t('owner.weeks.add')}</Link>
          </Button>
        ) : undefined
      }
    >
      {body}
      {del.dialog}
    </DashboardSection>
  );
}
