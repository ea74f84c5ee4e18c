import type { ReactNode } from 'react';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { RetryPanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { LoadingLine } from '../components/list-states';

/** A reference row: its name is the row's accessible name. */
interface Row {
  id: number;
  name: string;
}

interface ReferenceListProps<T extends Row> {
  id: string;
  title: string;
  query: { data?: T[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  search: string;
  onSearch: (value: string) => void;
  searchPlaceholder: string;
  /** Filters beside the search box (a resort picker). */
  filters?: ReactNode;
  empty: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** A searchable list of reference rows with its loading, error and empty states. */
export function ReferenceList<T extends Row>(props: ReferenceListProps<T>) {
  const { query } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = <LoadingLine label={t('adminDatabase.loading')} className="py-6" />;
  } else if (query.isError || !query.data) {
    body = (
      <RetryPanel
        title={t('adminDatabase.loadFailed')}
        hint={t('adminDatabase.loadFailedHint')}
        retryLabel={t('adminDatabase.retry')}
        onRetry={() => query.refetch()}
      />
    );
  } else if (query.data.length === 0) {
    body = props.empty;
  } else {
    body = (
      <>
        <p className="text-sm text-muted-foreground">
          {t('adminDatabase.count', { count: formatCount(query.data.length) })}
        </p>
        {/* Beside the form (desktop) a long list scrolls in place, focusable so the keyboard can
            scroll it too; on a phone the page itself scrolls. */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
          tabIndex={0}
          className="rounded-xl lg:max-h-[700px] lg:overflow-y-auto pr-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ul className="grid gap-2" aria-labelledby={`${props.id}-title`}>
            {query.data.map((item) => (
              <li
                key={item.id}
                aria-label={item.name}
                className="rounded-xl border border-border bg-surface p-3 shadow-card"
              >
                {props.renderItem(item)}
              </li>
            ))}
          </ul>
        </div>
      </>
    );
  }
  return (
    <section aria-labelledby={`${props.id}-title`} className="min-w-0 space-y-4">
      <h2 id={`${props.id}-title`} className="text-xl font-bold tracking-tight">
        {props.title}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField
          id={`${props.id}-search`}
          label={t('adminDatabase.searchLabel')}
          placeholder={props.searchPlaceholder}
          value={props.search}
          onChange={props.onSearch}
          className="min-w-0 flex-1 basis-56"
        />
        {props.filters}
      </div>
      {body}
    </section>
  );
}
