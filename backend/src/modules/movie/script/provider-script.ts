import type { ChatMessage } from '../../../engines/text-engine';
import { SCENE_PROMPT_MAX_CHARACTERS } from '../movie.constants';
import type { ScriptBrief, SceneDraft } from './scene-draft';

/** The request a text engine gets: exact scene count, JSON only, the cast named exactly as the bible has it. */
export function scriptMessages(brief: ScriptBrief): ChatMessage[] {
  const count = brief.durations.length;
  const seconds = Math.round(brief.durations.reduce((sum, value) => sum + value, 0) / count);
  const cast = brief.characters.map((c) => `- ${c.name} (${c.role}): ${c.bio}`).join('\n');
  return [
    {
      role: 'system',
      content:
        'You are a film story editor. Break the movie idea into a scene breakdown for a storyboard. ' +
        `Write exactly ${count} scenes in story order. Each scene is 1 to 3 vivid, visual sentences in the present tense ` +
        `(at most 600 characters) describing what the camera sees, and names every character in it exactly as the ` +
        'cast list spells them. Use only characters from the cast list. Answer with JSON only, no prose and no code fence: ' +
        '{"scenes":[{"prompt":"...","characters":["Name"]}]}',
    },
    {
      role: 'user',
      content: [
        `Title: ${brief.title}`,
        brief.logline ? `Logline: ${brief.logline}` : null,
        `Target length: ${brief.targetMinutes} minutes (${count} scenes of about ${seconds} seconds each)`,
        `Cast:\n${cast}`,
        `Idea: ${brief.prompt}`,
      ]
        .filter((line) => line !== null)
        .join('\n'),
    },
  ];
}

/** Thrown when a text engine's answer holds no usable scene list. */
export class UnusableScriptError extends Error {
  constructor(reason: string) {
    super(`The text engine's scene breakdown could not be used: ${reason}`);
    this.name = UnusableScriptError.name;
  }
}

const asText = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

const clip = (text: string) => [...text].slice(0, SCENE_PROMPT_MAX_CHARACTERS).join('').trim();

function draftOf(item: unknown): SceneDraft | null {
  if (typeof item === 'string') return asText(item) ? { prompt: clip(item.trim()), characterNames: [] } : null;
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  const prompt = asText(record.prompt) ?? asText(record.description) ?? asText(record.text) ?? asText(record.scene);
  if (!prompt) return null;
  const names = record.characters ?? record.cast ?? [];
  return {
    prompt: clip(prompt),
    characterNames: Array.isArray(names) ? names.map(asText).filter((name): name is string => !!name) : [],
  };
}

/**
 * Reads a model's answer leniently: code fences and prose around the JSON are ignored, and
 * `{"scenes": [...]}`, a bare list, strings, or objects with prompt/description/text are all taken.
 */
export function parseScript(answer: string): SceneDraft[] {
  const start = answer.search(/[[{]/);
  const end = Math.max(answer.lastIndexOf('}'), answer.lastIndexOf(']'));
  if (start < 0 || end <= start) throw new UnusableScriptError('no JSON in the answer');
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.slice(start, end + 1));
  } catch {
    throw new UnusableScriptError('the JSON does not parse');
  }
  const list = Array.isArray(parsed) ? parsed : (parsed as { scenes?: unknown })?.scenes;
  if (!Array.isArray(list)) throw new UnusableScriptError('no "scenes" list');
  const drafts = list.map(draftOf).filter((draft): draft is SceneDraft => draft !== null);
  if (!drafts.length) throw new UnusableScriptError('the list holds no scene text');
  return drafts;
}
