import { definePage } from './page';

/** /auth: Sign in and register. */
export const authPage = definePage({
  name: 'auth',
  path: '/auth',
  access: 'signedOut',
  component: { file: 'app/auth-route.tsx', export: 'AuthRoute' },
  head: ({ t }) => ({ title: t('auth.pageTitle') }),
});
