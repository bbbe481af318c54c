import type { ChatMessage } from './text-engine';

/**
 * What Marketing Studio asks a text engine for, carried in the system message as written instructions plus
 * the brief as JSON: a remote model reads the instructions, the offline engine reads the JSON and writes
 * structured copy or an assistant reply itself. One contract for both, so neither side guesses.
 */
export const MARKETING_COPY_TYPES = ['quick', 'ad', 'email', 'landing', 'social'] as const;
export type MarketingCopyType = (typeof MARKETING_COPY_TYPES)[number];

/** The account's brand kit; empty strings where the user left a field blank. */
export interface BrandBrief {
  product: string;
  audience: string;
  voice: string;
}

export interface CopyBrief {
  task: 'marketing-copy';
  copyType: MarketingCopyType;
  /** What the user asked for. */
  request: string;
  /** The JSON fields the answer must have, in order. */
  fields: string[];
  brand: BrandBrief;
}

/** A recent artifact as the assistant is told about it. */
export interface ArtifactBrief {
  kind: string;
  input: string;
  /** Copy type or visual style. */
  variant: string | null;
  /** The artifact's text (first lines), or its image's description. */
  summary: string;
}

export interface AssistantBrief {
  task: 'marketing-assistant';
  brand: BrandBrief;
  artifacts: ArtifactBrief[];
}

export type MarketingBrief = CopyBrief | AssistantBrief;

const BRIEF_MARKER = '\nBrief (JSON): ';

/** The system message: `instructions`, then the brief as one line of JSON. */
export function briefMessage(instructions: string, brief: MarketingBrief): ChatMessage {
  return { role: 'system', content: `${instructions}${BRIEF_MARKER}${JSON.stringify(brief)}` };
}

/** The brief of a conversation's first system message, or null when it carries none (or a malformed one). */
export function readBrief(messages: readonly ChatMessage[]): MarketingBrief | null {
  const system = messages.find((message) => message.role === 'system');
  const at = system?.content.lastIndexOf(BRIEF_MARKER) ?? -1;
  if (!system || at < 0) return null;
  try {
    const brief = JSON.parse(system.content.slice(at + BRIEF_MARKER.length)) as Partial<MarketingBrief> | null;
    if (!brief || typeof brief !== 'object' || !isBrand(brief.brand)) return null;
    if (brief.task === 'marketing-copy') {
      const copy = brief as Partial<CopyBrief>;
      const typeOk = MARKETING_COPY_TYPES.includes(copy.copyType as MarketingCopyType);
      const fieldsOk = Array.isArray(copy.fields) && copy.fields.every((field) => typeof field === 'string');
      return typeOk && fieldsOk && typeof copy.request === 'string' ? (copy as CopyBrief) : null;
    }
    if (brief.task === 'marketing-assistant') {
      const artifacts = (brief as Partial<AssistantBrief>).artifacts;
      return Array.isArray(artifacts) ? (brief as AssistantBrief) : null;
    }
    return null;
  } catch {
    return null;
  }
}

function isBrand(value: unknown): value is BrandBrief {
  const brand = value as Partial<BrandBrief> | null;
  return (
    !!brand && typeof brand.product === 'string' && typeof brand.audience === 'string' && typeof brand.voice === 'string'
  );
}
