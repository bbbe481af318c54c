import { useEffect, useRef, useState } from 'react';
import { toast } from '@atelier/runtime';

export const COPIED_TICK_MS = 2_000;

/** Copies text; `copiedId` names the button that shows a tick for 2 s (spec 001 §8). */
export function useCopyToClipboard() {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const copy = async (id: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      console.error('Copy to clipboard failed', error);
      toast.error('Could not copy. Select the text and copy it by hand.');
      return;
    }
    toast.success('Copied to clipboard!');
    setCopiedId(id);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopiedId(null), COPIED_TICK_MS);
  };

  return { copiedId, copy };
}
