import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';

/** 'Success' with what was done. */
export const toastSuccess = (description: string) => toast({ title: t('dev.success'), description });
