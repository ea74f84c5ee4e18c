import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ListPage } from '#src/client/components/ui/list-page.tsx';
import { weekInterestAction } from '#src/client/features/leads/components/week-interest-dialog.tsx';
import { listingPagesMessages } from '#src/client/i18n/en/listings-pages.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { toCalendarDate } from '#src/client/lib/dates.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { useWeekSearch } from '../api';
import { ALL_WEEKS_SORTS, AllWeeksFilters } from '../components/all-weeks-filters';
import { WeekResults } from '../components/week-results';
import {
  type ParamChanges,
  readCalendarDate,
  readChoice,
  readId,
  readPage,
  searchHref,
  WEEKS_PAGE_SIZE,
  withParams,
} from '../lib/search-params';

registerMessages(listingPagesMessages);

/**
 * /all-weeks: future weeks everywhere, filtered by start date, resort, location and room type.
 * Every filter, the sort and the page live in the URL (?from=&resortId=&locationId=&roomType=&sort=&page=).
 */
export function AllWeeksPage() {
  const title = t('listings.allWeeks.title');
  usePageTitle(title);
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();

  // A shared link from last month: its start date has passed, so it no longer narrows anything.
  const from = readCalendarDate(params, 'from');
  const state = {
    from: from && from >= toCalendarDate(new Date()) ? from : undefined,
    resortId: readId(params, 'resortId'),
    locationId: readId(params, 'locationId'),
    roomType: params.get('roomType')?.trim() || undefined,
    sort: readChoice(params, 'sort', ALL_WEEKS_SORTS, 'newest'),
  };
  const page = readPage(params, WEEKS_PAGE_SIZE);

  const query = useWeekSearch({
    from: state.from,
    resortId: state.resortId,
    locationId: state.locationId,
    unitTypeName: state.roomType,
    sort: state.sort,
    page,
    pageSize: WEEKS_PAGE_SIZE,
  });

  // Each choice is a history entry (Back undoes it) and starts again from page 1.
  const change = useCallback(
    (changes: ParamChanges, options: { replace?: boolean } = {}) =>
      setParams((prev) => withParams(prev, { ...changes, page: undefined }), {
        preventScrollReset: true,
        replace: options.replace,
      }),
    [setParams],
  );

  const filtered = !!(state.from || state.resortId || state.locationId || state.roomType);

  return (
    <ListPage title={title} lead={t('listings.allWeeks.lead')}>
      <AllWeeksFilters state={state} onChange={change} />
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
                page: undefined,
              })
            : undefined
        }
        resetKey={JSON.stringify(state)}
        renderAction={weekInterestAction(user?.email, 'all-weeks')}
      />
    </ListPage>
  );
}
