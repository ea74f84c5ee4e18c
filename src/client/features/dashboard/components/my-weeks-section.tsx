import { CalendarPlus, CalendarX2, CloudOff, RotateCcw } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { OwnerWeek } from '../../../../shared/contracts/weeks';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { StatePanel } from '../../../components/ui/state-panel';
import { toast } from '../../../components/ui/use-toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api';
import { formatDay } from '../../../lib/format';
import { useDeleteWeek, useMyWeeks } from '../../weeks/api';
import { CardGridSkeleton, DashboardSection, SectionEmpty } from './dashboard-section';
import { OwnerWeekCard } from './owner-week-card';

/** 'My Week Listings' (spec 001 §2): the owner's weeks as cards, each deletable after a confirmation. */
export function MyWeeksSection({
  title,
}: {
  /** The section's heading where another page names it differently. */ title?: string;
} = {}) {
  const weeks = useMyWeeks();
  const remove = useDeleteWeek();
  const [target, setTarget] = useState<OwnerWeek | null>(null);
  const [open, setOpen] = useState(false);
  const deleted = useRef(false);
  const focusAfter = useRef<HTMLDivElement>(null);

  const confirm = () => {
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleted.current = true;
        setOpen(false);
        toast({ title: t('owner.weeks.deleted'), description: t('owner.weeks.deletedBody') });
      },
      onError: (error) => {
        setOpen(false);
        toast({
          variant: 'destructive',
          title: t('owner.weeks.deleteFailed'),
          description: errorMessage(error),
        });
      },
    });
  };

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
            <OwnerWeekCard
              week={week}
              onDelete={() => {
                setTarget(week);
                setOpen(true);
              }}
            />
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
      <div ref={focusAfter} tabIndex={-1} className="focus:outline-none">
        {body}
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('owner.weeks.confirmTitle')}
        description={
          target
            ? t('owner.weeks.confirmBody', {
                resort: target.resortName,
                from: formatDay(target.fromDate),
                to: formatDay(target.toDate),
              })
            : undefined
        }
        cancelLabel={t('owner.cancel')}
        confirmLabel={t('owner.delete')}
        pendingLabel={t('owner.deleting')}
        pending={remove.isPending}
        onConfirm={confirm}
        onCloseAutoFocus={(event) => {
          if (!deleted.current) return;
          // The deleted week's button is gone: carry on from the list.
          deleted.current = false;
          event.preventDefault();
          focusAfter.current?.focus();
        }}
      />
    </DashboardSection>
  );
}
