import { CalendarDays } from 'lucide-react';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /all-weeks: every week, every destination. */
export function AllWeeksPage() {
  const title = t('allWeeks.title');
  usePageTitle(title);
  return <PagePlaceholder icon={CalendarDays} title={title} lead={t('allWeeks.lead')} />;
}
