import { Building2, CalendarDays, Check, Mail, MessageSquareText, RotateCcw, Undo2 } from 'lucide-react';
import { useId } from 'react';
import { SectionEmpty } from '#src/client/components/layouts/section-empty.tsx';
import { ListToolbar, useSearchedList } from '#src/client/components/lists/card-page.tsx';
import { PagedList } from '#src/client/components/lists/paged-list.tsx';
import { useListParams } from '#src/client/components/lists/use-list-params.ts';
import { Button } from '#src/client/components/ui/button.tsx';
import { Checkbox } from '#src/client/components/ui/checkbox.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { useMyInterests, useSetInterestHandled } from '#src/client/features/leads/api.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { cn } from '#src/client/lib/cn.ts';
import { formatCount } from '#src/client/lib/format.ts';
import { formatDay, formatInstantDay } from '#src/client/lib/format-date.ts';
import { OWNER_INTEREST_SORTS, type OwnerInterest } from '#src/shared/contracts/leads.ts';
import { DashboardSection } from './dashboard-section';
import { sortLabels } from './sort-labels';

/**
 * 'Interest in my listings': what visitors wrote about the owner's weeks and properties, newest
 * first and paged by the server; new ones are marked, and the owner marks each handled.
 */
export function MyInterestsSection() {
  const { list, searched, onlyNew, interests } = useInterestSection();
  const filterId = useId();
  const unhandled = interests.data?.unhandled;
  const searching = onlyNew || !!searched.params.q;

  const body =
    interests.data && interests.data.total === 0 && !searching ? (
      <SectionEmpty
        icon={<MessageSquareText />}
        title={t('owner.interest.empty')}
        hint={t('owner.interest.emptyHint')}
      />
    ) : (
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-2xl text-sm text-pretty text-muted-foreground">{t('owner.interest.lead')}</p>
          <label htmlFor={filterId} className="flex items-center gap-2 text-sm font-medium">
            <Checkbox
              id={filterId}
              checked={onlyNew}
              onCheckedChange={(checked) => list.set('new', checked === true ? '1' : '')}
            />
            {t('owner.interest.onlyNew')}
          </label>
        </div>
        <ListToolbar
          searched={searched}
          searchLabel={t('owner.interest.search')}
          placeholder={t('owner.interest.searchPlaceholder')}
          sortLabels={sortLabels()}
        />
        <PagedList
          query={interests}
          page={list.page}
          hrefFor={list.hrefFor}
          getKey={(item) => `${item.kind}-${item.id}`}
          renderItem={(item) => <InterestCard interest={item} />}
          empty={searching ? t('owner.interest.noMatch') : t('owner.interest.empty')}
          countLine={(shown, total) =>
            t('owner.interest.count', { shown: formatCount(shown), total: formatCount(total) })
          }
          label={t('owner.interest.listLabel')}
        />
      </div>
    );

  return (
    <DashboardSection id="interest" icon={<Mail />} title={t('owner.interest.title')} count={unhandled}>
      {body}
    </DashboardSection>
  );
}

/** The section's page of messages as the address asks for it (the section links read its counts too). */
export function useInterestSection() {
  const list = useListParams('interest', ['new'] as const);
  const searched = useSearchedList('interest', OWNER_INTEREST_SORTS, 10);
  const onlyNew = list.get('new') === '1';
  const interests = useMyInterests({
    page: list.page,
    onlyUnhandled: onlyNew,
    q: searched.params.q,
    sort: searched.params.sort,
  });
  return { list, searched, onlyNew, interests };
}

function InterestCard({ interest }: { interest: OwnerInterest }) {
  const setHandled = useSetInterestHandled();
  const toggle = () =>
    setHandled.mutate(
      { kind: interest.kind, id: interest.id, handled: !interest.handled },
      {
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('owner.interest.updateFailed'),
            description: errorMessage(error),
          }),
      },
    );
  const isWeek = interest.kind === 'week';
  const subject = `Re: ${interest.listingTitle}`;
  return (
    <article
      className={cn(
        'space-y-3 rounded-2xl border bg-surface p-4 shadow-card sm:p-5',
        interest.handled ? 'border-border' : 'border-primary/40',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="inline-flex items-center gap-1 font-medium text-foreground">
              {isWeek ? (
                <CalendarDays className="size-4" aria-hidden="true" />
              ) : (
                <Building2 className="size-4" aria-hidden="true" />
              )}
              {isWeek ? t('owner.interest.week') : t('owner.interest.property')}
            </span>
            {interest.handled ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2 py-0.5 text-xs font-semibold">
                <Check className="size-3" aria-hidden="true" />
                {t('owner.interest.handled')}
              </span>
            ) : (
              <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                {t('owner.interest.new')}
              </span>
            )}
          </p>
          <h3 className="font-semibold text-pretty break-words">
            {interest.listingTitle}
            <span className="font-normal text-muted-foreground">
              {' · '}
              {interest.listingDetail}
              {interest.fromDate && interest.toDate
                ? ` · ${formatDay(interest.fromDate)} – ${formatDay(interest.toDate)}`
                : ''}
            </span>
          </h3>
        </div>
        <p className="text-xs text-muted-foreground">
          {t('owner.interest.received', { date: formatInstantDay(interest.createdAt) })}
        </p>
      </div>
      <p className="text-sm">
        <span className="text-muted-foreground">{t('owner.interest.from')}: </span>
        <a
          className="font-medium break-all text-primary underline-offset-2 hover:underline"
          href={`mailto:${interest.email}`}
        >
          {interest.email}
        </a>
      </p>
      <blockquote className="rounded-xl bg-muted/60 p-3 text-sm whitespace-pre-line break-words">
        {interest.message}
      </blockquote>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm">
          <a href={`mailto:${interest.email}?subject=${encodeURIComponent(subject)}`}>
            <Mail aria-hidden="true" />
            {t('owner.interest.reply')}
          </a>
        </Button>
        <Button size="sm" variant="outline" onClick={toggle} disabled={setHandled.isPending}>
          {setHandled.isPending ? (
            <RotateCcw className="animate-spin" aria-hidden="true" />
          ) : interest.handled ? (
            <Undo2 aria-hidden="true" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {interest.handled ? t('owner.interest.markNew') : t('owner.interest.markHandled')}
        </Button>
      </div>
    </article>
  );
}
