import { ChevronDown, UserRound } from 'lucide-react';
import { Button, type ButtonProps } from '../components/ui/button';
import { t } from '../i18n';

/** The 'Account' button; the same element before and after the dropdown's code has loaded. */
export function AccountTrigger(props: ButtonProps) {
  return (
    // The id comes last: the tutorial targets #account-menu, so Radix's generated id must not replace it.
    <Button
      variant="outline"
      size="bare"
      className="h-10 gap-1.5 rounded-lg px-2.5 text-sm sm:px-3"
      {...props}
      id="account-menu"
    >
      <UserRound aria-hidden="true" />
      <span className="sr-only sm:not-sr-only">{t('nav.account')}</span>
      <ChevronDown aria-hidden="true" className="text-muted-foreground" />
    </Button>
  );
}
