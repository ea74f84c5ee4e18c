import { useSearchParams } from 'react-router';
import { ListPage, SearchPanel } from '#src/client/components/ui/list-page.tsx';
import { listingSortOptions } from '#src/client/components/ui/listing-sorts.ts';
import { SearchField } from '#src/client/components/ui/search-field.tsx';
import { SortSelect } from '#src/client/components/ui/sort-select.tsx';
import { PropertyInterestDialog } from '#src/client/features/leads/components/property-interest-dialog.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { useUrlText } from '#src/client/lib/use-url-text.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import {
  allPropertiesSearch,
  PROPERTIES_PAGE_SIZE,
  PROPERTY_SORTS,
} from '#src/shared/listings/list-queries.ts';
import { usePropertySearch } from '../api';
import { PropertyResults } from '../components/property-results';

registerMessages(listingPagesMessages);

function hrefWith(params: URLSearchParams, changes: Record<string, string | undefined>): string {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return `?${next.toString()}`;
}

/**
 * /all-properties: 'Properties For Sale', searched by hotel name, sorted, 12 a page. The search,
 * sort and page live in the URL (?q=&sort=&page=).
 */
export function AllPropertiesPage() {
  const title = t('listings.properties.title');
  const { user } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [searchText, setSearchText] = useUrlText('q');

  // Built from the address as the page's loader builds it, so the server draws what the browser asks for.
  const search = allPropertiesSearch(params);
  const { sort, page } = search;
  const query = usePropertySearch(search);

  return (
    <ListPage title={title} lead={t('listings.properties.lead')}>
      <SearchPanel className="sm:grid-cols-[1fr_16rem]">
        <SearchField
          id="properties-search"
          label={t('listings.properties.search')}
          placeholder={t('listings.properties.searchPlaceholder')}
          value={searchText}
          onChange={setSearchText}
        />
        <SortSelect
          id="properties-sort"
          value={sort}
          options={listingSortOptions(PROPERTY_SORTS)}
          onChange={(next) =>
            setParams(hrefWith(params, { sort: next === 'newest' ? undefined : next, page: undefined }), {
              preventScrollReset: true,
            })
          }
        />
      </SearchPanel>
      <PropertyResults
        query={query}
        page={page}
        pageSize={PROPERTIES_PAGE_SIZE}
        hrefForPage={(target) => hrefWith(params, { page: target === 1 ? undefined : String(target) })}
        clearSearchHref={hrefWith(params, { q: undefined, page: undefined })}
        renderAction={(listing, { titleId, summary }) => (
          <PropertyInterestDialog
            propertyListingId={listing.id}
            summary={summary}
            describedBy={titleId}
            signedInEmail={user?.email}
          />
        )}
      />
    </ListPage>
  );
}
