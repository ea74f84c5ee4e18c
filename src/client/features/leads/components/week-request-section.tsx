import { CalendarSearch, ChevronDown } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import { onDemandModule } from '#src/client/components/ui/on-demand-module.ts';
import { PageSpinner } from '#src/client/components/ui/spinner.tsx';
import { t } from '#src/client/i18n/index.ts';
import { cn } from '#src/client/lib/cn.ts';
import type { Location } from '#src/shared/contracts/catalog.ts';

type FormModule = typeof import('./week-request-form');

/** The form and its date picker (react-day-picker, date-fns, Radix) load on intent, not with '/'. */
const form = onDemandModule<FormModule>(() => import('./week-request-form'));

const preload = () => {
  form.load().catch(() => {});
};

export interface WeekRequestSectionProps {
  /** The destinations to choose from; undefined while they load. */
  locations: readonly Location[] | undefined;
}

/** The collapsible "Can't Find Your Perfect Week?" section holding the week-request form. */
export function WeekRequestSection({ locations }: WeekRequestSectionProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [module, setModule] = useState<FormModule | null>(form.loaded());
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    setFailed(false);
    form.load().then(setModule, (error: unknown) => {
      console.error('The week-request form failed to load:', error);
      setFailed(true);
    });
  }, []);

  useEffect(() => {
    if (open && !module) load();
  }, [open, module, load]);

  return (
    <section
      aria-labelledby="week-request-title"
      className="mx-auto w-full max-w-7xl px-4 pb-14 sm:px-6 lg:pb-20"
    >
      <div className="overflow-hidden rounded-2xl border border-border bg-surface shadow-card">
        <h2 id="week-request-title" className="text-xl font-bold tracking-tight sm:text-2xl">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((value) => !value)}
            onPointerEnter={preload}
            onFocus={preload}
            className="flex w-full cursor-pointer items-center gap-4 p-5 text-left transition-colors hover:bg-canvas focus-visible:outline-offset-[-2px] sm:p-6"
          >
            <span className="grid size-12 shrink-0 place-content-center rounded-xl bg-primary-soft text-primary">
              <CalendarSearch className="size-6" aria-hidden="true" />
            </span>
            <span className="flex-1">{t('landing.weekRequestTitle')}</span>
            <ChevronDown
              className={cn(
                'size-6 shrink-0 text-muted-foreground transition-transform duration-200',
                open && 'rotate-180',
              )}
              aria-hidden="true"
            />
          </button>
        </h2>
        <p className="-mt-1 px-5 pb-5 text-muted-foreground sm:-mt-2 sm:px-6 sm:pb-6 sm:pl-[5.5rem]">
          {t('landing.weekRequestBody')}
        </p>
        <div id={panelId} hidden={!open} className="border-t border-border bg-canvas p-5 sm:p-8">
          {module ? (
            <module.WeekRequestForm locations={locations} />
          ) : failed ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-muted-foreground">{t('landing.weekRequestLoadError')}</p>
              <Button variant="outline" size="sm" onClick={load}>
                {t('landing.retry')}
              </Button>
            </div>
          ) : open ? (
            <PageSpinner className="min-h-48" />
          ) : null}
        </div>
      </div>
    </section>
  );
}
