import { type ReactNode, useMemo } from 'react';
import { TitledCard } from '#src/client/components/ui/card.tsx';
import {
  localDescription,
  localName,
  useLocations,
  useResorts,
  useUnitTypes,
} from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { useContractTypes } from '../api';

/*
 * The read-only lists beside the form: what each contract type means, and the unit
 * types of each resort.
 */

function Loading({ failed }: { failed: boolean }) {
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {failed ? t('owner.loadFailedHint') : t('owner.loading')}
    </p>
  );
}

/** One of the lists: its h2, what it is for, and the list. */
function ReferenceCard({ title, lead, children }: { title: string; lead: string; children: ReactNode }) {
  return (
    <TitledCard as="h2" title={title} lead={lead} titleClassName="text-lg">
      {children}
    </TitledCard>
  );
}

export function ContractTypesCard() {
  const types = useContractTypes();
  return (
    <ReferenceCard title={t('owner.contracts.typesTitle')} lead={t('owner.contracts.typesLead')}>
      {types.data ? (
        <dl className="divide-y divide-border">
          {types.data.map((type) => (
            <div key={type.id} className="py-3 first:pt-0 last:pb-0">
              <dt className="font-medium">{localName(type)}</dt>
              <dd className="mt-0.5 text-sm text-pretty text-muted-foreground">
                {localDescription(type) || t('owner.contracts.noDescription')}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Loading failed={types.isError} />
      )}
    </ReferenceCard>
  );
}

export function UnitTypesCard() {
  const unitTypes = useUnitTypes();
  const resorts = useResorts();
  const locations = useLocations();
  const groups = useMemo(() => {
    const locationNames = new Map((locations.data ?? []).map((l) => [l.id, localName(l)]));
    return (resorts.data ?? [])
      .map((resort) => ({
        resort,
        location: locationNames.get(resort.locationId),
        names: (unitTypes.data ?? []).filter((u) => u.resortId === resort.id).map(localName),
      }))
      .filter((group) => group.names.length > 0);
  }, [unitTypes.data, resorts.data, locations.data]);

  return (
    <ReferenceCard title={t('owner.contracts.unitTypesTitle')} lead={t('owner.contracts.unitTypesLead')}>
      {unitTypes.data && resorts.data ? (
        <section
          // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users must be able to scroll the list (WCAG 2.1.1).
          tabIndex={0}
          aria-label={t('owner.contracts.unitTypesTitle')}
          className="max-h-[28rem] overflow-y-auto rounded-xl border border-border focus-visible:outline-offset-[-2px]"
        >
          <ul className="divide-y divide-border">
            {groups.map(({ resort, location, names }) => (
              <li key={resort.id} className="space-y-2 p-3">
                <p className="text-sm">
                  <span className="font-semibold">{resort.name}</span>
                  {location ? <span className="text-muted-foreground"> · {location}</span> : null}
                </p>
                <ul className="flex flex-wrap gap-1.5">
                  {names.map((name) => (
                    <li
                      key={name}
                      className="rounded-full bg-sand-100 px-2.5 py-0.5 text-xs font-medium text-sand-900"
                    >
                      {name}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <Loading failed={unitTypes.isError || resorts.isError} />
      )}
    </ReferenceCard>
  );
}
