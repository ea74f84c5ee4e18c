import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TitledCard } from '#src/client/components/ui/card.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#src/client/components/ui/tabs.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { returnPath } from '#src/client/lib/return-path.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { accountMessages } from '#src/shared/i18n/en/account.ts';
import type { RenderAgreement } from '../components/agreement-dialog';
import { AuthVisualPanel } from '../components/auth-visual-panel';
import { LoginForm } from '../components/login-form';
import { RegisterForm } from '../components/register-form';

// The forgot-password link and the "check your e-mail" answer travel with this page's chunk.
registerMessages(accountMessages);

type AuthTab = 'login' | 'register';

/** /auth: sign in or create an account. The open tab lives in the URL (?tab=register) so it can be linked. */
export function AuthPage({ renderAgreement }: { renderAgreement: RenderAgreement }) {
  usePageTitle(t('auth.pageTitle'));
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  // Back to the page that asked for a sign-in (?next=), or home.
  const next = params.get('next');
  const done = () => navigate(returnPath(location.search), { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-2 lg:items-stretch lg:py-14">
      <div className="flex justify-center lg:items-center">
        <TitledCard
          as="h1"
          title={t('auth.welcome')}
          lead={t('auth.subtitle')}
          className="w-full max-w-md"
          headerClassName="items-center pb-4 text-center"
          titleClassName="text-3xl font-bold"
          leadClassName="text-base"
        >
          <Tabs
            value={tab}
            onValueChange={(value) =>
              setParams(
                { ...(value === 'register' ? { tab: 'register' } : {}), ...(next ? { next } : {}) },
                { replace: true },
              )
            }
          >
            <TabsList aria-label={t('auth.tabsLabel')}>
              <TabsTrigger value="login">{t('auth.loginTab')}</TabsTrigger>
              <TabsTrigger value="register">{t('auth.registerTab')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm onSuccess={done} />
            </TabsContent>
            <TabsContent value="register">
              <RegisterForm onSuccess={done} renderAgreement={renderAgreement} />
            </TabsContent>
          </Tabs>
        </TitledCard>
      </div>
      <AuthVisualPanel />
    </div>
  );
}
