import { CalendarDays, Trash2 } from 'lucide-react';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { MxnApprox } from '#src/client/components/ui/mxn-approx.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import { useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { toCalendarDate } from '#src/client/lib/dates.ts';
import { formatCount, formatPrice } from '#src/client/lib/format.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { StaffWeek } from '#src/shared/contracts/staff.ts';
import { WEEK_SORTS, type WeekSort } from '#src/shared/contracts/weeks.ts';
import { StaffRow, StaffSection } from '../components/staff-section';
import { useRemoveWeek, useStaffWeeks } from './api';
import { toastFailure, toastSuccess } from './toasts';

const SORT_LABELS: Record<WeekSort, () => string> = {
  newest: () => t('dev.sort.latest'),
  oldest: () => t('dev.sort.oldest'),
  price_desc: () => t('dev.sort.priceHigh'),
  price_asc: () => t('dev.sort.priceLow'),
  start_date: () => t('dev.sort.startDate'),
};
const ALL = 'all';
const isSort = (value: string): value is WeekSort => (WEEK_SORTS as readonly string[]).includes(value);
const posterOf = (w: StaffWeek) => (w.user ? `${w.user.firstName} ${w.user.lastName}` : t('dev.unknownUser'));

/** All Listed Weeks: every week, past ones too, by resort and unit type, five sorts. */
export function WeeksSection() {
  const list = useListParams('weeks', ['resort', 'unitType', 'sort']);
  const resortId = list.get('resort');
  const unitTypeId = list.get('unitType');
  const sortParam = list.get('sort');
  const sort: WeekSort = isSort(sortParam) ? sortParam : 'newest';
  const resorts = useResorts();
  const unitTypes = useUnitTypes(resortId ? Number(resortId) : undefined);
  const weeks = useStaffWeeks({ page: list.page, resortId, unitTypeId, sort });
  const remove = useRemoveWeek();
  const today = toCalendarDate(new Date());
  const del = useConfirmedDelete<StaffWeek>({
    remove: (w) => remove.mutateAsync(w.id),
    title: t('dev.weeks.confirm'),
    description: (w) =>
      t('dev.weeks.confirmBody', {
        resort: w.resortName,
        unitType: w.unitTypeName,
        from: formatDay(w.fromDate),
        to: formatDay(w.toDate),
      }),
    onDone: () => toastSuccess(t('dev.weeks.deleted')),
    onError: (_w, error) => toastFailure(t('dev.weeks.deleteFailed'), error),
  });

  return (
    <StaffSection
      id="listed-weeks"
      icon={<CalendarDays />}
      title={t('dev.weeks.title')}
      tools={
        <>
          <SelectField
            id="weeks-resort"
            label={t('dev.weeks.resort')}
            value={resortId || ALL}
            onChange={(value) => list.setAll({ resort: value === ALL ? '' : value, unitType: '' })}
            placeholder={t('dev.weeks.allResorts')}
          >
            <SelectItem value={ALL}>{t('dev.weeks.allResorts')}</SelectItem>
            {(resorts.data ?? []).map((r) => (
              <SelectItem key={r.id} value={String(r.id)}>
                {r.name}
              </SelectItem>
            ))}
          </SelectField>
          <SelectField
            id="weeks-unit-type"
            label={t('dev.weeks.unitType')}
            value={unitTypeId || ALL}
            onChange={(value) => list.set('unitType', value === ALL ? '' : value)}
            placeholder={t('dev.weeks.allUnitTypes')}
          >
            <SelectItem value={ALL}>{t('dev.weeks.allUnitTypes')}</SelectItem>
            {(unitTypes.data ?? []).map((u) => (
              <SelectItem key={u.id} value={String(u.id)}>
                {resortId
                  ? u.name
                  : `${u.name} · ${resorts.data?.find((r) => r.id === u.resortId)?.name ?? ''}`}
              </SelectItem>
            ))}
          </SelectField>
          <SortSelect
            id="weeks-sort"
            value={sort}
            options={WEEK_SORTS.map((value) => ({ value, label: SORT_LABELS[value]() }))}
            onChange={(value) => list.set('sort', value === 'newest' ? '' : value)}
          />
        </>
      }
    >
      <PagedList
        query={weeks}
        page={list.page}
        hrefFor={list.hrefFor}
        label={t('dev.weeks.label')}
        empty={t('dev.weeks.empty')}
        countLine={(shown, total) =>
          t('dev.weeks.showing', {
            shown: formatCount(shown),
            total: formatCount(total),
          })
        }
        scrollClassName="max-h-[700px]"
        getKey={(w) => w.id}
        renderItem={(w) => (
          <StaffRow
            actions={
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10"
                aria-label={t('dev.deleteNamed', { name: `${w.resortName} ${w.reservationCode}` })}
                onClick={(event) => del.ask(w, event.currentTarget)}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {w.resortName} · {w.unitTypeName}
              {w.toDate < today ? (
                <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                  {t('dev.weeks.past')}
                </span>
              ) : null}
            </p>
            <p className="text-muted-foreground">
              {w.locationName} · {formatDay(w.fromDate)} – {formatDay(w.toDate)}
            </p>
            <p className="font-semibold">{formatPrice(w.price)}</p>
            <MxnApprox usd={w.price} />
            <p className="text-xs text-muted-foreground">
              {t('dev.weeks.poster', { name: posterOf(w) })} ·{' '}
              {t('dev.weeks.code', { code: w.reservationCode })}
            </p>
          </StaffRow>
        )}
      />
      {del.dialog}
    </StaffSection>
  );
}
