import { AlertCircle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { StatePanel } from '#src/client/components/ui/state-panel.tsx';
import { t } from '#src/client/i18n/index.ts';
import { formatCount } from '#src/client/lib/format.ts';

interface ReferenceListProps<T> {
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
  itemKey: (item: T) => number;
  /** Each row's accessible name. */
  itemLabel: (item: T) => string;
}

/** A searchable list of reference rows with its loading, error and empty states. */
export function ReferenceList<T>(props: ReferenceListProps<T>) {
  const { query } = props;
  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 py-6 text-sm text-muted-foreground">
        <Spinner /> {t('adminDatabase.loading')}
      </p>
    );
  } else if (query.isError || !query.data) {
    body = (
      <StatePanel
        icon={<AlertCircle />}
        title={t('adminDatabase.loadFailed')}
        hint={t('adminDatabase.loadFailedHint')}
      >
        <Button variant="outline" onClick={() => query.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('adminDatabase.retry')}
        </Button>
      </StatePanel>
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
                key={props.itemKey(item)}
                aria-label={props.itemLabel(item)}
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
