import { toast } from '#src/client/components/ui/use-toast.ts';
import { errorMessage } from '#src/client/lib/api.ts';

/** A destructive toast with the screen's sentence and the server's reason. */
export const toastFailure = (title: string, error: unknown) =>
  toast({ variant: 'destructive', title, description: errorMessage(error) });
