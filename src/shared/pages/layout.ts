import type { PrefetchContext } from './page';

/**
 * What the layout around every page reads for its first draw: who runs the site (the footer's
 * contact links). Who is signed in is the browser's to ask; the server draws every page signed out.
 */
export const prefetchLayout = ({ data }: Pick<PrefetchContext, 'data'>) => data.get('GET /api/config');
