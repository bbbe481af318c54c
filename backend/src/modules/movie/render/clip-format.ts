import type { FfmpegInfo } from '../../../engines/local/find-ffmpeg';
import { type AspectRatio, DEFAULT_ASPECT_RATIO, frameOfRatio } from './aspect-ratio';

/** Every clip of a movie (scenes, title card, credits) is encoded alike, so an export joins them by copying streams. */
export const CLIP_FPS = 25;
export const CLIP_AUDIO_RATE = 48_000;
export const CLIP_AUDIO_CHANNELS = 2;
/** A keyframe every 10 s: storyboard frames barely change, and keyframes are most of a clip's bytes (2.6× at every 2 s). */
const KEYFRAME_INTERVAL = CLIP_FPS * 10;
/**
 * Every frame at one quantizer (the quality CRF 23 aims at), not CRF: rate control lowers a still frame's quantizer
 * as it repeats and spends bits and CPU refining what does not change. A 50 s storyboard scene at 1080p: 12.2 → 9.1 s
 * of CPU with Debian's ffmpeg, 15.8 → 10.4 s with the npm build, 4.1 → 1.9 MB, at 51 dB PSNR against a lossless
 * encode (CRF: 57 dB; both far past what the eye tells apart).
 */
const CLIP_QP = 23;

/** Tallest export per plan (site-plans exportMaxHeight, the frame's short side) → frame size in the movie's ratio. */
export function frameSize(height: number, ratio: AspectRatio = DEFAULT_ASPECT_RATIO): { width: number; height: number } {
  return frameOfRatio(height, ratio);
}

/** The encoder settings every clip is written with. */
export function clipEncoderArgs(seconds: number): string[] {
  return [
    // No `-tune stillimage`: it costs the npm build's x264 2.5× the CPU for a few per cent smaller files.
    '-c:v', 'libx264', '-preset', 'ultrafast', '-qp', String(CLIP_QP), '-pix_fmt', 'yuv420p', '-r', String(CLIP_FPS), '-g', String(KEYFRAME_INTERVAL),
    '-c:a', 'aac', '-b:a', '128k', '-ar', String(CLIP_AUDIO_RATE), '-ac', String(CLIP_AUDIO_CHANNELS),
    '-t', seconds.toFixed(3), '-movflags', '+faststart',
  ];
}

/**
 * Names everything that must match for two clips' streams to be joined by copying: codec settings, frame
 * size and rate, audio layout, and the encoder build (x264 versions may write different headers).
 */
export function clipFormat(ffmpeg: Pick<FfmpegInfo, 'source' | 'version'>, width: number, height: number): string {
  return `h264-ultrafast-qp${CLIP_QP}-yuv420p/${width}x${height}@${CLIP_FPS}/aac-${CLIP_AUDIO_RATE}-${CLIP_AUDIO_CHANNELS}/${ffmpeg.source}-${ffmpeg.version}`;
}
