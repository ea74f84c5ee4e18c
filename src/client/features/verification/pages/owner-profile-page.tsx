import { CalendarSearch, CloudOff, RotateCcw, ShieldCheck, UserRound, UserX } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { pageFrom } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { ButtonLink } from '#src/client/components/ui/button-link.tsx';
import { Pagination } from '#src/client/components/ui/pagination.tsx';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { VerifiedOwnerMark } from '#src/client/components/verified-marks.tsx';
import { weekInterestAction } from '#src/client/features/leads/components/week-interest-dialog.tsx';
import { OwnerReviews } from '#src/client/features/reviews/components/owner-reviews.tsx';
import { WeekCard } from '#src/client/features/weeks/components/week-card.tsx';
import { registerMessages, t } from '#src/client/i18n/index.ts';
import { ApiError, errorMessage } from '#src/client/lib/api.ts';
import { useCurrentUser } from '#src/client/lib/current-user.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatPattern } from '#src/client/lib/format-date.ts';
import { browsablePages } from '#src/shared/browse-depth.ts';
import type { OwnerProfile } from '#src/shared/contracts/verification.ts';
import { listingPagesMessages } from '#src/shared/i18n/en/listings-pages.ts';
import { verifiedMessages } from '#src/shared/i18n/en/verified.ts';
import { OWNER_WEEKS_PAGE_SIZE, useOwnerProfile, useOwnerWeeks } from '../api';

registerMessages(verifiedMessages);
registerMessages(listingPagesMessages);

/** The owner's id from the address, or undefined for anything that is not one. */
const idFrom = (param: string | undefined) => {
  const n = Number(param);
  return param && /^\d{1,10}$/.test(param) && n >= 1 && n <= 2_147_483_647 ? n : undefined;
};

/** 'March 2025' from yyyy-MM, in the reader's language. */
const monthOf = (yearMonth: string) => {
  const [y, m] = yearMonth.split('-').map(Number);
  return formatPattern(new Date(y, m - 1, 1), 'MMMM yyyy');
};

/**
 * /owners/:id (decision 062): who offers these weeks, as travelers may know them: first name and
 * last initial, member since, the Verified owner mark and what it means, then their weeks on offer
 * (paged by the server), with their guests' published reviews between the two.
 */
export function OwnerProfilePage() {
  const id = idFrom(useParams().id);
  const profile = useOwnerProfile(id);

  if (id === undefined) return <OwnerNotFound />;
  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <OwnerNotFound />;
    return (
      <Centered icon={<CloudOff />} title={t('verified.profile.failed')} hint={errorMessage(profile.error)}>
        <Button onClick={() => void profile.refetch()}>
          <RotateCcw aria-hidden="true" />
          {t('verified.profile.retry')}
        </Button>
      </Centered>
    );
  }
  const owner = profile.data;
  return (
    <div className="flex-1 bg-canvas">
      <div className="mx-auto w-full max-w-7xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
        <OwnerSummary owner={owner} />
        {/* What guests said of their stays with this owner, between who they are and what they offer. */}
        <OwnerReviews ownerId={owner.id} />
        <OwnerWeeks owner={owner} />
      </div>
    </div>
  );
}

function OwnerSummary({ owner }: { owner: OwnerProfile }) {
  return (
    <header className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-5 shadow-card sm:flex-row sm:items-center sm:p-8">
      <span
        aria-hidden="true"
        className="grid size-16 shrink-0 place-content-center rounded-full bg-primary-soft text-2xl font-bold text-primary"
      >
        {owner.displayName.slice(0, 1)}
      </span>
      <div className="min-w-0 space-y-2">
        <p className="text-sm font-semibold tracking-widest text-muted-foreground uppercase">
          {t('verified.profile.eyebrow')}
        </p>
        <h1 className="flex flex-wrap items-center gap-3 text-3xl font-bold tracking-tight">
          {owner.displayName}
          {owner.verifiedOwner ? <VerifiedOwnerMark className="text-sm" /> : null}
        </h1>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span className="inline-flex items-center gap-1.5">
            <UserRound aria-hidden="true" className="size-4" />
            {t('verified.profile.memberSince', { date: monthOf(owner.memberSince) })}
          </span>
          {owner.verifiedWeeks > 0 ? (
            <span className="inline-flex items-center gap-1.5">
              <ShieldCheck aria-hidden="true" className="size-4 text-emerald-700" />
              {owner.verifiedWeeks === 1
                ? t('verified.profile.verifiedWeeksOne')
                : t('verified.profile.verifiedWeeks', { count: formatCount(owner.verifiedWeeks) })}
            </span>
          ) : null}
        </p>
        {owner.verifiedOwner ? (
          <p className="max-w-2xl text-sm text-pretty">{t('verified.ownerExplanation')}</p>
        ) : null}
      </div>
    </header>
  );
}

function OwnerWeeks({ owner }: { owner: OwnerProfile }) {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const weeks = useOwnerWeeks(owner.id, page);
  const { user } = useCurrentUser();
  const total = owner.weeksOnOffer;
  return (
    <section aria-labelledby="owner-weeks" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="owner-weeks" className="text-xl font-bold tracking-tight">
          {t('verified.profile.weeksTitle')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {total === 1
            ? t('verified.profile.weeksCountOne')
            : t('verified.profile.weeksCount', { count: formatCount(total) })}
        </p>
      </div>
      {weeks.isPending ? (
        <PageSpinner />
      ) : weeks.isError ? (
        <Centered icon={<CloudOff />} title={t('verified.profile.failed')} hint={errorMessage(weeks.error)}>
          <Button onClick={() => void weeks.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t('verified.profile.retry')}
          </Button>
        </Centered>
      ) : weeks.data.items.length === 0 ? (
        <Centered
          icon={<CalendarSearch />}
          title={t('verified.profile.noWeeks', { name: owner.displayName })}
          hint=""
        >
          <ButtonLink to="/all-weeks" icon={CalendarSearch}>
            {t('verified.profile.browse')}
          </ButtonLink>
        </Centered>
      ) : (
        <>
          <ul
            aria-label={t('verified.profile.weeksTitle')}
            className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
          >
            {weeks.data.items.map((week, i) => (
              <li key={week.id} className="flex">
                <WeekCard
                  week={week}
                  priority={i === 0}
                  renderAction={weekInterestAction(user?.email, 'all-weeks')}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            {...browsablePages(weeks.data.total, OWNER_WEEKS_PAGE_SIZE)}
            hrefFor={(target) => (target === 1 ? '?' : `?page=${target}`)}
          />
        </>
      )}
    </section>
  );
}

function OwnerNotFound() {
  return (
    <Centered
      icon={<UserX />}
      title={t('verified.profile.notFound')}
      hint={t('verified.profile.notFoundBody')}
    >
      <ButtonLink to="/all-weeks" icon={CalendarSearch}>
        {t('verified.profile.browse')}
      </ButtonLink>
    </Centered>
  );
}

function Centered({
  icon,
  title,
  hint,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  hint: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center gap-3 px-4 py-16 text-center">
      <span className="grid size-12 place-content-center rounded-full bg-surface text-primary shadow-card [&_svg]:size-6">
        {icon}
      </span>
      <h1 className="text-xl font-semibold">{title}</h1>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
      {children ? <div className="pt-2">{children}</div> : null}
    </div>
  );
}
