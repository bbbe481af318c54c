import { CLIP_FPS, clipEncoderArgs } from '../clip-format';
import { type ClipLayout, TILE_RISE_SECONDS, type TextBlock, layoutScale } from './clip-layout';

/** Files the graphs read: the backdrop, one picture per tile, the soundtrack bed, one text file per text block. */
export interface ClipFiles {
  backdrop: string;
  tiles: string[];
  bed: string;
  texts: string[];
  /** Font file per text block (null: fontconfig's Sans). */
  fonts: Array<string | null>;
}

export interface ClipSpec {
  width: number;
  height: number;
  seconds: number;
}

/** Fades from and to black at both ends: scenes meet as dips to black (the npm 4.1 build has no xfade). */
const EDGE_FADE_SECONDS = 0.4;
const BAR_COLOUR = '0xFFD166';

/** Paths inside filter options: backslashes become slashes, and the filtergraph's special characters are escaped. */
export const escapeFilterValue = (value: string) => value.replace(/\\/g, '/').replace(/[:',[\];=]/g, (c) => `\\${c}`);

function drawtext(block: TextBlock, file: string, font: string | null, scale: number, animated: boolean): string {
  const options = [
    font ? `fontfile='${escapeFilterValue(font)}'` : 'font=Sans',
    `textfile='${escapeFilterValue(file)}'`,
    'expansion=none',
    `fontcolor=${block.color}`,
    `fontsize=${block.size}`,
    `x='${block.x}'`,
    `y='${animated ? block.y : (block.settledY ?? block.y)}'`,
    `borderw=${Math.max(1, Math.round(2 * scale))}`,
    'bordercolor=black@0.45',
  ];
  if (block.lineSpacing) options.push(`line_spacing=${block.lineSpacing}`);
  if (animated && block.alpha) options.push(`alpha='${block.alpha}'`);
  if (animated && block.enable) options.push(`enable='${block.enable}'`);
  return `drawtext=${options.join(':')}`;
}

/**
 * The composition's filters from `[first]` to `[out]`: backdrop, pictures, texts. Animated: pictures
 * slide up and texts fade in as the layout says; still: everything where it ends up.
 */
function compose(layout: ClipLayout, files: ClipFiles, scale: number, animated: boolean, out: string): string[] {
  const chains: string[] = [`[0:v][1:v]overlay=0:0:eof_action=repeat[c0]`];
  let last = 'c0';
  layout.tiles.forEach((tile, index) => {
    const at = tile.appearAt.toFixed(2);
    const rise = Math.round(40 * scale);
    const position = animated
      ? `x=${tile.x}:y='${tile.y}+${rise}*max(0,1-(t-${at})/${TILE_RISE_SECONDS})':enable='gte(t,${at})'`
      : `x=${tile.x}:y=${tile.y}`;
    chains.push(`[${last}][${2 + index}:v]overlay=${position}:eof_action=repeat[c${index + 1}]`);
    last = `c${index + 1}`;
  });
  const texts = layout.texts.map((block, index) => drawtext(block, files.texts[index], files.fonts[index], scale, animated));
  chains.push(`[${last}]${[...texts, 'format=yuv420p'].join(',')}[${out}]`);
  return chains;
}

function pictureInputs(spec: ClipSpec, files: ClipFiles, seconds: number): string[] {
  return [
    '-f', 'lavfi', '-i', `color=c=black:s=${spec.width}x${spec.height}:r=${CLIP_FPS}:d=${seconds.toFixed(3)}`,
    '-i', files.backdrop,
    ...files.tiles.flatMap((tile) => ['-i', tile]),
  ];
}

/** One frame of the settled composition, as a PNG: what the clip shows once its intro is over. */
export function stillArgs(layout: ClipLayout, spec: ClipSpec, files: ClipFiles, output: string): string[] {
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...pictureInputs(spec, files, 1 / CLIP_FPS),
    '-filter_complex', compose(layout, files, layoutScale(spec.width, spec.height), false, 'v').join(';'),
    '-map', '[v]', '-frames:v', '1', output,
  ];
}

/**
 * The ffmpeg arguments of one storyboard clip, with only filters both ffmpeg builds have (color, overlay,
 * drawtext, fade, loop, concat). Drawing text and pictures every frame is what costs, so only the intro
 * (until the layout settles) is composed frame by frame; the rest repeats `still` (made by stillArgs).
 * A bar runs along the bottom, and the clip fades from and to black.
 */
export function clipArgs(layout: ClipLayout, spec: ClipSpec, files: ClipFiles, still: string | null, output: string): string[] {
  const { seconds } = spec;
  const scale = layoutScale(spec.width, spec.height);
  const intro = still ? Math.min(seconds, layout.settlesAt) : seconds;
  const rest = seconds - intro;
  const inputs = pictureInputs(spec, files, intro);
  let next = 2 + files.tiles.length;
  const bedInput = next++;
  inputs.push('-i', files.bed);
  const chains = compose(layout, files, scale, true, 'intro');
  let video = 'intro';
  if (still && rest > 0) {
    const stillInput = next++;
    inputs.push('-i', still);
    const frames = Math.round(rest * CLIP_FPS);
    chains.push(
      `[${stillInput}:v]format=yuv420p,loop=loop=${frames - 1}:size=1:start=0,setpts=N/${CLIP_FPS}/TB[held]`,
      `[intro][held]concat=n=2:v=1:a=0[joined]`,
    );
    video = 'joined';
  }
  if (layout.progressBar) {
    const barInput = next;
    inputs.push('-f', 'lavfi', '-i', `color=c=${BAR_COLOUR}:s=${spec.width}x${Math.max(2, Math.round(4 * scale))}:r=${CLIP_FPS}:d=${seconds.toFixed(3)}`);
    chains.push(`[${video}][${barInput}:v]overlay=x='-W+W*t/${seconds.toFixed(3)}':y=H-h[barred]`);
    video = 'barred';
  }
  chains.push(
    `[${video}]fade=t=in:st=0:d=${EDGE_FADE_SECONDS},` +
      `fade=t=out:st=${Math.max(0, seconds - EDGE_FADE_SECONDS).toFixed(3)}:d=${EDGE_FADE_SECONDS},format=yuv420p[v]`,
  );
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs,
    '-filter_complex', chains.join(';'),
    '-map', '[v]', '-map', `${bedInput}:a`,
    ...clipEncoderArgs(seconds),
    output,
  ];
}
