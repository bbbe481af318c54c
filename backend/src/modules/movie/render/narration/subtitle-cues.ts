/** One subtitle: when it shows (seconds from the clip's start) and what it says. */
export interface SubtitleCue {
  start: number;
  end: number;
  text: string;
}

/** Silence before the first line, so speech never starts on the clip's fade from black. */
export const LEAD_IN_SECONDS = 0.5;
/** Silence between lines: a breath, and a gap the viewer sees between cues. */
export const GAP_SECONDS = 0.5;
/** Silence after the last line before the clip may end (its fade to black). */
export const TAIL_SECONDS = 0.8;

/**
 * Cue times from the spoken lengths of the lines, in order: each cue shows exactly while its line is
 * spoken. Answers the cues and how long the speech lasts with its lead-in and tail.
 */
export function timeCues(lines: ReadonlyArray<{ text: string; seconds: number }>): { cues: SubtitleCue[]; seconds: number } {
  const cues: SubtitleCue[] = [];
  let at = LEAD_IN_SECONDS;
  for (const line of lines) {
    cues.push({ start: round(at), end: round(at + line.seconds), text: line.text });
    at += line.seconds + GAP_SECONDS;
  }
  const seconds = cues.length ? cues[cues.length - 1].end + TAIL_SECONDS : 0;
  return { cues, seconds: round(seconds) };
}

/** Cues of clips played one after another, each shifted by where its clip starts. */
export function joinCues(clips: ReadonlyArray<{ offset: number; cues: readonly SubtitleCue[] }>): SubtitleCue[] {
  return clips.flatMap((clip) => clip.cues.map((cue) => ({ start: round(cue.start + clip.offset), end: round(cue.end + clip.offset), text: cue.text })));
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
