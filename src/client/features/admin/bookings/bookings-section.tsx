import { CalendarCheck } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { listParamName, useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { DateField } from '#src/client/components/ui/date-field.tsx';
import { SelectItem } from '#src/client/components/ui/select.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import { BOOKING_STATUSES } from '#src/shared/bookings/process.ts';
import type { StaffBookingItem } from '#src/shared/contracts/staff-bookings.ts';
import { ListSearchField } from '../components/list-search-field';
import { StaffListSection, StaffRow } from '../components/staff-section';
import { statusFrom, useStaffBookings } from './api';
import { BookingViewDialog } from './booking-view-dialog';
import { BookingsGlance } from './bookings-glance';
import { money, nameOf, statusLabel } from './labels';
import { StatusBadge } from './status-badge';

const LIST = 'bookings';
const ALL = 'all';
/** The address parameter of the booking whose view is open (reload and Back keep it). */
const OPEN = listParamName(LIST, 'open');

/** The open booking in the address, and the way to open or close one. */
function useOpenBooking() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get(OPEN));
  const open = useCallback(
    (next: number | undefined) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (next) out.set(OPEN, String(next));
          else out.delete(OPEN);
          return out;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return { id: Number.isSafeInteger(id) && id > 0 ? id : undefined, open };
}

/**
 * Bookings (both dashboards): the counts and the problems bell, then every booking by state,
 * check-in days and reference, newest check-in first, paged by the server; a row opens the
 * booking's view with its ledger, history, money steps and staff's decisions.
 */
export function BookingsSection() {
  const list = useListParams(LIST, ['status', 'from', 'to', 'q']);
  const from = list.get('from');
  const to = list.get('to');
  const status = statusFrom(list.get('status')) ?? '';
  const bookings = useStaffBookings({ page: list.page, status, from, to, q: list.get('q') });
  const view = useOpenBooking();
  const names = useReferenceNames();
  const total = bookings.data?.total;

  return (
    <div className="space-y-4">
      <BookingsGlance onOpen={view.open} />
      <StaffListSection<StaffBookingItem>
        id="staff-bookings"
        icon={<CalendarCheck />}
        title={t('staffBookings.title')}
        count={
          total === undefined
            ? undefined
            : total === 1
              ? t('staffBookings.countOne')
              : t('staffBookings.count', { total: formatCount(total) })
        }
        tools={
          <>
            <SelectField
              id="bookings-status"
              label={t('staffBookings.filterStatus')}
              value={status || ALL}
              onChange={(next) => list.set('status', next === ALL ? '' : next)}
              placeholder={t('staffBookings.allStatuses')}
            >
              <SelectItem value={ALL}>{t('staffBookings.allStatuses')}</SelectItem>
              {BOOKING_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {statusLabel(s)}
                </SelectItem>
              ))}
            </SelectField>
            <ListSearchField
              list={LIST}
              param="q"
              label={t('staffBookings.search')}
              placeholder={t('staffBookings.searchPlaceholder')}
            />
            {/* Both ends of the check-in range in one cell: they are read together. */}
            <div className="grid grid-cols-2 gap-3 sm:col-span-2 lg:col-span-1">
              <DateField
                id="bookings-from"
                label={t('staffBookings.filterFrom')}
                value={from}
                max={to || undefined}
                onChange={(value) => list.set('from', value)}
              />
              <DateField
                id="bookings-to"
                label={t('staffBookings.filterTo')}
                value={to}
                min={from || undefined}
                onChange={(value) => list.set('to', value)}
              />
            </div>
          </>
        }
        query={bookings}
        list={list}
        label={t('staffBookings.label')}
        empty={t('staffBookings.empty')}
        showing={(counts) => t('staffBookings.showing', counts)}
        getKey={(b) => b.id}
        renderItem={(b) => (
          <StaffRow
            actions={
              <Button
                size="sm"
                variant="outline"
                aria-label={t('staffBookings.openNamed', { reference: b.reference })}
                onClick={() => view.open(b.id)}
              >
                {t('staffBookings.open')}
              </Button>
            }
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              <span className="font-mono tracking-wide">{b.reference}</span>
              <StatusBadge status={b.status} />
              {b.provider === 'test' ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  {t('staffBookings.test')}
                </span>
              ) : null}
            </p>
            <p>
              {b.resortName} · {names.unitType(undefined, b.unitTypeName)} ·{' '}
              {names.location(undefined, b.locationName)}
            </p>
            <p className="text-muted-foreground">
              {t('staffBookings.dates', { from: formatDay(b.fromDate), to: formatDay(b.toDate) })}
            </p>
            <p className="text-muted-foreground">
              {t('staffBookings.guest', { name: nameOf(b.guest) })} ·{' '}
              {t('staffBookings.owner', { name: nameOf(b.owner) })}
            </p>
            <p className="font-semibold tabular-nums">{money(b.total, b.currency)}</p>
            {b.status === 'on_hold' ? (
              <p className="text-xs text-muted-foreground">
                {t('staffBookings.onHoldSince', { date: formatInstantDay(b.changedAt) })}
              </p>
            ) : null}
          </StaffRow>
        )}
      >
        <BookingViewDialog id={view.id} onClose={() => view.open(undefined)} />
      </StaffListSection>
    </div>
  );
}
