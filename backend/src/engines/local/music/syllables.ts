/**
 * A small English syllabifier for singing lyrics: one syllable per vowel group, with the silent endings
 * of written English (a final "e", "-ed" and "-es" that add no vowel) folded into the syllable before,
 * and the consonants between two vowel groups split so the next syllable gets the longest onset English
 * allows ("ap-ple", "hun-dred", "mor-ning", "sing-ing"). Good enough to put one syllable on each note.
 */

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);
/** Written consonant pairs that are one sound. */
const DIGRAPHS = new Set(['th', 'sh', 'ch', 'ph', 'wh', 'ck', 'ng', 'gh']);
/** Consonant sounds that close the syllable before rather than open the next ("sing-ing", "rock-et"). */
const CODA_UNITS = new Set(['ng', 'ck', 'x', 'gh']);
/** Clusters that may open an English syllable. */
const ONSETS = new Set([
  'bl', 'br', 'cl', 'cr', 'dr', 'fl', 'fr', 'gl', 'gr', 'pl', 'pr', 'sc', 'sk', 'sl', 'sm', 'sn', 'sp', 'st', 'sw', 'tr', 'tw',
  'wr', 'thr', 'shr', 'chr', 'phr', 'str', 'spr', 'scr', 'spl', 'squ', 'qu',
]);

function isVowelAt(word: string, index: number): boolean {
  const letter = word[index];
  if (letter === 'y') {
    // "yes", "beyond": a y before a vowel, or at the start, is a consonant; "sky", "rhythm", "bye": a vowel.
    const next = word[index + 1] ?? '';
    const beforeVowel = VOWELS.has(next) && !(next === 'e' && index + 2 === word.length);
    return index > 0 && !beforeVowel && !VOWELS.has(word[index - 1]);
  }
  // The u of "qu" is part of the consonant.
  if (letter === 'u' && word[index - 1] === 'q') return false;
  return VOWELS.has(letter);
}

/** [start, end) of each vowel group. */
function vowelGroups(word: string): Array<[number, number]> {
  const groups: Array<[number, number]> = [];
  for (let i = 0; i < word.length; i += 1) {
    if (!isVowelAt(word, i)) continue;
    const last = groups[groups.length - 1];
    if (last && last[1] === i) last[1] = i + 1;
    else groups.push([i, i + 1]);
  }
  return groups;
}

/** A final group that is written but not sounded: "love", "fire", "loved", "takes" (not "little", "wanted", "places"). */
function isSilentEnding(word: string, group: [number, number]): boolean {
  const [start, end] = group;
  const before = word[start - 1] ?? '';
  const tail = word.slice(start);
  if (end - start !== 1 || word[start] !== 'e') return false;
  if (tail === 'e') return !(before === 'l' && !VOWELS.has(word[start - 2] ?? 'a'));
  // "hundred", "sacred": after a consonant and r or l the ending is sounded.
  const clustered = (before === 'r' || before === 'l') && !VOWELS.has(word[start - 2] ?? 'a');
  if (tail === 'ed') return before !== 't' && before !== 'd' && !clustered;
  if (tail === 'es') return !['s', 'x', 'z', 'c', 'g', 'h'].includes(before);
  return false;
}

function consonantUnits(cluster: string): string[] {
  const units: string[] = [];
  for (let i = 0; i < cluster.length; ) {
    const pair = cluster.slice(i, i + 2);
    const size = DIGRAPHS.has(pair) ? 2 : 1;
    units.push(cluster.slice(i, i + size));
    i += size;
  }
  return units;
}

/** How many letters of the consonants between two vowel groups stay with the syllable before. */
function codaLength(cluster: string, beforeFinalE: boolean): number {
  const units = consonantUnits(cluster);
  if (units.length === 0) return 0;
  // "lit-tle", "ap-ple": a final consonant + "le" is a syllable of its own.
  if (beforeFinalE && units.length >= 2 && cluster.endsWith('l')) return cluster.length - 1 - units[units.length - 2].length;
  if (CODA_UNITS.has(units[0])) return units[0].length;
  if (units.length === 1) return 0;
  for (let take = units.length - 1; take >= 2; take -= 1) {
    const onset = units.slice(units.length - take).join('');
    if (ONSETS.has(onset)) return cluster.length - onset.length;
  }
  return cluster.length - units[units.length - 1].length;
}

/** The syllables of one word (letters only, lower case); a word with no vowel is one syllable. */
export function syllabify(word: string): string[] {
  const letters = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!letters) return [];
  const groups = vowelGroups(letters);
  if (groups.length > 1 && isSilentEnding(letters, groups[groups.length - 1])) groups.pop();
  if (groups.length <= 1) return [letters];
  const syllables: string[] = [];
  let start = 0;
  for (let index = 0; index < groups.length - 1; index += 1) {
    const clusterStart = groups[index][1];
    const cluster = letters.slice(clusterStart, groups[index + 1][0]);
    const beforeFinalE = index + 1 === groups.length - 1 && letters.slice(groups[index + 1][0]) === 'e';
    const cut = clusterStart + codaLength(cluster, beforeFinalE);
    syllables.push(letters.slice(start, cut));
    start = cut;
  }
  syllables.push(letters.slice(start));
  return syllables;
}

/** Each non-empty lyric line as its syllables, in order. */
export function lyricLineSyllables(lyrics: string): string[][] {
  return lyrics
    .split(/\r?\n/)
    .map((line) => line.split(/[\s\-–—]+/).flatMap(syllabify))
    .filter((line) => line.length > 0);
}
