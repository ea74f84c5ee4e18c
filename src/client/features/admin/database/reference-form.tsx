import { Plus } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type Resolver,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { Button } from '#src/client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#src/client/components/ui/card.tsx';
import { FormField } from '#src/client/components/ui/form-field.tsx';
import { Input } from '#src/client/components/ui/input.tsx';
import { SelectField } from '#src/client/components/ui/select-field.tsx';
import { Spinner } from '#src/client/components/ui/spinner.tsx';
import { Textarea } from '#src/client/components/ui/textarea.tsx';
import { toast } from '#src/client/components/ui/use-toast.ts';
import { t } from '#src/client/i18n/index.ts';
import { applyServerIssues } from '#src/client/lib/form-issues.ts';
import { zodResolver } from '#src/client/lib/zod-resolver.ts';
import { idOptions } from '../components/id-options';
import { toastFailure } from '../lib/toasts';

interface ReferenceFormOptions<V extends FieldValues, I> {
  schema: z.ZodType<I>;
  /** The empty form; its keys are the fields, the first one is focused after each addition. */
  empty: V;
  create: {
    mutate: (input: I, callbacks: { onSuccess: () => void; onError: (e: unknown) => void }) => void;
    isPending: boolean;
  };
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
  const fields = Object.keys(options.empty) as Path<V>[];
  const submit = form.handleSubmit((input) =>
    options.create.mutate(input, {
      onSuccess: () => {
        // Ready for the next entry: back to the first field. Asked before reset, which forgets the
        // field refs until the next render (the focus itself happens on the next tick).
        form.setFocus(fields[0]);
        form.reset(options.empty);
        toast({ title: t('adminDatabase.success'), description: options.added });
      },
      onError: (error) => {
        applyServerIssues(error, form.setError, fields);
        toastFailure(options.failed, error);
      },
    }),
  );
  return { form, submit, pending: options.create.isPending };
}

/** The card around a reference form, with its submit button. */
export function ReferenceFormCard({
  title,
  submitLabel,
  reference: { submit, pending },
  children,
}: {
  title: string;
  submitLabel: string;
  reference: { submit: (event: FormEvent) => void; pending: boolean };
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader className="p-4 sm:p-6">
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent className="p-4 pt-0 sm:p-6 sm:pt-0">
        <form noValidate onSubmit={submit} className="grid gap-4" aria-label={title}>
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

type ReferenceFormState<V extends FieldValues, I> = ReturnType<typeof useReferenceForm<V, I>>;

/** Which field of which reference form, and its label. */
interface ReferenceFieldProps<V extends FieldValues, I> {
  reference: ReferenceFormState<V, I>;
  name: Path<V>;
  id: string;
  label: string;
}

/** A reference form's text box (`rows`: a text area), with the contract's message under it. */
export function ReferenceTextField<V extends FieldValues, I>(
  props: ReferenceFieldProps<V, I> & {
    placeholder?: string;
    rows?: number;
    /** Says '(optional)' after the label. */
    optional?: boolean;
  },
) {
  const { form } = props.reference;
  const { name, id, label, rows } = props;
  return (
    <FormField
      id={id}
      label={props.optional ? `${label} ${t('adminDatabase.optional')}` : label}
      error={get<FieldErrors<V>, FieldError | undefined>(form.formState.errors, name)?.message}
    >
      {rows ? (
        <Textarea rows={rows} {...form.register(name)} />
      ) : (
        <Input autoComplete="off" placeholder={props.placeholder} {...form.register(name)} />
      )}
    </FormField>
  );
}

/** A reference form's whole-number box (a unit type's guests), with the contract's message under it. */
export function ReferenceNumberField<V extends FieldValues, I>(
  props: ReferenceFieldProps<V, I> & { min: number; max: number },
) {
  const { form } = props.reference;
  const { name, id, label } = props;
  return (
    <FormField
      id={id}
      label={label}
      error={get<FieldErrors<V>, FieldError | undefined>(form.formState.errors, name)?.message}
    >
      <Input
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        autoComplete="off"
        className="max-w-32"
        {...form.register(name)}
      />
    </FormField>
  );
}

/** A reference form's picker of named rows (disabled until they arrive). */
export function ReferenceSelect<V extends FieldValues, I>({
  reference: { form },
  name,
  id,
  label,
  placeholder,
  rows,
}: ReferenceFieldProps<V, I> & {
  placeholder: string;
  rows: readonly { id: number; name: string }[] | undefined;
}) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          id={id}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          placeholder={placeholder}
          disabled={!rows}
        >
          {idOptions(rows)}
        </SelectField>
      )}
    />
  );
}
