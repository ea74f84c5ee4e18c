import { MapPin } from 'lucide-react';
import { useParams } from 'react-router';
import { PagePlaceholder } from '../../../components/ui/page-placeholder';
import { t } from '../../../i18n';
import { usePageTitle } from '../../../lib/use-page-title';

/** /destinations/:name — the router has already decoded the name from the URL. */
export function DestinationPage() {
  const name = useParams().name ?? '';
  usePageTitle(name);
  return <PagePlaceholder icon={MapPin} title={name} lead={t('destination.lead', { name })} />;
}
