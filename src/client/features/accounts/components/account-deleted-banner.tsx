import { CircleCheck, X } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';

/** The word that an account was deleted (account-deleted-notice.tsx decides when). */
export function AccountDeletedBanner({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div className="border-b border-success/30 bg-success/5">
      <div
        role="status"
        className="mx-auto flex w-full max-w-7xl items-start gap-3 px-4 py-4 text-sm sm:px-6"
      >
        <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
        <div className="flex-1 space-y-1">
          <p className="font-semibold">{t('app.accountDeleted')}</p>
          <p className="text-pretty text-muted-foreground">{t('app.accountDeletedBody')}</p>
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('app.accountDeletedDismiss')}
          className="grid size-8 shrink-0 cursor-pointer place-content-center rounded-md text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
