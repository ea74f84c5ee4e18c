import { ArrowLeft, Compass } from 'lucide-react';
import { ButtonLink } from '../components/ui/button-link';
import { t } from '../i18n';

/** Any path the router does not know (docs/product.md, Pages). */
export function NotFoundPage() {
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <span className="grid size-14 place-content-center rounded-2xl bg-sand-100 text-sand-900">
        <Compass className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.hint')}</p>
      <ButtonLink to="/" variant="outline" icon={ArrowLeft}>
        {t('common.backHome')}
      </ButtonLink>
    </section>
  );
}
