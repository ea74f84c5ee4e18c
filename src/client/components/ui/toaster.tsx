import { lazy, Suspense, useState } from 'react';
import { useToast } from './use-toast';

const ToastRegion = lazy(() => import('./toast-region').then((m) => ({ default: m.ToastRegion })));

/**
 * Mount once near the root. Most visits never show a toast, so Radix Toast loads with the first
 * one; from then on the region stays mounted.
 */
export function Toaster() {
  const { toasts } = useToast();
  const [needed, setNeeded] = useState(false);
  if (!needed && toasts.length > 0) setNeeded(true);
  if (!needed && toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
