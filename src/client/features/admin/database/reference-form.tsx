import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#src/client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/client/components/ui/card.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { errorMessage } from '#src/client/lib/api.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';

interface ReferenceFormOptions<V extends FieldValues, I> {
  schema: z.ZodType<I>;
  empty: V;
  fields: readonly Path<V>[];
  create: { mutate: (input: I, callbacks: { onSuccess: () => void; onError: (e: unknown) => void }) => void };
  added: string;
  failed: string;
}

/**
 * A reference-data form: the shared contract checks it in the browser (the server checks it again),
 * success resets it and says so, failure keeps what was typed and shows the server's sentence.
 */
export function useReferenceForm<V extends FieldValues, I>(options: ReferenceFormOptions<V, I>) {
  const form = useForm<V, unknown, I>({
    resolver: zodResolver(options.schema as never) as unknown as Resolver<V, unknown, I>,
    defaultValues: options.empty as DefaultValues<V>,
  });
  const submit = form.handleSubmit((input) =>
    options.create.mutate(input, {
      onSuccess: () => {
        // Ready for the next entry: back to the first field. Asked before reset, which forgets the
        // field refs until the next render (the focus itself happens on the next tick).
        form.setFocus(options.fields[0]);
        form.reset(options.empty);
        toast({ title: t('adminDatabase.success'), description: options.added });
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, options.fields);
        toast({ variant: 'destructive', title: options.failed, description: errorMessage(error) });
      },
    }),
  );
  return { form, submit };
}

/** The card around a reference form, with its submit button. */
export function ReferenceFormCard({
  title,
  submitLabel,
  pending,
  onSubmit,
  children,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  onSubmit: (event: React.FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={title}>
          {children}
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? <Spinner /> : <Plus aria-hidden="true" />}
            {pending ? t('adminDatabase.saving') : submitLabel}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
