import { Progress } from '#src/client/components/ui/progress.tsx';
import { t } from '#src/client/i18n/index.ts';

/**
 * The upload's progress: a filling bar while the photos travel, then a moving one while the
 * server decodes and stores them (that part has no measure the browser can see).
 */
export function SellPropertyProgress({ fraction }: { fraction: number }) {
  const sent = fraction >= 1;
  const percent = Math.round(fraction * 100);
  const text = sent ? t('owner.property.processing') : t('owner.property.uploading');
  return (
    <div className="grid gap-2 rounded-xl bg-primary-soft/70 p-4">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium" aria-hidden="true">
          {text}
        </span>
        {sent ? null : (
          <span className="font-semibold text-primary-hover tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        )}
      </div>
      <Progress
        label={t('owner.property.progressLabel')}
        value={sent ? undefined : percent}
        valueText={text}
      />
    </div>
  );
}
