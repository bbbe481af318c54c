import type { MarketingCopyType } from '../../../engines/marketing-brief';

export interface CopyField {
  key: string;
  label: string;
}

const field = (key: string, label: string): CopyField => ({ key, label });
const HEADLINE = field('headline', 'Headline');
const BODY = field('body', 'Body');
const CTA = field('cta', 'Call to action');

/** The parts of each copy type, in reading order: what the engine must write and the artifact shows. */
export const COPY_FIELDS: Readonly<Record<MarketingCopyType, readonly CopyField[]>> = {
  quick: [HEADLINE, BODY],
  ad: [HEADLINE, BODY, CTA],
  email: [field('subject', 'Subject'), field('preview', 'Preview'), BODY],
  landing: [HEADLINE, field('subheadline', 'Subheadline'), BODY, CTA],
  social: [field('post', 'Post'), field('hashtags', 'Hashtags')],
};

export const COPY_TYPE_NAMES: Readonly<Record<MarketingCopyType, string>> = {
  quick: 'short marketing',
  ad: 'advertising',
  email: 'marketing email',
  landing: 'landing page',
  social: 'social media',
};

export interface CopyPart {
  label: string;
  content: string;
}

/**
 * Reads a text engine's answer as copy: the JSON object it was asked for (also inside a code fence or
 * after a sentence), else "Label: text" lines, else the whole answer as the body. Null when there is no
 * text at all.
 */
export function parseCopy(reply: string, fields: readonly CopyField[]): CopyPart[] | null {
  const text = reply.trim();
  if (!text) return null;
  const parts = fromJson(text, fields) ?? fromLabels(text, fields);
  if (parts?.length) return parts;
  const body = fields.find((f) => f.key === 'body' || f.key === 'post') ?? fields[fields.length - 1];
  return [{ label: body.label, content: text }];
}

function fromJson(text: string, fields: readonly CopyField[]): CopyPart[] | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
    const parts = fields
      .map((f) => ({ label: f.label, content: asText(value[f.key]) }))
      .filter((part) => part.content.length > 0);
    return parts.length ? parts : null;
  } catch {
    return null;
  }
}

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').join(' ').trim();
  return '';
}

function fromLabels(text: string, fields: readonly CopyField[]): CopyPart[] | null {
  const names = fields.flatMap((f) => [f.label, f.key]).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const label = new RegExp(`^\\s*(?:\\*\\*)?(${names.join('|')})(?:\\*\\*)?\\s*:\\s*(?:\\*\\*)?`, 'i');
  const found = new Map<string, string[]>();
  let current: CopyField | null = null;
  for (const line of text.split('\n')) {
    const match = label.exec(line);
    const named = match && fields.find((f) => [f.label, f.key].some((n) => n.toLowerCase() === match[1].toLowerCase()));
    if (named) {
      current = named;
      found.set(named.key, [line.slice(match[0].length)]);
    } else if (current) {
      found.get(current.key)?.push(line);
    }
  }
  const parts = fields
    .filter((f) => found.has(f.key))
    .map((f) => ({ label: f.label, content: (found.get(f.key) ?? []).join('\n').trim() }))
    .filter((part) => part.content.length > 0);
  return parts.length ? parts : null;
}
