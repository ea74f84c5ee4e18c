import { Trash2 } from 'lucide-react';
import { Button } from '#src/client/components/ui/button.tsx';
import { t } from '#src/client/i18n/index.ts';

/** Delete on one of the owner's cards; `label` names what goes, and `onDelete` gets the button to return focus to. */
export function OwnerDeleteButton({
  label,
  onDelete,
}: {
  label: string;
  onDelete: (trigger: HTMLElement) => void;
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      className="text-destructive hover:bg-red-50 hover:text-destructive-hover"
      onClick={(event) => onDelete(event.currentTarget)}
      aria-label={label}
    >
      <Trash2 aria-hidden="true" />
      {t('owner.delete')}
    </Button>
  );
}
