import { useEffect, useState, useSyncExternalStore } from 'react';
import { authStore } from '@atelier/runtime';
import { type QuotaBlock, type QuotaCapability, activeBlocks, quotaBlockOf, readStoredBlocks, storeBlocks } from './quota-block';

const listeners = new Set<() => void>();
let blocks: QuotaBlock[] = readStoredBlocks();

function publish(next: QuotaBlock[]): void {
  blocks = next;
  storeBlocks(next);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const currentOwner = () => authStore.getSnapshot().user?.id ?? null;

/**
 * Records a quota refusal (true) so the landing stops offering sends until the reset; anything else is
 * left to the caller (false). The owner is whoever is signed in now.
 */
export function noteQuotaError(error: unknown, capability: QuotaCapability): boolean {
  const block = quotaBlockOf(error, capability, currentOwner());
  if (!block) return false;
  publish([...blocks.filter((item) => !(item.capability === capability && item.owner === block.owner)), block]);
  return true;
}

/** For tests: forget every block. */
export function resetQuotaBlocks(): void {
  publish([]);
}

/** The block in force for this capability and owner, re-evaluated when it runs out. */
export function useQuotaBlock(capability: QuotaCapability, owner: string | null): QuotaBlock | null {
  const all = useSyncExternalStore(subscribe, () => blocks);
  const [now, setNow] = useState(() => Date.now());
  const block = activeBlocks(all, owner, now).find((item) => item.capability === capability) ?? null;

  useEffect(() => {
    if (!block) return;
    // Timers cap out near 24.8 days; a daily reset is far below, and a re-check early is harmless.
    const wait = Math.min(Math.max(0, Date.parse(block.resetsAt) - Date.now()) + 500, 2 ** 31 - 1);
    const timer = setTimeout(() => setNow(Date.now()), wait);
    return () => clearTimeout(timer);
  }, [block]);
  return block;
}
