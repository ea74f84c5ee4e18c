import type { ReactNode } from 'react';
import { Button } from '#src/client/components/ui/button.tsx';
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#src/client/components/ui/dialog.tsx';
import { t } from '#src/client/i18n/index.ts';

export const AGREEMENTS = ['termsOfService', 'privacyPolicy', 'guestAgreement'] as const;
export type AgreementId = (typeof AGREEMENTS)[number];

/** Renders the full text of an agreement; the app supplies it so this feature needn't import legal. */
export type RenderAgreement = (id: AgreementId) => ReactNode;

/** A link-styled button that opens the full agreement in a scrollable modal. */
export function AgreementDialog({
  id,
  renderAgreement,
}: {
  id: AgreementId;
  renderAgreement: RenderAgreement;
}) {
  const title = t(`auth.${id}`);
  return (
    <Dialog>
      <DialogTrigger className="cursor-pointer rounded-sm font-semibold text-primary underline underline-offset-4 hover:text-primary-hover focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
        {title}
      </DialogTrigger>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{t('auth.agreementLead')}</DialogDescription>
        </DialogHeader>
        <DialogBody>{renderAgreement(id)}</DialogBody>
        <DialogFooter>
          <DialogClose asChild>
            <Button>{t('auth.agreementDone')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
