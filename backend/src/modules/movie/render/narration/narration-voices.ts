import { hashText } from '../../../../engines/shared/seeded-random';

/** An espeak-ng voice (language and variant) and its pitch. */
export interface NarrationVoice {
  voice: string;
  pitch: number;
}

/** The narrator's voice (who reads what no character says). */
export const NARRATOR_VOICE: NarrationVoice = { voice: 'en-us', pitch: 50 };

/** Characters' voices: distinct espeak-ng variants, none the narrator's. */
const CHARACTER_VOICES: readonly NarrationVoice[] = [
  { voice: 'en-us+m3', pitch: 45 },
  { voice: 'en-us+f3', pitch: 60 },
  { voice: 'en+m7', pitch: 40 },
  { voice: 'en+f2', pitch: 65 },
  { voice: 'en-gb-scotland+m1', pitch: 50 },
  { voice: 'en-029+f4', pitch: 55 },
  { voice: 'en-us+m5', pitch: 35 },
  { voice: 'en+f5', pitch: 70 },
];

/**
 * A character's voice, chosen from its id alone: the same character speaks with the same voice in every
 * scene and every re-render, whatever else is in the scene.
 */
export function characterVoice(characterId: string): NarrationVoice {
  return CHARACTER_VOICES[hashText(`voice:${characterId}`) % CHARACTER_VOICES.length];
}

export function voiceFor(speaker: { id: string } | null): NarrationVoice {
  return speaker ? characterVoice(speaker.id) : NARRATOR_VOICE;
}
