import { BedDouble, CalendarDays, MapPin, Moon, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { PriceBeside, useDollarPriceLines } from '#src/client/components/ui/price.tsx';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { priceNamesCurrency } from '#src/client/lib/format.ts';
import type { BookingQuote } from '#src/shared/contracts/bookings.ts';
import { formatStayDay, formatStayMoment, formatStayTime } from '../lib/stay-format';

/** What a quote and a booking both tell of a stay. */
export type Stay = Pick<
  BookingQuote,
  | 'resortName'
  | 'unitTypeName'
  | 'locationName'
  | 'checkInAt'
  | 'checkOutAt'
  | 'timeZone'
  | 'nights'
  | 'total'
  | 'fullRefundUntil'
>;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span aria-hidden="true" className="mt-0.5 text-primary [&_svg]:size-4">
        {icon}
      </span>
      <span className="min-w-0">{children}</span>
    </li>
  );
}

/** '(Los Cabos time)': the resort's clock, named by its destination in the reader's language. */
export function useZoneName(locationName: string) {
  const names = useReferenceNames();
  return t('bookings.stay.zone', { place: names.location(undefined, locationName) });
}

/**
 * The stay as the renter reads it before paying and on the booking's page: resort, unit type,
 * destination, check-in and check-out on the resort's clock, nights, guests, and the total with
 * the pesos beside it.
 */
export function StaySummary({
  stay,
  guests,
  children,
}: {
  stay: Stay;
  guests?: number;
  children?: ReactNode;
}) {
  const names = useReferenceNames();
  const zone = useZoneName(stay.locationName);
  const total = useDollarPriceLines(stay.total);
  return (
    <section
      aria-labelledby="stay-summary"
      className="rounded-2xl border border-border bg-surface p-5 shadow-card sm:p-6"
    >
      <h2 id="stay-summary" className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
        {t('bookings.stay.title')}
      </h2>
      <p className="mt-3 text-xl font-bold text-pretty">{stay.resortName}</p>
      <ul className="mt-4 grid gap-3 text-sm">
        <Fact icon={<BedDouble />}>{names.unitType(undefined, stay.unitTypeName)}</Fact>
        <Fact icon={<MapPin />}>{names.location(undefined, stay.locationName)}</Fact>
        <Fact icon={<CalendarDays />}>
          <span className="block text-pretty">
            {t('bookings.stay.checkIn', {
              day: formatStayDay(stay.checkInAt, stay.timeZone),
              time: formatStayTime(stay.checkInAt, stay.timeZone),
            })}
          </span>
          <span className="block text-pretty">
            {t('bookings.stay.checkOut', {
              day: formatStayDay(stay.checkOutAt, stay.timeZone),
              time: formatStayTime(stay.checkOutAt, stay.timeZone),
            })}
          </span>
          <span className="block text-muted-foreground">{zone}</span>
        </Fact>
        <Fact icon={<Moon />}>{t('bookings.stay.nights', { n: stay.nights })}</Fact>
        {guests ? (
          <Fact icon={<Users />}>
            {guests === 1 ? t('bookings.guests.one') : t('bookings.guests.count', { n: guests })}
          </Fact>
        ) : null}
      </ul>
      <dl className="mt-5 flex flex-wrap items-baseline justify-between gap-2 border-t border-border pt-4">
        <dt className="text-sm font-medium">{t('bookings.stay.total')}</dt>
        <dd className="text-right">
          <span className="text-2xl font-bold tracking-tight tabular-nums">
            {total.main}
            {priceNamesCurrency() ? null : (
              <span className="ml-1 text-sm font-medium text-muted-foreground">
                {t('payments.currencyUsd')}
              </span>
            )}
          </span>
          <PriceBeside text={total.beside} />
        </dd>
      </dl>
      <p className="mt-2 text-sm font-medium text-primary-hover">{t('bookings.stay.allYouPay')}</p>
      {children}
    </section>
  );
}

/** The cancellation rule with its exact date on the resort's clock. */
export function CancellationRules({ stay, lateRefundPercent }: { stay: Stay; lateRefundPercent: number }) {
  const zone = useZoneName(stay.locationName);
  return (
    <section aria-labelledby="cancellation-rules" className="space-y-2 text-sm">
      <h3 id="cancellation-rules" className="font-semibold">
        {t('bookings.stay.rules')}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-muted-foreground">
        <li>
          {t('bookings.stay.fullRefund', {
            date: `${formatStayMoment(stay.fullRefundUntil, stay.timeZone)} ${zone}`,
          })}
        </li>
        <li>{t('bookings.stay.lateRefund', { percent: lateRefundPercent })}</li>
        <li>{t('bookings.stay.noRefund')}</li>
      </ul>
    </section>
  );
}
