import { ArrowLeft, Hourglass, type LucideIcon } from 'lucide-react';
import { t } from '#src/client/i18n/index.ts';
import { ButtonLink } from './button-link';

export interface PagePlaceholderProps {
  title: string;
  lead: string;
  icon?: LucideIcon;
}

/** A titled page whose body arrives in a later release: the route, title and heading are final. */
export function PagePlaceholder({ title, lead, icon: Icon = Hourglass }: PagePlaceholderProps) {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
      <div className="flex flex-col items-center gap-5 rounded-2xl border border-sand-200 bg-canvas px-6 py-12 text-center sm:px-12">
        <span className="grid size-14 place-content-center rounded-2xl bg-primary-soft text-primary">
          <Icon className="size-7" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
        <p className="max-w-prose text-base text-pretty text-muted-foreground">{lead}</p>
        <span className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold tracking-wide text-sand-900 uppercase">
          {t('common.comingSoon')}
        </span>
        <ButtonLink to="/" variant="outline" icon={ArrowLeft}>
          {t('common.backHome')}
        </ButtonLink>
      </div>
    </section>
  );
}
