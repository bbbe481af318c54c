import type { SubtitleCue } from './subtitle-cues';

/** `01:02:03.456` (WebVTT) or `01:02:03,456` (SRT). */
export function subtitleTime(seconds: number, separator: '.' | ','): string {
  const millis = Math.max(0, Math.round(seconds * 1000));
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  const hours = Math.floor(millis / 3_600_000);
  const minutes = Math.floor(millis / 60_000) % 60;
  const secs = Math.floor(millis / 1000) % 60;
  return `${pad(hours, 2)}:${pad(minutes, 2)}:${pad(secs, 2)}${separator}${pad(millis % 1000, 3)}`;
}

/** A cue's text on one line, with nothing that would end the cue (a blank line) or read as a timing line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').replace(/-->/g, '→').trim();

/** WebVTT: text is markup there, so &, < and > are written as character references. */
export function toWebVtt(cues: readonly SubtitleCue[]): string {
  const escape = (text: string) => oneLine(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const blocks = cues.map((cue, index) => `${index + 1}\n${subtitleTime(cue.start, '.')} --> ${subtitleTime(cue.end, '.')}\n${escape(cue.text)}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}${blocks.length ? '\n' : ''}`;
}

/** SubRip: players read <b>/<i>/<font> tags in it, so angle brackets become look-alikes that are not tags. */
export function toSrt(cues: readonly SubtitleCue[]): string {
  const escape = (text: string) => oneLine(text).replace(/</g, '‹').replace(/>/g, '›');
  return cues.map((cue, index) => `${index + 1}\n${subtitleTime(cue.start, ',')} --> ${subtitleTime(cue.end, ',')}\n${escape(cue.text)}\n`).join('\n');
}

const TIMING = /(\d+):(\d{2}):(\d{2})[,.](\d{3})\s*-->\s*(\d+):(\d{2}):(\d{2})[,.](\d{3})/;

/** Reads SubRip (what ffmpeg writes from a clip's mov_text track) back into cues. */
export function parseSrt(srt: string): SubtitleCue[] {
  const cues: SubtitleCue[] = [];
  for (const block of srt.replace(/\r/g, '').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const timing = lines.findIndex((line) => TIMING.test(line));
    if (timing < 0) continue;
    const t = TIMING.exec(lines[timing]) as RegExpExecArray;
    const at = (h: string, m: string, s: string, ms: string) => Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
    const text = lines.slice(timing + 1).join(' ').trim();
    if (text) cues.push({ start: at(t[1], t[2], t[3], t[4]), end: at(t[5], t[6], t[7], t[8]), text });
  }
  return cues;
}
