import { t } from '#src/client/i18n/index.ts';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '#src/shared/constants.ts';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

const HOTKEY = ['F8'];

/** Renders the toast store with Radix. F8 moves focus to the notifications. */
export function ToastRegion() {
  const { toasts } = useToast();
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, action, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={HOTKEY} label={t('toast.viewport', { hotkey: HOTKEY.join('+') })} />
    </ToastProvider>
  );
}
