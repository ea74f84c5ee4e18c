import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '#src/client/components/ui/list-page.tsx';
import { messageOwnerAction } from '#src/client/features/conversations/components/message-owner-dialog.tsx';
import { AlertMeDialog } from '#src/client/features/leads/components/alert-me-dialog.tsx';
import { weekInterestAction } from '#src/client/features/leads/components/week-interest-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import type { FacetKey } from '#src/shared/listings/filter-facets.ts';
import { allWeeksAsked, allWeeksSearch, WEEKS_PAGE_SIZE } from '#src/shared/listings/list-queries.ts';
import { type ParamChanges, searchHref, withParams } from '#src/shared/listings/search-params.ts';
import { localToday } from '#src/shared/listings/today.ts';
import { useWeekSearch } from '../api';
import { AllWeeksFilters } from '../components/all-weeks-filters';
import { WeekResults } from '../components/week-results';
import { useWeekFacets } from '../hooks/use-week-facets';

registerMessages(listingPagesMessages);

/**
 * /all-weeks: future weeks everywhere, filtered by start date, resort, location and room type.
 * Every filter, the sort and the page live in the URL (?from=&resortId=&locationId=&roomType=&sort=&page=).
 */
export function AllWeeksPage() {
  const title = t('listings.allWeeks.title');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();

  const asked = allWeeksAsked(params);
  // The search asks for the choices that match something together, never for a stale one.
  const facets = useWeekFacets(asked);
  // Built from the address as the page's loader builds it, so the server draws what the browser asks for.
  const search = allWeeksSearch(params, facets.choice, localToday());
  const state = {
    from: search.from,
    ...facets.choice,
    verified: search.verified,
    sort: search.sort,
  };
  const page = search.page;
  // What the last correction dropped, said in a live region until the person chooses again.
  const [note, setNote] = useState('');

  const query = useWeekSearch(search);

  // Each choice is a history entry (Back undoes it) and starts again from page 1.
  const change = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) =>
      setParams((prev) => withParams(prev, { ...changes, page: undefined }), {
        preventScrollReset: true,
        replace: options.replace,
      }),
    [setParams],
  );

  // An address whose choices match nothing together (an old link, a week gone meanwhile) is corrected
  // in place: the dropped filters leave the URL without a history entry, and the page says so.
  const droppedKey = facets.dropped.join();
  const fixNote = facets.droppedNote(facets.dropped, asked);
  useEffect(() => {
    if (!droppedKey) return;
    change(Object.fromEntries(droppedKey.split(',').map((key) => [key, undefined])), { replace: true });
    setNote(fixNote);
  }, [droppedKey, fixNote, change]);

  const choose = (key: FacetKey, value: number | string | undefined) => {
    const next = facets.choose(state, key, value);
    change({
      resortId: next.choice.resortId,
      locationId: next.choice.locationId,
      roomType: next.choice.roomType,
    });
    setNote(next.note);
  };

  const filtered = !!(state.from || state.resortId || state.locationId || state.roomType || state.verified);

  return (
    <ListPage title={title} lead={t('listings.allWeeks.lead')}>
      <AllWeeksFilters
        state={state}
        options={facets.options}
        onChoose={choose}
        onChange={(changes) => {
          setNote('');
          change(changes);
        }}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className={note ? 'rounded-lg bg-muted px-3 py-2 text-sm' : 'sr-only'}>
          {note}
        </p>
        <AlertMeDialog
          className="w-full sm:ml-auto sm:w-auto"
          filters={{
            locationId: state.locationId,
            resortId: state.resortId,
            roomType: state.roomType,
            from: state.from,
            verified: !!state.verified,
          }}
        />
      </div>
      <WeekResults
        query={query}
        page={page}
        pageSize={WEEKS_PAGE_SIZE}
        hrefForPage={(target) => searchHref(params, { page: target === 1 ? undefined : target })}
        clearFiltersHref={
          filtered
            ? searchHref(params, {
                from: undefined,
                resortId: undefined,
                locationId: undefined,
                roomType: undefined,
                verified: undefined,
                page: undefined,
              })
            : undefined
        }
        resetKey={JSON.stringify(state)}
        renderAction={
          // Signed in: a conversation with the owner on the site; visitors keep the interest form.
          user ? messageOwnerAction(t('listings.week.book')) : weekInterestAction(undefined, 'all-weeks')
        }
      />
    </ListPage>
  );
}
