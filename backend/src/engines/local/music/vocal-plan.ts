/** A melody note in frames of the song (44.1 kHz). */
export interface MelodyNote {
  startFrame: number;
  frames: number;
  midi: number;
}

/** One syllable and the note(s) it is sung on: several for a melisma, a share of one when syllables merge. */
export interface SungSyllable {
  text: string;
  notes: MelodyNote[];
}

/**
 * Syllables on notes, one each, in order. When notes outnumber syllables the last syllable holds the rest
 * (a melisma); when syllables outnumber notes, notes are shared: each note is divided evenly between the
 * syllables that fall on it, at the note's pitch, so every word is still sung and the line keeps its rhythm.
 */
export function fitSyllablesToNotes(syllables: readonly string[], notes: readonly MelodyNote[]): SungSyllable[] {
  if (!syllables.length || !notes.length) return [];
  if (notes.length >= syllables.length) {
    return syllables.map((text, index) => ({
      text,
      notes: index === syllables.length - 1 ? notes.slice(index) : [notes[index]],
    }));
  }
  const sung: SungSyllable[] = [];
  notes.forEach((note, index) => {
    const from = Math.floor((index * syllables.length) / notes.length);
    const to = Math.floor(((index + 1) * syllables.length) / notes.length);
    const share = note.frames / (to - from);
    for (let at = from; at < to; at += 1) {
      const startFrame = note.startFrame + Math.round((at - from) * share);
      const endFrame = note.startFrame + Math.round((at - from + 1) * share);
      sung.push({ text: syllables[at], notes: [{ startFrame, frames: endFrame - startFrame, midi: note.midi }] });
    }
  });
  return sung;
}

/**
 * A section's lyric lines on its melody phrases (the melody moves in two-bar phrases): with no more lines
 * than phrases each line gets an even run of phrases; with more, each phrase gets an even run of lines.
 * Phrases without notes are left out first, so no line is given a silent phrase.
 */
export function fitLinesToPhrases(lines: readonly string[][], phrases: readonly MelodyNote[][]): SungSyllable[] {
  const sounding = phrases.filter((phrase) => phrase.length > 0);
  if (!lines.length || !sounding.length) return [];
  const groups = Math.min(lines.length, sounding.length);
  const sung: SungSyllable[] = [];
  for (let group = 0; group < groups; group += 1) {
    const linesFrom = Math.floor((group * lines.length) / groups);
    const linesTo = Math.floor(((group + 1) * lines.length) / groups);
    const phrasesFrom = Math.floor((group * sounding.length) / groups);
    const phrasesTo = Math.floor(((group + 1) * sounding.length) / groups);
    sung.push(...fitSyllablesToNotes(lines.slice(linesFrom, linesTo).flat(), sounding.slice(phrasesFrom, phrasesTo).flat()));
  }
  return sung;
}
