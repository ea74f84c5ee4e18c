import { PageHeading } from '#src/client/components/ui/page-heading.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { usePageTitle } from '#src/client/lib/use-page-title.ts';
import { accountMessages } from '#src/shared/i18n/en/account.ts';
import { DeleteAccount } from '../components/delete-account';
import { EmailSettings } from '../components/email-settings';
import { PasswordSettings } from '../components/password-settings';
import { ProfileSettings } from '../components/profile-settings';

registerMessages(accountMessages);

/** /account, Account settings: the signed-in person's names, address, password, and closing the account. */
export function AccountPage() {
  const title = t('account.settings.title');
  usePageTitle(title);
  // The route's guard has already waited for the current user.
  const { user } = useCurrentUser();
  if (!user) return null;

  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-3xl space-y-8 px-4 py-8 sm:px-6 sm:py-12">
        <PageHeading title={title} lead={t('account.settings.lead')}>
          <p className="text-sm break-words text-muted-foreground">
            {t('account.settings.signedInAs', { username: user.username })}
          </p>
        </PageHeading>
        {/* Keyed by account: a different person in this tab never sees the previous one's drafts. */}
        <ProfileSettings key={`profile-${user.id}`} user={user} />
        <EmailSettings key={`email-${user.id}`} user={user} />
        <PasswordSettings key={`password-${user.id}`} />
        <DeleteAccount key={`delete-${user.id}`} />
      </div>
    </div>
  );
}
