import type { Db } from '#src/server/db/client.ts';
import { ownerList } from '#src/server/lib/owner-list.ts';
import type { OwnerPropertyListing } from '#src/shared/contracts/properties.ts';
import {
  PUBLIC_LISTING_COLUMN_COUNT,
  propertySortSql,
  publicListingColumns,
  toPublicListingRow,
} from './search-sql';

/**
 * My Property Listings: the owner's listings of every status, within the owner's rows of
 * property_listings_user_idx; a search matches the hotel name or the location, folded on write.
 */
export function ownerListingsList(db: Db) {
  return ownerList(
    db,
    {
      name: 'owner_listings',
      select: `select ${publicListingColumns('p')}, p.user_id, p.hidden_at is not null
from property_listings p
join users u on u.id = p.user_id`,
      table: 'property_listings p',
      searchFrom: 'from property_listings p',
      ownerColumn: 'p.user_id',
      match: (pattern) => `(p.hotel_name_folded like ${pattern} or p.location_folded like ${pattern})`,
      sorts: propertySortSql('p'),
    },
    (r): OwnerPropertyListing => ({
      ...toPublicListingRow(r),
      userId: r[PUBLIC_LISTING_COLUMN_COUNT] as number,
      // Staff hid it (decision 061): the owner still sees it, marked.
      hidden: r[PUBLIC_LISTING_COLUMN_COUNT + 1] as boolean,
    }),
  );
}
