import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatDay } from '#src/client/lib/format-date.ts';
import type { PublicWeek } from '#src/shared/contracts/weeks.ts';
import { verifiedMessages } from '#src/shared/i18n/en/verified.ts';
import { ownerProfilePath } from '#src/shared/pages/owner-profile.ts';

registerMessages(verifiedMessages);

/** The Verified badge over a week's pictures (decision 062): what it means is said under the facts. */
export function VerifiedPictureBadge() {
  return (
    <span className="pointer-events-none absolute top-2.5 left-2.5 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2.5 py-1 text-xs font-semibold text-white shadow-sm">
      <ShieldCheck aria-hidden="true" className="size-3.5" />
      {t('verified.badge')}
    </span>
  );
}

/**
 * What staff checked of a verified week, behind a one-line summary a person can open (a native
 * disclosure: no script, keyboard and screen readers included). One fact of a card's list.
 */
export function VerifiedExplanation({ verifiedOn }: { verifiedOn: string }) {
  return (
    <div>
      <dt className="sr-only">{t('verified.checkedLabel')}</dt>
      <dd>
        <details className="group rounded-lg bg-emerald-50 px-2.5 py-1.5 text-xs text-emerald-900">
          <summary className="flex cursor-pointer list-none items-center gap-1.5 font-semibold [&::-webkit-details-marker]:hidden">
            <ShieldCheck aria-hidden="true" className="size-3.5 shrink-0" />
            {t('verified.badgeLabel')}
          </summary>
          <p className="mt-1 leading-relaxed text-pretty">
            {t('verified.explanation', { date: formatDay(verifiedOn) })}
          </p>
        </details>
      </dd>
    </div>
  );
}

/** The Verified owner mark beside an owner's name; its title and accessible name say what it means. */
export function VerifiedOwnerMark({ className }: { className?: string }) {
  return (
    <span
      title={t('verified.ownerExplanation')}
      className={cn(
        'inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900',
        className,
      )}
    >
      <ShieldCheck aria-hidden="true" className="size-3.5" />
      {t('verified.owner')}
    </span>
  );
}

/**
 * 'Offered by María G.' linking to the owner's public page, with the Verified owner mark when they
 * have it: one fact of a list (`<dl>`); `OfferedByList` stands it alone.
 */
export function OfferedBy({ week }: { week: Pick<PublicWeek, 'ownerId' | 'ownerName' | 'verifiedOwner'> }) {
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted-foreground">
      <dt>{t('verified.offeredBy')}</dt>
      <dd className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
        <Link
          to={ownerProfilePath(week.ownerId)}
          className="font-medium text-foreground underline-offset-2 hover:underline"
        >
          {week.ownerName}
        </Link>
        {week.verifiedOwner ? <VerifiedOwnerMark /> : null}
      </dd>
    </div>
  );
}
