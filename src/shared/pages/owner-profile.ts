import { definePage } from './page';
import { weekCardsData } from './week-lists';

/** Where an owner's public page is. */
export const ownerProfilePath = (id: number) => `/owners/${id}`;

/** The owner's id in the address, or undefined for anything that is not a positive int. */
const ownerIdOf = (param: string | undefined) => {
  const n = Number(param);
  return param && /^\d{1,10}$/.test(param) && Number.isSafeInteger(n) && n >= 1 && n <= 2_147_483_647
    ? n
    : undefined;
};

/** The page of a list of weeks in the address (?page=), 1 when absent or not a page. */
const pageOf = (query: URLSearchParams) => {
  const n = Math.trunc(Number(query.get('page')));
  return Number.isFinite(n) && n >= 1 && n <= 800 ? n : 1;
};

/** How many weeks a page of an owner's list shows (features/verification/api.ts asks the same). */
export const OWNER_PAGE_WEEKS = 12;

const notFound = (err: unknown) => {
  const e = err as { status?: number; statusCode?: number; code?: string };
  return e?.status === 404 || e?.statusCode === 404 || e?.code === 'NOT_FOUND';
};

/**
 * /owners/:id: an owner's public page (decision 062): their first name and last initial, since
 * when they are members, the Verified owner mark, and their weeks on offer. An unknown, inactive or
 * staff-only account is a 404.
 */
export const ownerProfilePage = definePage({
  name: 'ownerProfile',
  path: '/owners/:id',
  access: 'public',
  indexable: true,
  rendered: true,
  component: { file: 'features/verification/pages/owner-profile-page.tsx', export: 'OwnerProfilePage' },
  async load({ params, data }) {
    const id = ownerIdOf(params.id);
    if (id === undefined) return { status: 404 };
    try {
      const owner = await data.get('GET /api/owners/:id', { params: { id } });
      return { status: 200, owner: { name: owner.displayName } };
    } catch (err) {
      if (notFound(err)) return { status: 404 };
      throw err;
    }
  },
  async prefetch({ params, query, locale, loaded, data }) {
    const id = ownerIdOf(params.id);
    if (id === undefined || !loaded) return;
    const [, weeks] = await Promise.all([
      data.get('GET /api/owners/:id', { params: { id } }),
      data.get('GET /api/owners/:id/weeks', {
        params: { id },
        query: { page: pageOf(query), pageSize: OWNER_PAGE_WEEKS },
      }),
    ]);
    await weekCardsData(weeks.items, locale, data);
  },
  head({ t, loaded }) {
    if (loaded?.status !== 200 || !loaded.owner)
      return { title: t('verified.profile.notFound'), description: t('verified.profile.notFoundBody') };
    const name = loaded.owner.name;
    return {
      title: t('verified.profile.title', { name }),
      description: t('verified.profile.description', { name }),
    };
  },
});
