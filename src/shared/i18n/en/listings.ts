/**
 * Listing texts the shared controls need on any page (carousels, pagination, search and sort
 * fields); the listing pages' own texts are in listings-pages.ts, loaded with those pages.
 */
export const listingsMessages = {
  'listings.carousel.loading': 'Loading pictures...',
  'listings.carousel.empty': 'No images available',
  'listings.carousel.previous': 'Previous image',
  'listings.carousel.next': 'Next image',
  'listings.carousel.expand': 'Expand image',
  'listings.carousel.position': '{current} / {total}',
  'listings.carousel.positionLong': 'Image {current} of {total}',
  'listings.carousel.roleDescription': 'carousel',
  'listings.carousel.expandedHint': 'Use the arrow keys or the buttons to move between pictures.',
  'listings.pagination.label': 'Pagination',
  'listings.pagination.previous': 'Previous',
  'listings.pagination.previousPage': 'Previous page',
  'listings.pagination.next': 'Next',
  'listings.pagination.nextPage': 'Next page',
  'listings.pagination.page': 'Page {page}',
  'listings.pagination.summary': 'Page {page} of {count}',
  'listings.pagination.first': 'Go to the first page',
  'listings.pagination.capped':
    'Only the first {count} results can be browsed; narrow the search to see the rest.',
  'listings.clearText': 'Clear search',
  'listings.sort.label': 'Sort by',
} as const;
