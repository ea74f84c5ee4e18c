import { Star } from 'lucide-react';
import { useRef, useState } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogHeader,
  DialogTitle,
} from '#src/client/components/ui/dialog.tsx';
import { t } from '#src/client/i18n/index.ts';
import { useResortRatings } from '../api';
import { ResortReviews } from './owner-reviews';
import { RatingLine } from './rating';

/**
 * A week card's line of its resort's average (a fact of the card's list), or nothing when there is
 * none; it opens the resort's reviews in a dialog, read only when opened.
 */
export function ResortRatingFact({ resortId, resortName }: { resortId: number; resortName: string }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const rating = useResortRatings().data?.items.find((r) => r.resortId === resortId);
  if (!rating) return null;
  return (
    <div className="flex items-center gap-2">
      <dt>
        <Star className="size-4 shrink-0 fill-amber-400 text-amber-500" aria-hidden="true" />
        <span className="sr-only">{t('reviews.list.title')}</span>
      </dt>
      <dd>
        <button
          ref={opener}
          type="button"
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
          className="cursor-pointer rounded font-medium text-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <RatingLine average={rating.average} count={rating.count} star={false} />
        </button>
        {/* Mounted only while open: a list of cards does not carry a dialog each (less work on load). */}
        {open ? (
          <Dialog open onOpenChange={setOpen}>
            <DialogContent
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                opener.current?.focus();
              }}
            >
              <DialogHeader>
                <DialogTitle>{t('reviews.list.resortTitle', { resort: resortName })}</DialogTitle>
              </DialogHeader>
              <DialogBody>
                <ResortReviews resortId={resortId} titleHidden />
              </DialogBody>
            </DialogContent>
          </Dialog>
        ) : null}
      </dd>
    </div>
  );
}
