import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { t } from '#src/client/i18n/index.ts';
import { type UpdateReferenceTextsInput, updateReferenceTextsInput } from '#src/shared/contracts/catalog.ts';
import { type ReferenceTextsEndpoint, useUpdateReferenceTexts } from './api';
import { ReferenceTextField, useReferenceForm } from './reference-form';

export interface ReferenceTexts {
  id: number;
  name: string;
  description: string | null;
  nameEs: string | null;
  descriptionEs: string | null;
}

const formOf = (row: ReferenceTexts) => ({
  name: row.name,
  nameEs: row.nameEs ?? '',
  description: row.description ?? '',
  descriptionEs: row.descriptionEs ?? '',
});

/**
 * Both languages of a unit type or contract type, edited together (decision 046): a Spanish page
 * shows the Spanish, and the English where the Spanish is left blank.
 */
export function EditTextsButton({
  row,
  endpoint,
}: {
  row: ReferenceTexts;
  endpoint: ReferenceTextsEndpoint;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t('adminDatabase.editNamed', { name: row.name })}>
          <Pencil aria-hidden="true" />
          {t('adminDatabase.edit')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        {open ? <EditTextsForm row={row} endpoint={endpoint} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditTextsForm({
  row,
  endpoint,
  onDone,
}: {
  row: ReferenceTexts;
  endpoint: ReferenceTextsEndpoint;
  onDone: () => void;
}) {
  const update = useUpdateReferenceTexts(endpoint, row.id);
  const reference = useReferenceForm<ReturnType<typeof formOf>, UpdateReferenceTextsInput>({
    schema: updateReferenceTextsInput,
    empty: formOf(row),
    create: {
      mutate: (input, callbacks) =>
        update.mutate(input, {
          onSuccess: () => {
            callbacks.onSuccess();
            onDone();
          },
          onError: callbacks.onError,
        }),
      isPending: update.isPending,
    },
    added: t('adminDatabase.saved'),
    failed: t('adminDatabase.saveFailed'),
  });
  const id = (field: string) => `reference-${row.id}-${field}`;
  return (
    <form noValidate onSubmit={reference.submit} className="flex min-h-0 flex-col">
      <DialogHeader>
        <DialogTitle>{t('adminDatabase.editTitle', { name: row.name })}</DialogTitle>
        <DialogDescription>{t('adminDatabase.editLead')}</DialogDescription>
      </DialogHeader>
      <DialogBody className="grid gap-4">
        <ReferenceTextField
          reference={reference}
          name="name"
          id={id('name')}
          label={t('adminDatabase.nameEn')}
        />
        <ReferenceTextField
          reference={reference}
          name="nameEs"
          id={id('name-es')}
          label={t('adminDatabase.nameEs')}
          optional
        />
        <ReferenceTextField
          reference={reference}
          name="description"
          id={id('description')}
          label={t('adminDatabase.descriptionEn')}
          optional
          rows={3}
        />
        <ReferenceTextField
          reference={reference}
          name="descriptionEs"
          id={id('description-es')}
          label={t('adminDatabase.descriptionEs')}
          optional
          rows={3}
        />
      </DialogBody>
      <DialogFooter>
        <Button type="submit" disabled={reference.pending}>
          {reference.pending ? t('adminDatabase.saving') : t('adminDatabase.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
