import { toast } from '../../../components/ui/use-toast';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api';

/** Spec 001 §8: 'Success' with what was done. */
export const toastSuccess = (description: string) => toast({ title: t('dev.success'), description });

/** A destructive toast with the spec's sentence and the server's reason. */
export const toastFailure = (title: string, error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error) });
