import { CLIP_AUDIO_CHANNELS, CLIP_AUDIO_RATE, CLIP_FPS, clipEncoderArgs } from './clip-format';

export interface ConformInput {
  file: string;
  hasAudio: boolean;
}

/**
 * Re-encodes clips made elsewhere (a provider's shots, a scene rendered at another size or by another
 * encoder) into one clip in the movie's format: each letterboxed to the frame, at the movie's frame
 * rate, joined in order, cut or held (last frame, silence) to exactly `seconds`. Their own sound is kept
 * when every input has some; otherwise `bed` (a WAV) plays under the whole clip.
 */
export function conformArgs(
  inputs: readonly ConformInput[],
  spec: { width: number; height: number; seconds: number },
  bed: string | null,
  output: string,
): string[] {
  const { width, height, seconds } = spec;
  const layout = CLIP_AUDIO_CHANNELS === 2 ? 'stereo' : 'mono';
  const chains = inputs.map(
    (_, index) =>
      `[${index}:v]scale=${width}:${height}:force_original_aspect_ratio=decrease,pad=${width}:${height}:(ow-iw)/2:(oh-ih)/2,` +
      `setsar=1,fps=${CLIP_FPS},format=yuv420p[v${index}]`,
  );
  chains.push(
    `${inputs.map((_, index) => `[v${index}]`).join('')}concat=n=${inputs.length}:v=1:a=0[joined]`,
    `[joined]tpad=stop_mode=clone:stop_duration=${seconds.toFixed(3)}[v]`,
  );
  const ownSound = inputs.every((input) => input.hasAudio);
  const useBed = !ownSound && !!bed;
  if (ownSound) {
    inputs.forEach((_, index) => chains.push(`[${index}:a]aresample=${CLIP_AUDIO_RATE},aformat=channel_layouts=${layout}[a${index}]`));
    chains.push(`${inputs.map((_, index) => `[a${index}]`).join('')}concat=n=${inputs.length}:v=0:a=1,apad[a]`);
  } else if (useBed) {
    chains.push(`[${inputs.length}:a]aresample=${CLIP_AUDIO_RATE},aformat=channel_layouts=${layout},apad[a]`);
  } else {
    chains.push(`anullsrc=r=${CLIP_AUDIO_RATE}:cl=${layout}[a]`);
  }
  return [
    '-hide_banner', '-loglevel', 'error', '-y',
    ...inputs.flatMap((input) => ['-i', input.file]),
    ...(useBed && bed ? ['-i', bed] : []),
    '-filter_complex', chains.join(';'),
    '-map', '[v]', '-map', '[a]',
    ...clipEncoderArgs(seconds),
    output,
  ];
}
