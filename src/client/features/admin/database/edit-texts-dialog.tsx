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
import {
  MAX_OCCUPANCY,
  type UpdateUnitTypeInput,
  updateReferenceTextsInput,
  updateUnitTypeInput,
} from '#src/shared/contracts/catalog.ts';
import { useUpdateReferenceTexts } from './api';
import { ReferenceNumberField, ReferenceTextField, useReferenceForm } from './reference-form';

export interface ReferenceTexts {
  id: number;
  name: string;
  description: string | null;
  nameEs: string | null;
  descriptionEs: string | null;
}

/** A row and the endpoint that saves it: a unit type also edits the guests it sleeps. */
type EditedRow =
  | { endpoint: 'PATCH /api/contract-types/:id'; row: ReferenceTexts }
  | { endpoint: 'PATCH /api/vidanta/unit-types/:id'; row: ReferenceTexts & { maxOccupancy: number } };

const formOf = (edited: EditedRow) => ({
  name: edited.row.name,
  nameEs: edited.row.nameEs ?? '',
  description: edited.row.description ?? '',
  descriptionEs: edited.row.descriptionEs ?? '',
  // Only a unit type's form has the field (and only its schema reads it).
  ...(edited.endpoint === 'PATCH /api/vidanta/unit-types/:id'
    ? { maxOccupancy: String(edited.row.maxOccupancy) }
    : {}),
});

/**
 * Both languages of a unit type or contract type, edited together (decision 046): a Spanish page
 * shows the Spanish, and the English where the Spanish is left blank.
 */
export function EditTextsButton(edited: EditedRow) {
  const { row } = edited;
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
        {open ? <EditTextsForm edited={edited} onDone={() => setOpen(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditTextsForm({ edited, onDone }: { edited: EditedRow; onDone: () => void }) {
  const { row } = edited;
  const unitType = edited.endpoint === 'PATCH /api/vidanta/unit-types/:id';
  const update = useUpdateReferenceTexts(edited.endpoint, row.id);
  const reference = useReferenceForm<ReturnType<typeof formOf>, UpdateUnitTypeInput>({
    schema: unitType ? updateUnitTypeInput : updateReferenceTextsInput,
    empty: formOf(edited),
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
        {unitType ? (
          <ReferenceNumberField
            reference={reference}
            name="maxOccupancy"
            id={id('guests')}
            label={t('adminDatabase.unitTypes.guests')}
            min={MAX_OCCUPANCY.min}
            max={MAX_OCCUPANCY.max}
          />
        ) : null}
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
