import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { useContractsSection } from './my-contracts-section';
import { useInterestSection } from './my-interests-section';
import { usePropertiesSection } from './my-properties-section';
import { useTripsSection } from './my-trips-section';
import { useWeeksSection } from './my-weeks-section';

/**
 * The dashboard's sections, linked from the top with their counts: however long one section is,
 * the others (and the legal documents) are a tap or an Enter away. The counts come from the
 * sections' own requests (the same addresses, so nothing is asked twice). On a phone the row
 * scrolls sideways instead of wrapping.
 */
export function SectionNav() {
  const trips = useTripsSection().trips.data?.total;
  const interests = useInterestSection().interests.data?.unhandled;
  const contracts = useContractsSection().contracts.data?.unfilteredTotal;
  const weeks = useWeeksSection().weeks.data?.unfilteredTotal;
  const properties = usePropertiesSection().listings.data?.unfilteredTotal;
  const links: [string, string, number | undefined][] = [
    ['my-trips', t('bookings.trips.title'), trips],
    // No count: a booking waiting for an answer is what matters, and the section shows it.
    ['bookings', t('bookings.owner.title'), undefined],
    ['interest', t('owner.interest.title'), interests],
    ['my-contracts', t('owner.contracts.title'), contracts],
    ['my-weeks', t('owner.weeks.title'), weeks],
    ['calendar-feed', t('calendar.owner.title'), undefined],
    ['my-properties', t('owner.properties.title'), properties],
    ['invoices', t('cfdi.title'), undefined],
    ['legal-documents', t('owner.legal.title'), undefined],
  ];
  return (
    <nav aria-label={t('owner.nav.label')} className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {links.map(([id, label, count]) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="inline-flex min-h-11 items-center gap-2 rounded-full border border-border bg-surface px-4 text-sm font-medium whitespace-nowrap shadow-card transition-colors hover:border-primary/40 hover:bg-primary-soft/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              {label}
              {count ? (
                <span className="rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold text-sand-900 tabular-nums">
                  {formatCount(count)}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
