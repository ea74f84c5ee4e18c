import { CalendarPlus, CalendarX2 } from 'lucide-react';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useDeleteWeek, useMyWeeks } from '#src/client/features/weeks/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { OwnerWeek } from '#src/shared/contracts/weeks.ts';
import { DashboardSection, OwnerCardGrid, SectionEmpty, SectionLink } from './dashboard-section';
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

  return (
    <DashboardSection
      id="my-weeks"
      icon={<CalendarPlus />}
      title={title ?? t('owner.weeks.title')}
      count={weeks.data?.length}
      action={
        weeks.data && weeks.data.length > 0 ? (
          <SectionLink to="/add-listing">{t('owner.weeks.add')}</SectionLink>
        ) : undefined
      }
    >
      <OwnerCardGrid
        query={weeks}
        loading={t('owner.weeks.loading')}
        loadFailed={t('owner.weeks.loadFailed')}
        listLabel={t('owner.weeks.listLabel')}
        empty={
          <SectionEmpty
            icon={<CalendarX2 />}
            title={t('owner.weeks.empty')}
            hint={t('owner.weeks.emptyHint')}
          >
            <ButtonLink to="/add-listing">{t('owner.tiles.addWeek')}</ButtonLink>
          </SectionEmpty>
        }
        renderCard={(week) => <OwnerWeekCard week={week} onDelete={(trigger) => del.ask(week, trigger)} />}
      />
      {del.dialog}
    </DashboardSection>
  );
}
