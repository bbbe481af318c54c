import { openImage } from '../../../assets/images/image-intake';
import { loadSharp } from '../../../common/lazy-sharp';

/**
 * The reference image a provider gets for a shot: the cast's avatars side by side, left to right in the
 * order the prompt names them, on a neutral ground at the video's size (the videos API wants the frame size).
 */
export async function characterSheet(avatars: readonly Buffer[], width: number, height: number): Promise<Buffer> {
  const gap = Math.round(width * 0.03);
  const side = Math.min(Math.round(height * 0.6), Math.floor((width - gap * (avatars.length + 1)) / Math.max(1, avatars.length)));
  const left = Math.round((width - (avatars.length * side + (avatars.length - 1) * gap)) / 2);
  const top = Math.round((height - side) / 2);
  const tiles = await Promise.all(avatars.map((avatar) => openImage(avatar).resize(side, side, { fit: 'cover' }).png().toBuffer()));
  return loadSharp()({ create: { width, height, channels: 3, background: '#808080' } })
    .composite(tiles.map((input, index) => ({ input, left: left + index * (side + gap), top })))
    .png()
    .toBuffer();
}
