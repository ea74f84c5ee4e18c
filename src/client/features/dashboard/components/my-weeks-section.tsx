import { CalendarPlus, CalendarX2 } from 'lucide-react';
import { useState } from 'react';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { CardPage, ListToolbar, useSearchedList } from '#src/client/components/lists/card-page.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import {
  GetVerifiedDialog,
  type VerifyRequest,
} from '#src/client/features/verification/components/get-verified-dialog.tsx';
import { ReservationCodeDialog } from '#src/client/features/verification/components/reservation-code-dialog.tsx';
import { useDeleteWeek, useMyWeeksPage, useWeekInsights } from '#src/client/features/weeks/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import { type OwnerWeek, WEEK_SORTS } from '#src/shared/contracts/weeks.ts';
import { CardGridSkeleton, DashboardSection, SectionLink } from './dashboard-section';
import { OwnerWeekCard } from './owner-week-card';
import { sortLabels } from './sort-labels';
import { UsageFeeDialog, type UsageFeeEdit } from './usage-fee-dialog';

/** A week the activity answer left out (deleted meanwhile): nothing to show but zeros. */
const NO_ACTIVITY = (weekId: number) => ({ weekId, views: 0, interests: 0, bookings: 0, demand: 0 });

/** A page of weeks: four rows of three on a wide screen, whatever the owner holds. */
const PAGE_SIZE = 12;

/** The section's page of weeks as the address asks for it (the section links read its counts too). */
export function useWeeksSection() {
  const searched = useSearchedList('weeks', WEEK_SORTS, PAGE_SIZE);
  return { searched, weeks: useMyWeeksPage(searched.params) };
}

/**
 * 'My Week Listings': the owner's weeks as cards, searched, sorted and paged by the server; each
 * deletable, and its usage fee editable in a dialog.
 */
export function MyWeeksSection({
  title,
}: {
  /** The section's heading where another page names it differently. */ title?: string;
} = {}) {
  const { searched, weeks } = useWeeksSection();
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
  const [feeEdit, setFeeEdit] = useState<UsageFeeEdit | null>(null);
  const [verify, setVerify] = useState<VerifyRequest | null>(null);
  const [codeEdit, setCodeEdit] = useState<VerifyRequest | null>(null);
  const held = weeks.data?.unfilteredTotal ?? 0;
  const activity = useWeekInsights((weeks.data?.items ?? []).map((week) => week.id));
  const activityOf = new Map((activity.data?.items ?? []).map((item) => [item.weekId, item]));

  return (
    <DashboardSection
      id="my-weeks"
      icon={<CalendarPlus />}
      title={title ?? t('owner.weeks.title')}
      count={weeks.data?.unfilteredTotal}
      action={held > 0 ? <SectionLink to="/add-listing">{t('owner.weeks.add')}</SectionLink> : undefined}
    >
      {held > 0 ? (
        <ListToolbar
          searched={searched}
          searchLabel={t('owner.weeks.search')}
          placeholder={t('owner.weeks.searchPlaceholder')}
          sortLabels={sortLabels()}
        />
      ) : null}
      <CardPage
        query={weeks}
        searched={searched}
        skeleton={<CardGridSkeleton label={t('owner.weeks.loading')} />}
        loadFailed={t('owner.weeks.loadFailed')}
        label={t('owner.weeks.listLabel')}
        noMatch={t('owner.weeks.noMatch')}
        countLine={(counts) => t('owner.weeks.count', counts)}
        empty={
          <SectionEmpty
            icon={<CalendarX2 />}
            title={t('owner.weeks.empty')}
            hint={t('owner.weeks.emptyHint')}
          >
            <ButtonLink to="/add-listing">{t('owner.tiles.addWeek')}</ButtonLink>
          </SectionEmpty>
        }
        getKey={(week) => week.id}
        renderItem={(week) => (
          <OwnerWeekCard
            week={week}
            onEditFee={(trigger) => setFeeEdit({ week, trigger })}
            onVerify={(trigger) => setVerify({ week, trigger })}
            onEditCode={(trigger) => setCodeEdit({ week, trigger })}
            onDelete={(trigger) => del.ask(week, trigger)}
            activity={activityOf.get(week.id) ?? (activity.isSuccess ? NO_ACTIVITY(week.id) : undefined)}
          />
        )}
      />
      {del.dialog}
      <UsageFeeDialog edit={feeEdit} onClose={() => setFeeEdit(null)} />
      <GetVerifiedDialog request={verify} onClose={() => setVerify(null)} />
      <ReservationCodeDialog edit={codeEdit} onClose={() => setCodeEdit(null)} />
    </DashboardSection>
  );
}
