import type { LandingMode } from '../modes';
import { describeReset, type QuotaBlock } from './quota-block';
import { useQuotaBlock } from './quota-store';

const NOUNS: Record<LandingMode, string> = { chat: 'chat', photo: 'photo', video: 'video' };

export interface LandingQuota {
  block: QuotaBlock | null;
  /** What the text box says while sending is off. */
  reason: string | null;
}

/** The used-up allowance of the current mode, if any, for the signed-in account or the visitor. */
export function useLandingQuota(mode: LandingMode, owner: string | null): LandingQuota {
  const block = useQuotaBlock(mode, owner);
  const reason = block ? `Daily ${NOUNS[mode]} limit reached — sending works again ${describeReset(block.resetsAt)}` : null;
  return { block, reason };
}
