import type { LyricLine, SongSectionType } from '../../music-engine';

export interface FormSection {
  type: SongSectionType;
  number: number;
  bars: number;
  lyricId: string | null;
}

/** Bars a section of each kind lasts before the form is fitted to the song's length. */
const SECTION_BARS: Readonly<Record<SongSectionType, number>> = {
  intro: 4,
  verse: 8,
  'pre-chorus': 4,
  chorus: 8,
  bridge: 8,
  hook: 4,
  outro: 4,
  instrumental: 8,
};

/** 0–1: drums and melody get busier as the song builds. */
export const SECTION_ENERGY: Readonly<Record<SongSectionType, number>> = {
  intro: 0.35,
  verse: 0.6,
  'pre-chorus': 0.72,
  chorus: 1,
  bridge: 0.5,
  hook: 0.9,
  outro: 0.4,
  instrumental: 0.8,
};

const INSTRUMENTAL_FORM: readonly SongSectionType[] = ['verse', 'chorus', 'verse', 'chorus', 'bridge', 'chorus'];

/** 4/4 bars in `minutes` at `tempo`, never fewer than 8. */
export function barsFor(minutes: number, tempo: number): number {
  return Math.max(8, Math.round((minutes * tempo) / 4));
}

/**
 * The song form: an intro, the lyric sections in their order, then (for longer songs) an instrumental
 * break, the chorus and the lyrics again until the song is long enough, and an outro; the bars add up to exactly `totalBars` (the length
 * the user chose, rounded to whole bars). When the lyrics are too long, sections are shortened from the
 * end rather than dropped at random.
 */
export function planSongForm(totalBars: number, lyrics: readonly LyricLine[]): FormSection[] {
  const body: Array<{ type: SongSectionType; lyricId: string | null }> = lyrics.length
    ? lyrics.filter((line) => line.type !== 'intro' && line.type !== 'outro').map((line) => ({ type: line.type, lyricId: line.id }))
    : INSTRUMENTAL_FORM.map((type) => ({ type, lyricId: null }));
  const intro = lyrics.find((line) => line.type === 'intro');
  const outro = lyrics.find((line) => line.type === 'outro');
  const form = [{ type: 'intro' as SongSectionType, lyricId: intro?.id ?? null }, ...body];
  const closing = { type: 'outro' as SongSectionType, lyricId: outro?.id ?? null };

  const lastChorus = [...body].reverse().find((part) => part.type === 'chorus' || part.type === 'hook');
  // Longer songs go round again: an instrumental break and the chorus, then the lyrics from the top.
  const again = [{ type: 'instrumental' as SongSectionType, lyricId: null }, ...(lastChorus ? [lastChorus] : []), ...body];
  let used = form.reduce((sum, part) => sum + SECTION_BARS[part.type], SECTION_BARS.outro);
  for (let turn = 0; turn < 256; turn += 1) {
    const next = again[turn % again.length];
    if (used + SECTION_BARS[next.type] > totalBars) break;
    form.push({ ...next });
    used += SECTION_BARS[next.type];
  }
  form.push(closing);

  const bars = form.map((part) => SECTION_BARS[part.type]);
  fitBars(bars, totalBars);
  const counts = new Map<SongSectionType, number>();
  return form
    .map((part, index) => {
      const number = (counts.get(part.type) ?? 0) + 1;
      counts.set(part.type, number);
      return { type: part.type, number, bars: bars[index], lyricId: part.lyricId };
    })
    .filter((section) => section.bars > 0);
}

/** Shortens sections from the end (to 2 bars, then to none) or lengthens the outro until the sum is `total`. */
function fitBars(bars: number[], total: number): void {
  let excess = bars.reduce((sum, value) => sum + value, 0) - total;
  if (excess < 0) {
    bars[bars.length - 1] -= excess;
    return;
  }
  for (const floor of [2, 0]) {
    for (let index = bars.length - 1; index >= 0 && excess > 0; index -= 1) {
      const cut = Math.min(excess, Math.max(0, bars[index] - floor));
      bars[index] -= cut;
      excess -= cut;
    }
  }
}
