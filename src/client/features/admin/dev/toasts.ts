import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';

/** 'Success' with what was done. */
export const toastSuccess = (description: string) => toast({ title: t('dev.success'), description });

/** A destructive toast with the screen's sentence and the server's reason. */
export const toastFailure = (title: string, error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error) });
