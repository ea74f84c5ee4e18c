import { Mail, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '#src/client/i18n/index.ts';
import { mailtoUrl, telUrl, useSiteConfig, whatsappUrl } from '#src/client/lib/site-config.ts';

/** 'Get in Touch' with e-mail, phone and WhatsApp links from the operator's configuration. */
export function GetInTouch() {
  const config = useSiteConfig();
  const operator = config.data?.operator;

  return (
    <section
      id="get-in-touch"
      data-tutorial="get-in-touch"
      aria-labelledby="get-in-touch-title"
      className="deferred-section bg-sand-50"
    >
      <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:py-20">
        <div className="max-w-2xl space-y-3">
          <h2 id="get-in-touch-title" className="text-3xl font-bold tracking-tight">
            {t('landing.contactTitle')}
          </h2>
          <p className="text-muted-foreground">{t('landing.contactBody')}</p>
        </div>
        {config.isPending ? (
          <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3" aria-hidden="true">
            {[0, 1, 2].map((i) => (
              <li key={i} className="h-24 animate-pulse rounded-2xl bg-sand-100" />
            ))}
          </ul>
        ) : operator ? (
          <ul className="mt-8 grid grid-cols-1 gap-4 md:grid-cols-3">
            <ContactLink href={mailtoUrl(operator.email)} icon={<Mail />} label={t('landing.contactEmail')}>
              {operator.email}
            </ContactLink>
            <ContactLink href={telUrl(operator.phone)} icon={<Phone />} label={t('landing.contactPhone')}>
              {operator.phone}
            </ContactLink>
            <ContactLink
              href={whatsappUrl(operator.whatsapp)}
              icon={<MessageCircle />}
              label={t('landing.contactWhatsapp')}
              external
            >
              {t('landing.contactWhatsappAction')}
            </ContactLink>
          </ul>
        ) : (
          <p className="mt-8 rounded-xl border border-sand-200 bg-surface p-4 text-sm text-muted-foreground">
            {t('landing.contactUnavailable')}
          </p>
        )}
      </div>
    </section>
  );
}

function ContactLink({
  href,
  icon,
  label,
  external = false,
  children,
}: {
  href: string;
  icon: ReactNode;
  label: string;
  external?: boolean;
  children: ReactNode;
}) {
  return (
    <li>
      <a
        href={href}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        className="group flex h-full items-center gap-4 rounded-2xl border border-sand-200 bg-surface p-5 shadow-card transition-colors hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <span className="grid size-12 shrink-0 place-content-center rounded-xl bg-primary text-primary-foreground [&_svg]:size-5">
          {icon}
        </span>
        <span className="flex min-w-0 flex-col">
          <span className="text-sm font-medium text-muted-foreground">{label}</span>
          <span className="truncate font-semibold text-foreground group-hover:text-primary-hover">
            {children}
          </span>
        </span>
      </a>
    </li>
  );
}
