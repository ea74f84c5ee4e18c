import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { CardPage, type SearchedList } from '#src/client/components/lists/card-page.tsx';
import { useConfirmedDelete } from '#src/client/components/lists/use-confirmed-delete.tsx';
import { Button } from '#src/client/components/ui/button.tsx';
import { Price } from '#src/client/components/ui/price.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { localName, useReferenceNames } from '#src/client/features/catalog/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { Contract } from '#src/shared/contracts/contracts.ts';
import { useContractTypes, useDeleteContract, type useMyContractsPage } from '../api';

/**
 * One page of the signed-in owner's contracts (searched, sorted and paged by the server): name,
 * number, contract type (from its id), location, unit type, usage fee, total value, weeks, start
 * date and notes; each can be deleted after a confirmation.
 */
export function ContractList({
  query,
  searched,
  empty,
  columns = 2,
}: {
  query: ReturnType<typeof useMyContractsPage>;
  /** The list's search, sort and page in the address. */
  searched: SearchedList<string>;
  /** What to show when there are none: the wording and look differ by page. */
  empty: React.ReactNode;
  /** Cards side by side on wide screens (2), or one under the other (1), for a narrow column. */
  columns?: 1 | 2;
}) {
  const types = useContractTypes();
  const remove = useDeleteContract();
  const del = useConfirmedDelete<Contract>({
    remove: (contract) => remove.mutateAsync(contract.id),
    title: t('owner.contracts.confirmTitle'),
    description: (contract) =>
      t('owner.contracts.confirmBody', { name: contract.contractName, number: contract.contractNumber }),
    confirmLabel: t('owner.delete'),
    onDone: () =>
      toast({ title: t('owner.contracts.deleted'), description: t('owner.contracts.deletedBody') }),
    onError: (_contract, error) =>
      toast({
        variant: 'destructive',
        title: t('owner.contracts.deleteFailed'),
        description: errorMessage(error),
      }),
  });

  const typeName = (id: number) => {
    const type = types.data?.find((row) => row.id === id);
    return type ? localName(type) : undefined;
  };

  return (
    <>
      <CardPage
        query={query}
        searched={searched}
        skeleton={<ListSkeleton columns={columns} />}
        loadFailed={t('owner.contracts.loadFailed')}
        label={t('owner.contracts.listLabel')}
        noMatch={t('owner.contracts.noMatch')}
        countLine={(counts) => t('owner.contracts.count', counts)}
        empty={<div>{empty}</div>}
        columns={columns === 2 ? 'lg:grid-cols-2' : 'grid-cols-1'}
        getKey={(contract) => contract.id}
        renderItem={(contract) => (
          <ContractCard
            contract={contract}
            typeName={typeName(contract.contractTypeId)}
            onDelete={(trigger) => del.ask(contract, trigger)}
          />
        )}
      />
      {del.dialog}
    </>
  );
}

function ContractCard({
  contract,
  typeName,
  onDelete,
}: {
  contract: Contract;
  typeName: string | undefined;
  onDelete: (trigger: HTMLElement) => void;
}) {
  const titleId = useId();
  const names = useReferenceNames();
  const facts: [string, React.ReactNode][] = [
    [t('owner.contracts.type'), typeName ?? names.text(contract.contractName)],
    [t('owner.contracts.location'), names.text(contract.resort)],
    [t('owner.contracts.unitType'), names.text(contract.unitType)],
    [
      t('owner.contracts.usageFee'),
      <>
        <Price usd={contract.usageFee} />
      </>,
    ],
    [
      t('owner.contracts.totalValue'),
      <>
        <Price usd={contract.totalValue} />
      </>,
    ],
    [t('owner.contracts.weeks'), String(contract.contractualWeeks)],
    [t('owner.contracts.startDate'), formatDay(contract.startDate)],
  ];
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5 shadow-card"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="text-lg leading-snug font-semibold text-balance">
            {names.contractType(contract.contractTypeId, contract.contractName)}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t('owner.contracts.numberLine', { number: contract.contractNumber })}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="-mt-1 -mr-2 text-destructive hover:bg-red-50 hover:text-destructive-hover"
          onClick={(event) => onDelete(event.currentTarget)}
          aria-label={t('owner.contracts.deleteLabel', { number: contract.contractNumber })}
        >
          <Trash2 aria-hidden="true" />
          <span>{t('owner.delete')}</span>
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl bg-muted/70 p-3 text-sm sm:grid-cols-3">
        {facts.map(([label, value]) => (
          <div key={label} className="min-w-0">
            <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
            <dd className="mt-0.5 font-medium break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="text-sm">
        <p className="text-xs font-medium text-muted-foreground">{t('owner.contracts.notes')}</p>
        <p className="mt-0.5 whitespace-pre-line text-pretty">
          {contract.addendums?.trim() || (
            <span className="text-muted-foreground">{t('owner.contracts.noNotes')}</span>
          )}
        </p>
      </div>
    </article>
  );
}

function ListSkeleton({ columns }: { columns: 1 | 2 }) {
  return (
    <div className={cn('grid gap-4', columns === 2 && 'lg:grid-cols-2')}>
      <p role="status" className="sr-only">
        {t('owner.contracts.loading')}
      </p>
      {[0, 1].map((i) => (
        <div key={i} aria-hidden="true" className="space-y-4 rounded-2xl border border-border bg-surface p-5">
          <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
          <div className="h-3 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-24 animate-pulse rounded-xl bg-muted" />
        </div>
      ))}
    </div>
  );
}
