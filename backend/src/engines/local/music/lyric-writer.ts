import type { LyricSectionType, LyricsRequest, MusicMood, WrittenSection } from '../../music-engine';
import { hashText, pick, seededRandom } from '../../shared/seeded-random';

const STOP_WORDS = new Set(
  ('a an and are about as at be been but by can could for from get give got had has have her his how i im into is it its ' +
    'just let like make me more my not of on or our out over please should so some song songs that the their them then there ' +
    'these they this those through to up us very was we were what when where which while who will with would write you your ' +
    'lyrics lyric track music about feel feeling want need sing').split(' '),
);

/** Line endings that rhyme with each other, so every opening can close with any of a family. */
const ENDINGS: readonly (readonly string[])[] = [
  ['into the night', 'chasing the light', 'holding on tight', 'burning so bright'],
  ['up in the sky', 'you and I', 'learning to fly', 'never goodbye'],
  ['out in the rain', 'down memory lane', 'again and again', 'one more train'],
  ['deep in my heart', 'right from the start', 'never apart', 'a brand new start'],
  ['all of the way', 'here we will stay', 'come what may', 'a brand new day'],
  ['letting it go', 'feeling the glow', 'loud on the radio', 'moving slow'],
  ['set it on fire', 'higher and higher', 'one desire', 'a live wire'],
  ['taking me home', 'never alone', 'out on our own', 'into the unknown'],
];

const IMAGES: Readonly<Record<MusicMood, readonly string[]>> = {
  upbeat: ['sunlight', 'open windows', 'golden hours', 'summer air', 'city lights'],
  energetic: ['thunder', 'neon signs', 'racing hearts', 'the bassline', 'the crowd'],
  romantic: ['candlelight', 'your hand in mine', 'slow dances', 'soft whispers', 'the moon'],
  melancholic: ['empty rooms', 'old photographs', 'grey mornings', 'fading echoes', 'the last train'],
  chill: ['lazy Sundays', 'ocean breeze', 'warm vinyl', 'slow clouds', 'late coffee'],
  dark: ['shadows', 'broken glass', 'cold smoke', 'midnight', 'the undertow'],
};

/** Openings that read well before a bare noun phrase: `{k}` a phrase of the prompt, `{i}` an image of the mood. */
const OPENINGS: Readonly<Record<'verse' | 'chorus' | 'bridge' | 'frame', readonly string[]>> = {
  verse: [
    'Thinking about {k}',
    'We were chasing {k}',
    'Out past {i}',
    'Every step with {k}',
    'Caught between {i} and {k}',
    'Dreaming of {k}',
    'Counting {i}',
    'Holding on to {k}',
  ],
  chorus: ['Oh, {k}', 'Say it loud, {k}', 'All I want is {k}', '{K}, {k}', 'Us and {i}'],
  bridge: ['And if {i} fall away', 'Maybe {k} was always', 'Slow it down with {k}'],
  frame: ['Here comes {k}', 'One more time for {k}', 'Let {i} fade'],
};
/** The song forms: a single keeps to verses and choruses, an album track gets an intro, pre-choruses and an outro. */
const FORMS: Readonly<Record<'single' | 'album', readonly LyricSectionType[]>> = {
  single: ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus'],
  album: ['intro', 'verse', 'pre-chorus', 'chorus', 'verse', 'pre-chorus', 'chorus', 'bridge', 'chorus', 'outro'],
};

const LINES_PER_SECTION: Readonly<Record<LyricSectionType, number>> = {
  intro: 2,
  verse: 4,
  'pre-chorus': 2,
  chorus: 4,
  bridge: 2,
  hook: 4,
  outro: 2,
};

/**
 * The phrases that make the prompt this prompt: runs of words that are not stop words ("summer road trip",
 * "best friend"), in order, at most five.
 */
export function keywordsOf(prompt: string): string[] {
  const words = prompt.match(/[\p{L}][\p{L}'-]*|[^\p{L}\s]+/gu) ?? [];
  const phrases: string[] = [];
  let run: string[] = [];
  const close = () => {
    const phrase = run.join(' ');
    if (phrase && !phrases.some((known) => known.toLowerCase() === phrase.toLowerCase())) phrases.push(phrase);
    run = [];
  };
  words.forEach((word, index) => {
    const clean = word.replace(/^'+|'+$/g, '');
    const lower = clean.toLowerCase();
    // Names keep their capitals; other words (and the prompt's first) are lower case.
    const shown = index > 0 && /^\p{Lu}\p{Ll}/u.test(clean) ? clean : lower;
    if (/^\p{L}/u.test(clean) && clean.length >= 3 && !STOP_WORDS.has(lower) && run.length < 3) run.push(shown);
    else close();
  });
  close();
  return phrases.length ? phrases.slice(0, 5) : ['tonight'];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function fill(opening: string, keyword: string, image: string, ending: string): string {
  const start = opening.replace(/\{K\}/g, capitalise(keyword)).replace(/\{k\}/g, keyword).replace(/\{i\}/g, image);
  return `${capitalise(start)}, ${ending}`;
}

function writeSection(type: LyricSectionType, keywords: string[], mood: MusicMood, random: () => number): string {
  const bank = type === 'verse' ? OPENINGS.verse : type === 'chorus' || type === 'hook' || type === 'pre-chorus' ? OPENINGS.chorus : type === 'bridge' ? OPENINGS.bridge : OPENINGS.frame;
  const lines: string[] = [];
  const count = LINES_PER_SECTION[type];
  while (lines.length < count) {
    // Lines rhyme in couplets: two endings of one family.
    const family = [...pick(random, ENDINGS)];
    for (let line = 0; line < 2 && lines.length < count; line += 1) {
      const ending = family.splice(Math.floor(random() * family.length), 1)[0];
      lines.push(fill(pick(random, bank), pick(random, keywords), pick(random, IMAGES[mood]), ending));
    }
  }
  return lines.join('\n');
}

/**
 * Offline lyrics: the prompt's own words set into rhyming couplets, with imagery of the mood, in a verse /
 * chorus form (hooks for hip-hop). The same prompt always gives the same song; the chorus repeats as
 * choruses do.
 */
export function writeLyricsOffline(request: LyricsRequest): { title: string; sections: WrittenSection[] } {
  const random = seededRandom(hashText(`${request.prompt}|${request.genre}|${request.mood}|${request.projectType}`));
  const keywords = keywordsOf(request.prompt);
  const chorusType: LyricSectionType = request.genre === 'hip-hop' ? 'hook' : 'chorus';
  const written = new Map<LyricSectionType, string>();
  const sections = FORMS[request.projectType].map((form) => {
    const type = form === 'chorus' ? chorusType : form;
    const repeats = type === chorusType || type === 'pre-chorus';
    const content = (repeats && written.get(type)) || writeSection(type, keywords, request.mood, random);
    written.set(type, content);
    return { type, content };
  });
  const title = keywords[0].split(' ').map(capitalise).join(' ');
  return { title, sections };
}
