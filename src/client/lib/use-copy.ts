import { useEffect, useState } from 'react';
import { toast } from '#src/client/components/ui/use-toast.ts';

/**
 * Copies `value` to the clipboard: `copied` is true for two seconds after a copy (the button says
 * so), and a refused clipboard shows `failedText` as an error toast.
 */
export function useCopy(value: string, failedText: string): { copied: boolean; copy: () => Promise<void> } {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      toast({ variant: 'destructive', title: failedText });
    }
  };
  return { copied, copy };
}
