import { CalendarDays } from 'lucide-react';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Price } from '#src/client/components/ui/price.tsx';
import { useReferenceNames, useResorts, useUnitTypes } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { toCalendarDate } from '#src/client/lib/dates.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { StaffWeek } from '#src/shared/contracts/staff.ts';
import { WEEK_SORTS } from '#src/shared/contracts/weeks.ts';
import { FilterSelect } from '../components/id-options';
import { StaffDeleteButton, StaffListSection, StaffRow } from '../components/staff-section';
import { ownerNameOf } from '../lib/owner-name';
import { useStaffDelete } from '../lib/use-staff-delete';
import { useRemoveWeek, useStaffWeeks } from './api';
import { ListSortSelect, sortFrom } from './list-sort';

/** All Listed Weeks: every week, past ones too, by resort and unit type, five sorts. */
export function WeeksSection() {
  const names = useReferenceNames();
  const list = useListParams('weeks', ['resort', 'unitType', 'sort']);
  const resortId = list.get('resort');
  const unitTypeId = list.get('unitType');
  const resorts = useResorts();
  const unitTypes = useUnitTypes(resortId ? Number(resortId) : undefined);
  const weeks = useStaffWeeks({ page: list.page, resortId, unitTypeId, sort: sortFrom(list, WEEK_SORTS) });
  const today = toCalendarDate(new Date());
  const del = useStaffDelete<StaffWeek>(useRemoveWeek(), {
    title: t('dev.weeks.confirm'),
    description: (w) =>
      t('dev.weeks.confirmBody', {
        resort: w.resortName,
        unitType: w.unitTypeName,
        from: formatDay(w.fromDate),
        to: formatDay(w.toDate),
      }),
    success: t('dev.success'),
    deleted: t('dev.weeks.deleted'),
    failed: t('dev.weeks.deleteFailed'),
  });

  return (
    <StaffListSection
      id="listed-weeks"
      icon={<CalendarDays />}
      title={t('dev.weeks.title')}
      tools={
        <>
          <FilterSelect
            id="weeks-resort"
            label={t('dev.weeks.resort')}
            all={t('dev.weeks.allResorts')}
            value={resortId}
            onChange={(value) => list.setAll({ resort: value, unitType: '' })}
            rows={resorts.data}
          />
          <FilterSelect
            id="weeks-unit-type"
            label={t('dev.weeks.unitType')}
            all={t('dev.weeks.allUnitTypes')}
            value={unitTypeId}
            onChange={(value) => list.set('unitType', value)}
            // Without a resort chosen, each unit type says whose it is.
            rows={unitTypes.data?.map((u) => ({
              id: u.id,
              name: resortId
                ? u.name
                : `${u.name} · ${resorts.data?.find((r) => r.id === u.resortId)?.name ?? ''}`,
            }))}
          />
          <ListSortSelect id="weeks-sort" sorts={WEEK_SORTS} list={list} />
        </>
      }
      query={weeks}
      list={list}
      label={t('dev.weeks.label')}
      empty={t('dev.weeks.empty')}
      showing={(counts) => t('dev.weeks.showing', counts)}
      getKey={(w) => w.id}
      renderItem={(w) => (
        <StaffRow
          actions={
            <StaffDeleteButton
              label={t('dev.deleteNamed', { name: `${w.resortName} ${w.reservationCode}` })}
              onClick={(event) => del.ask(w, event.currentTarget)}
            />
          }
        >
          <p className="flex flex-wrap items-center gap-2 font-semibold">
            {w.resortName} · {names.unitType(w.unitTypeId, w.unitTypeName)}
            {w.toDate < today ? (
              <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium">
                {t('dev.weeks.past')}
              </span>
            ) : null}
          </p>
          <p className="text-muted-foreground">
            {names.location(w.locationId, w.locationName)} · {formatDay(w.fromDate)} – {formatDay(w.toDate)}
          </p>
          <p className="font-semibold">
            <Price usd={w.price} besideClassName="font-normal" />
          </p>
          <p className="text-xs text-muted-foreground">
            {t('dev.weeks.poster', { name: ownerNameOf(w, t('dev.unknownUser')) })} ·{' '}
            {t('dev.weeks.code', { code: w.reservationCode })}
          </p>
        </StaffRow>
      )}
    >
      {del.dialog}
    </StaffListSection>
  );
}
