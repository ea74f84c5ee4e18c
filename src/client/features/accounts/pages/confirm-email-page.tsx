import { AlertCircle, CircleCheck } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '#src/client/components/ui/button.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { useConfirmEmailChange } from '#src/client/features/accounts/api.ts';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { accountMessages } from '#src/shared/i18n/en/account.ts';
import { AccountCardPage, ResultNotice } from '../components/account-card';

registerMessages(accountMessages);

/**
 * /confirm-email?token=…: the link sent to a new address. Opening it confirms the address (the page
 * posts the token once); a mail scanner that only fetches the page changes nothing.
 */
export function ConfirmEmailPage() {
  usePageTitle(t('account.confirmEmail.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmEmailChange();
  const { user } = useCurrentUser();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page, also under StrictMode's second effect run: the link works only once.
    if (sent.current || !token) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  let body: ReactNode;
  if (!token) {
    body = (
      <ResultNotice icon={<AlertCircle />} tone="error" title={t('account.confirmEmail.failedTitle')}>
        <p>{t('account.reset.missingBody')}</p>
      </ResultNotice>
    );
  } else if (confirm.isSuccess) {
    body = (
      <ResultNotice icon={<CircleCheck />} title={t('account.confirmEmail.doneTitle')}>
        <p>{t('account.confirmEmail.doneBody', { email: confirm.data.email })}</p>
      </ResultNotice>
    );
  } else if (confirm.isError) {
    body = (
      <ResultNotice icon={<AlertCircle />} tone="error" title={t('account.confirmEmail.failedTitle')}>
        <p>{errorMessage(confirm.error)}</p>
      </ResultNotice>
    );
  } else {
    body = <PageSpinner className="min-h-32" label={t('account.confirmEmail.pending')} />;
  }

  const settled = !token || confirm.isSuccess || confirm.isError;
  return (
    <AccountCardPage title={t('account.confirmEmail.title')}>
      <div className="flex flex-col gap-5">
        {body}
        {settled ? (
          <Button asChild variant="outline">
            {user ? (
              <Link to="/account">{t('account.confirmEmail.toSettings')}</Link>
            ) : (
              <Link to="/auth">{t('account.signIn')}</Link>
            )}
          </Button>
        ) : null}
      </div>
    </AccountCardPage>
  );
}
