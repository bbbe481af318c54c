import { EngineError } from '../engine-error';
import { composeSong } from '../local/music/composer';
import type { ProgressionRole } from '../local/music/music-styles';
import { loadTonal } from '../local/music/tonal';
import {
  type Composition,
  type CompositionRequest,
  LYRIC_SECTION_TYPES,
  type LyricSectionType,
  type LyricsRequest,
  type MusicCallOptions,
  type MusicEngine,
  type WrittenLyrics,
  type WrittenSection,
} from '../music-engine';
import { OpenAiModelEngine } from './openai-model-engine';

interface CompletionAnswer {
  choices?: Array<{ message?: { content?: unknown } }>;
}

const MAX_SECTIONS = 16;
const MAX_SECTION_CHARACTERS = 1000;
const MAX_TITLE = 80;
const ROLES: readonly ProgressionRole[] = ['verse', 'pre', 'chorus', 'bridge'];

export const LYRICS_SYSTEM_PROMPT =
  'You are a songwriter. Answer with one JSON object only: {"title": string, "sections": [{"type": string, "content": string}]}. ' +
  `Each type is one of ${LYRIC_SECTION_TYPES.join(', ')}; content is the section's lines separated by \\n. ` +
  'Write singable, original lines; repeat the chorus text where the chorus returns.';

export const HARMONY_SYSTEM_PROMPT =
  'You are a composer. Answer with one JSON object only: {"verse": [4 chord symbols], "pre": [...], "chorus": [...], "bridge": [...]}. ' +
  'Use plain chord symbols such as Am, F, C, G, Dm7, Gsus4, Ebmaj7, all fitting the key and scale you are given.';

/** The JSON object in a model's answer, with or without a code fence around it. */
export function jsonOfAnswer(answer: CompletionAnswer): Record<string, unknown> {
  const content = answer.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new EngineError('provider', 'The model answered without any text.');
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  try {
    const parsed: unknown = JSON.parse(start >= 0 && end > start ? content.slice(start, end + 1) : content);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new EngineError('provider', 'The model did not answer with the JSON it was asked for.');
}

/** Sections the model wrote that fit the studio's rules; the others are left out. */
export function lyricsOfAnswer(data: Record<string, unknown>, fallbackTitle: string): { title: string; sections: WrittenSection[] } {
  const sections = (Array.isArray(data.sections) ? data.sections : [])
    .map((section: unknown) => section as { type?: unknown; content?: unknown })
    .filter((section) => typeof section.content === 'string' && section.content.trim() !== '')
    .map((section) => {
      const type = String(section.type ?? '').toLowerCase().replace(/\s+/g, '-');
      return {
        type: (LYRIC_SECTION_TYPES as readonly string[]).includes(type) ? (type as LyricSectionType) : 'verse',
        content: String(section.content).trim().slice(0, MAX_SECTION_CHARACTERS),
      };
    })
    .slice(0, MAX_SECTIONS);
  if (!sections.length) throw new EngineError('provider', 'The model answered without any lyrics.');
  const title = typeof data.title === 'string' && data.title.trim() ? data.title.trim().slice(0, MAX_TITLE) : fallbackTitle;
  return { title, sections };
}

/** Four chord symbols tonal can read, or null (the offline harmony is kept for that part). */
function progressionOf(value: unknown): string[] | null {
  if (!Array.isArray(value)) return null;
  const { Chord } = loadTonal();
  const chords = value.filter((symbol): symbol is string => typeof symbol === 'string' && symbol.length <= 12 && !Chord.get(symbol).empty);
  return chords.length >= 2 ? chords.slice(0, 8) : null;
}

/**
 * Music through an OpenAI-compatible chat model (OPENAI_MUSIC_MODEL): the model writes the lyrics and the
 * harmony of each part; the form, grooves and sound come from the offline composer and synthesizer, so every
 * beat is still real, sample-aligned stems. Answers are labelled with the model.
 */
export class OpenAiMusicEngine extends OpenAiModelEngine implements MusicEngine {
  async writeLyrics(request: LyricsRequest, options: MusicCallOptions = {}): Promise<WrittenLyrics> {
    const data = await this.ask(
      LYRICS_SYSTEM_PROMPT,
      `Write the lyrics of a ${request.mood} ${request.genre} ${request.projectType === 'album' ? 'album track' : 'single'} about: ${request.prompt}`,
      options.signal,
    );
    return { ...lyricsOfAnswer(data, request.prompt.slice(0, MAX_TITLE)), engine: this.engine };
  }

  async compose(request: CompositionRequest, options: MusicCallOptions = {}): Promise<Composition> {
    const offline = composeSong(request);
    const data = await this.ask(
      HARMONY_SYSTEM_PROMPT,
      `Chord progressions for a ${request.mood} ${request.genre} song in ${request.key} ${offline.scale} at ${request.tempo} BPM.`,
      options.signal,
    );
    const harmony: Partial<Record<ProgressionRole, string[]>> = {};
    for (const role of ROLES) {
      const chords = progressionOf(data[role]);
      if (chords) harmony[role] = chords;
    }
    return composeSong(request, harmony);
  }

  private async ask(system: string, user: string, signal?: AbortSignal): Promise<Record<string, unknown>> {
    const answer = await this.client.json<CompletionAnswer>({
      path: '/chat/completions',
      json: {
        model: this.model,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: user },
        ],
        response_format: { type: 'json_object' },
      },
      signal,
    });
    return jsonOfAnswer(answer);
  }
}
