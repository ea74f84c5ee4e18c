import { CalendarPlus, FilePlus2, House, ImageUp, type LucideIcon, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { type MessageKey, t } from '#src/client/i18n/index.ts';

interface Tile {
  to: string;
  icon: LucideIcon;
  title: MessageKey;
  body: MessageKey;
}

const OWNER_TILES = [
  { to: '/add-listing', icon: CalendarPlus, title: 'owner.tiles.addWeek', body: 'owner.tiles.addWeekBody' },
  {
    to: '/sell-property',
    icon: House,
    title: 'owner.tiles.sellProperty',
    body: 'owner.tiles.sellPropertyBody',
  },
  {
    to: '/my-contract',
    icon: FilePlus2,
    title: 'owner.tiles.addContract',
    body: 'owner.tiles.addContractBody',
  },
] as const satisfies readonly Tile[];

const STAFF_TILES = [
  {
    to: '/accounts-management',
    icon: UsersRound,
    title: 'owner.tiles.accounts',
    body: 'owner.tiles.accountsBody',
  },
  {
    to: '/unit-type-images',
    icon: ImageUp,
    title: 'owner.tiles.unitTypeImages',
    body: 'owner.tiles.unitTypeImagesBody',
  },
] as const satisfies readonly Tile[];

/** The dashboard's quick-action tiles; the last two for managers and developers only. */
export function QuickActions({ staff }: { staff: boolean }) {
  const tiles = staff ? [...OWNER_TILES, ...STAFF_TILES] : OWNER_TILES;
  return (
    <nav aria-label={t('owner.tiles.label')}>
      <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[repeat(auto-fit,minmax(12rem,1fr))]">
        {tiles.map(({ to, icon: Icon, title, body }) => (
          <li key={to} className="flex">
            <Link
              to={to}
              className="group flex w-full items-start gap-3 rounded-2xl border border-border bg-surface p-4 shadow-card transition hover:-translate-y-0.5 hover:border-primary/40 hover:shadow-raised sm:flex-col sm:gap-3 sm:p-5"
            >
              <span className="grid size-11 shrink-0 place-content-center rounded-xl bg-primary text-primary-foreground transition-colors group-hover:bg-primary-hover">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="min-w-0 space-y-1">
                <span className="block font-semibold leading-snug">{t(title)}</span>
                <span className="block text-sm text-pretty text-muted-foreground">{t(body)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
