import { wrapText } from '../../../../engines/shared/wrap-text';
import type { CharacterRole } from '../../movie.constants';
import type { FontFace } from './fonts';

/** One line (or block) of text drawn by ffmpeg's drawtext; x, y, alpha and enable are drawtext expressions. */
export interface TextBlock {
  content: string;
  face: FontFace;
  size: number;
  color: string;
  x: string;
  y: string;
  alpha?: string;
  enable?: string;
  lineSpacing?: number;
  /** Where it ends up, when `y` moves with time (the settled still frame uses it). */
  settledY?: string;
}

/** A character's round picture (or initials disc), sliding up into place at `appearAt` seconds. */
export interface TileBlock {
  castIndex: number;
  x: number;
  y: number;
  size: number;
  appearAt: number;
}

export interface ClipLayout {
  texts: TextBlock[];
  tiles: TileBlock[];
  /** A thin bar growing along the bottom edge: where in the scene the viewer is. */
  progressBar: boolean;
  /** Backdrop with a darker strip for the cast along the bottom. */
  castStrip: boolean;
  /**
   * Seconds after which nothing but the bar moves: the rest of the clip is one still frame, which costs
   * ffmpeg almost nothing per frame. Equal to the clip's length when something moves throughout.
   */
  settlesAt: number;
}

export interface LayoutCastMember {
  name: string;
  role: CharacterRole;
  hasAvatar: boolean;
}

export const ROLE_COLOURS: Readonly<Record<CharacterRole, string>> = {
  'Good Guy': '0x8CF5B4',
  'Bad Guy': '0xFF9A8A',
  Neutral: '0xD8DEE9',
};

/** Average advance of DejaVu glyphs as a share of the font size, for wrapping by character count. */
const SANS_BOLD_ADVANCE = 0.64;
const SANS_ADVANCE = 0.58;
/** At most this many cast members get a picture in a scene; the rest are named in a "+N more" line. */
export const MAX_TILES = 6;

/** Pictures slide up over this long after they appear. */
export const TILE_RISE_SECONDS = 0.5;

/**
 * Sizes scale with the frame's short side (720 → 1), so a 9:16 or 1:1 frame gets the same text size as a
 * 16:9 one of the same plan, and the extra height of a portrait frame holds more lines, not bigger ones.
 */
export const layoutScale = (width: number, height: number) => Math.min(width, height) / 720;

/** How many times the text room of a 16:9 frame a frame has: a portrait frame holds more lines above the cast. */
const portraitRoom = (width: number, height: number) => Math.max(1, height / Math.min(width, height));

/** The cast pictured in a row `room` wide: a narrow frame (9:16, 1:1) has room for fewer; a "+N more" line keeps its own room. */
function castRow<T>(cast: readonly T[], room: number, s: number): { shown: T[]; moreRoom: number } {
  const shown = cast.slice(0, Math.min(MAX_TILES, Math.floor(room / Math.round(120 * s))));
  return { shown, moreRoom: cast.length > shown.length ? Math.round(120 * s) : 0 };
}

const fadeIn = (from: number, seconds = 0.6) => `min(1,max(0,(t-${from.toFixed(2)})/${seconds}))`;
const centered = 'max(0,(w-text_w)/2)';

/**
 * A storyboard scene: its number, its text, and the characters in it along the bottom — each picture
 * (avatar, or an initials disc) with its name and role — so every clip shows who is in the shot.
 */
export function sceneLayout(input: {
  width: number;
  height: number;
  sceneNumber: number;
  prompt: string;
  cast: readonly LayoutCastMember[];
  engineLabel: string;
}): ClipLayout {
  const { width, height } = input;
  const s = layoutScale(width, height);
  const margin = Math.round(64 * s);
  const texts: TextBlock[] = [];
  texts.push({ content: `SCENE ${input.sceneNumber}`, face: 'sansBold', size: Math.round(24 * s), color: 'white@0.85', x: String(margin), y: String(Math.round(40 * s)) });
  const bodySize = Math.round(34 * s);
  const maxChars = Math.max(12, Math.floor((width - 2 * margin) / (bodySize * SANS_BOLD_ADVANCE)));
  const lines = wrapText(input.prompt, maxChars, Math.floor((input.cast.length ? 7 : 11) * portraitRoom(width, height)));
  texts.push({
    content: lines.join('\n'),
    face: 'sansBold',
    size: bodySize,
    color: 'white',
    x: String(margin),
    y: String(Math.round(96 * s)),
    alpha: fadeIn(0.2, 0.8),
    lineSpacing: Math.round(10 * s),
  });
  const tiles: TileBlock[] = [];
  const { shown, moreRoom } = castRow(input.cast, width - 2 * margin, s);
  if (shown.length) {
    const slot = Math.min(Math.round(200 * s), Math.floor((width - 2 * margin - moreRoom) / shown.length));
    const size = Math.min(Math.round(112 * s), slot - Math.round(12 * s)); // a full cast in 9:16 or 1:1: pictures fit their slots
    const top = height - Math.round(212 * s);
    shown.forEach((member, index) => {
      const centre = margin + slot * index + Math.round(slot / 2);
      const appearAt = 0.5 + index * 0.2;
      tiles.push({ castIndex: index, x: centre - Math.round(size / 2), y: top, size, appearAt });
      const nameSize = Math.round(22 * s);
      const name = wrapText(member.name, Math.max(4, Math.floor(slot / (nameSize * SANS_BOLD_ADVANCE))), 1)[0] ?? member.name;
      texts.push({ content: name, face: 'sansBold', size: nameSize, color: 'white', x: `${centre}-text_w/2`, y: String(top + size + Math.round(12 * s)), alpha: fadeIn(appearAt) });
      texts.push({ content: member.role, face: 'sans', size: Math.round(16 * s), color: ROLE_COLOURS[member.role], x: `${centre}-text_w/2`, y: String(top + size + Math.round(42 * s)), alpha: fadeIn(appearAt) });
      if (!member.hasAvatar) {
        // Rides up with its disc (see clip-graph's tile overlay).
        const rise = `${Math.round(40 * s)}*max(0,1-(t-${appearAt.toFixed(2)})/${TILE_RISE_SECONDS})`;
        texts.push({
          content: initialsOf(member.name),
          face: 'sansBold',
          size: Math.round(size * 0.4),
          color: 'white',
          x: `${centre}-text_w/2`,
          y: `${top + Math.round(size / 2)}-text_h/2+${rise}`,
          settledY: `${top + Math.round(size / 2)}-text_h/2`,
          enable: `gte(t,${appearAt.toFixed(2)})`,
        });
      }
    });
    if (input.cast.length > shown.length) {
      texts.push({ content: `+${input.cast.length - shown.length} more`, face: 'sans', size: Math.round(18 * s), color: 'white@0.8', x: String(width - margin - Math.round(120 * s)), y: String(top + Math.round(size / 2)) });
    }
  }
  texts.push({ content: input.engineLabel, face: 'sans', size: Math.round(14 * s), color: 'white@0.6', x: `w-text_w-${Math.round(24 * s)}`, y: String(Math.round(24 * s)) });
  const settlesAt = Math.max(1.0, ...tiles.map((tile) => tile.appearAt + Math.max(TILE_RISE_SECONDS, 0.6)));
  return { texts, tiles, progressBar: true, castStrip: shown.length > 0, settlesAt };
}

/** The title card: the title (serif, up to two lines) and the logline below it, each line centred. */
export function titleLayout(input: { width: number; height: number; title: string; logline: string }): ClipLayout {
  const s = layoutScale(input.width, input.height);
  const titleSize = Math.round(64 * s);
  const room = portraitRoom(input.width, input.height);
  const titleLines = wrapText(input.title || 'Untitled movie', Math.floor((input.width * 0.86) / (titleSize * SANS_BOLD_ADVANCE)), Math.floor(2 * room));
  const loglineSize = Math.round(26 * s);
  const loglineLines = input.logline ? wrapText(input.logline, Math.floor((input.width * 0.76) / (loglineSize * SANS_ADVANCE)), Math.floor(7 * room)) : [];
  const titleHeight = titleLines.length * Math.round(80 * s);
  const loglineHeight = loglineLines.length * Math.round(38 * s);
  let y = Math.round((input.height - titleHeight - (loglineLines.length ? Math.round(36 * s) + loglineHeight : 0)) / 2);
  const texts: TextBlock[] = [];
  for (const line of titleLines) {
    texts.push({ content: line, face: 'serifBold', size: titleSize, color: 'white', x: centered, y: String(y), alpha: fadeIn(0.3, 1) });
    y += Math.round(80 * s);
  }
  y += Math.round(36 * s);
  for (const line of loglineLines) {
    texts.push({ content: line, face: 'sans', size: loglineSize, color: 'white@0.9', x: centered, y: String(y), alpha: fadeIn(1.2, 1) });
    y += Math.round(38 * s);
  }
  return { texts, tiles: [], progressBar: false, castStrip: false, settlesAt: 2.2 };
}

/** End credits: "Starring", each character and role centred; a long cast scrolls up over the clip. */
export function creditsLayout(input: { width: number; height: number; seconds: number; cast: readonly LayoutCastMember[]; title: string }): ClipLayout {
  const s = layoutScale(input.width, input.height);
  const lineHeight = Math.round(34 * s);
  const rows: Array<Omit<TextBlock, 'x' | 'y'> & { offset: number }> = [];
  let offset = 0;
  const add = (content: string, face: TextBlock['face'], size: number, color: string, gap: number) => {
    rows.push({ content, face, size: Math.round(size * s), color, offset });
    offset += gap;
  };
  // Long titles and names wrap to the frame's width (a 9:16 frame is 720 px wide on Free).
  const fit = (text: string, size: number, lines: number) => wrapText(text, Math.max(8, Math.floor((input.width * 0.86) / (size * s * SANS_BOLD_ADVANCE))), lines);
  const titleLines = fit(input.title || 'Untitled movie', 36, 2);
  titleLines.forEach((line, index) => add(line, 'serifBold', 36, 'white', index === titleLines.length - 1 ? lineHeight * 2 : lineHeight * 1.3));
  if (input.cast.length) {
    add('Starring', 'sans', 20, 'white@0.75', lineHeight * 1.4);
    for (const member of input.cast) {
      for (const line of fit(member.name, 28, 2)) add(line, 'sansBold', 28, 'white', lineHeight);
      add(member.role, 'sans', 18, ROLE_COLOURS[member.role], lineHeight * 1.5);
    }
  }
  add('Made with Atelier Movie Studio', 'sans', 18, 'white@0.7', lineHeight);
  const total = offset;
  const room = input.height - Math.round(120 * s);
  // What fits stays still, centred; a longer list scrolls from below the frame to past its top.
  const scroll = total > room;
  const start = scroll ? input.height : Math.round((input.height - total) / 2);
  const speed = scroll ? (input.height + total) / input.seconds : 0;
  const texts = rows.map<TextBlock>(({ offset: rowOffset, ...row }) => ({
    ...row,
    x: centered,
    y: scroll ? `${Math.round(start + rowOffset)}-${speed.toFixed(3)}*t` : String(Math.round(start + rowOffset)),
    alpha: scroll ? undefined : fadeIn(0.2, 0.8),
  }));
  return { texts, tiles: [], progressBar: false, castStrip: false, settlesAt: scroll ? input.seconds : 1.0 };
}

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]].map((word) => [...word][0]) : [...(words[0] ?? '?')].slice(0, 1);
  return letters.join('').toLocaleUpperCase();
}
