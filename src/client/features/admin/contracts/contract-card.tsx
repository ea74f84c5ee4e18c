import { Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { Price } from '#src/client/components/ui/price.tsx';
import { useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { StaffContract } from '#src/shared/contracts/staff.ts';
import { StaffDeleteButton, StaffRow } from '../components/staff-section';
import { ownerNameOf } from '../lib/owner-name';

export const ownerName = (c: StaffContract) => ownerNameOf(c, t('staffContracts.unknownUser'));

/** One contract as staff see it: its terms, the owner's badge, edit and (developers) delete. */
export function ContractCard({
  contract: c,
  onEdit,
  onDelete,
  showOwner = true,
}: {
  contract: StaffContract;
  onEdit?: (trigger: HTMLElement) => void;
  onDelete?: (trigger: HTMLElement) => void;
  showOwner?: boolean;
}) {
  const names = useReferenceNames();
  const row = (label: string, value: ReactNode) => (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{value}</dd>
    </>
  );
  return (
    <StaffRow
      actions={
        <>
          {onEdit ? (
            <Button
              size="sm"
              variant="outline"
              aria-label={t('staffContracts.editNamed', { number: c.contractNumber })}
              onClick={(event) => onEdit(event.currentTarget)}
            >
              <Pencil aria-hidden="true" />
              {t('staffContracts.edit')}
            </Button>
          ) : null}
          {onDelete ? (
            <StaffDeleteButton
              label={t('staffContracts.deleteNamed', { number: c.contractNumber })}
              onClick={(event) => onDelete(event.currentTarget)}
            />
          ) : null}
        </>
      }
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {names.contractType(c.contractTypeId, c.contractName)}
        <span className="font-normal text-muted-foreground">
          {t('staffContracts.number', { number: c.contractNumber })}
        </span>
        {showOwner ? (
          <span
            className={
              c.user
                ? 'rounded-full bg-primary-soft px-2 py-0.5 text-xs font-medium text-primary'
                : 'rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground'
            }
          >
            {ownerName(c)}
          </span>
        ) : null}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr_auto_1fr]">
        {row(t('staffContracts.resort'), names.text(c.resort))}
        {row(t('staffContracts.unitType'), names.text(c.unitType))}
        {row(
          t('staffContracts.usageFee'),
          <>
            <Price usd={c.usageFee} />
          </>,
        )}
        {row(
          t('staffContracts.totalValue'),
          <>
            <Price usd={c.totalValue} />
          </>,
        )}
        {row(t('staffContracts.weeks'), c.contractualWeeks)}
        {row(t('staffContracts.startDate'), formatDay(c.startDate))}
      </dl>
      <p className="text-muted-foreground whitespace-pre-line">
        {t('staffContracts.notes')}: {c.addendums || t('staffContracts.noNotes')}
      </p>
    </StaffRow>
  );
}
