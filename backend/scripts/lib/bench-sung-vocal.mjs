// The sung guide vocal of a song, by stage, on this thread (one core): syllables fitted to the melody,
// espeak-ng speaking every distinct syllable (one WASM instance), their pitch marks, and the TD-PSOLA singing.
import { distModule } from './bench-server.mjs';

const { sungSyllablesOf, speakSyllables, singSyllables } = distModule('engines/local/music/guide-vocal.js');
const { analyseVoice } = distModule('engines/local/music/sung-syllable.js');
const { vocalCuesOf } = distModule('engines/local/music/music-renderer.js');

const ms = (value) => `${Math.round(value)} ms`;

export async function benchSungVocal(composition, lyricMap, frames) {
  let started = performance.now();
  const cues = vocalCuesOf(composition, lyricMap);
  const sung = sungSyllablesOf(cues);
  const plan = performance.now() - started;
  const texts = [...new Set(sung.map((syllable) => syllable.text))];
  started = performance.now();
  const { voices, sampleRate } = await speakSyllables(texts);
  const espeak = performance.now() - started;
  started = performance.now();
  for (const voice of voices.values()) analyseVoice(voice, sampleRate);
  const analysis = performance.now() - started;
  started = performance.now();
  singSyllables(sung, voices, sampleRate, frames);
  const singing = performance.now() - started;
  console.log(
    `  sung guide vocal by stage (this thread): ${sung.length} syllables (${texts.length} distinct) — plan ${ms(plan)}, ` +
      `espeak-ng ${ms(espeak)}, pitch marks ${ms(analysis)}, pitch marks + TD-PSOLA ${ms(singing)}; whole vocal ${ms(plan + espeak + singing)} for ${(frames / 44_100).toFixed(0)} s of song; goal: a few seconds`,
  );
}
