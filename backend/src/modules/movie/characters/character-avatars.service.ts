import { Injectable } from '@nestjs/common';
import { assetUrl } from '../../../assets/asset-id';
import { AssetStore } from '../../../assets/asset-store.service';
import { type CheckedImage, ImageRejectedError, checkImage } from '../../../assets/images/image-intake';
import { normalizeImage } from '../../../assets/images/normalize-image';
import type { MovieAvatarDto } from '../dto/movie-responses.dto';
import type { MovieOwner } from '../movie-owner';
import { AVATAR_SIDE, MOVIE_PROJECT_KIND } from '../movie.constants';
import { MovieException } from '../movie.errors';
import { ProjectsService } from '../projects/projects.service';

/** The image intake's refusals in this area's words: 415 not an image, 413 too many pixels, 422 unreadable. */
function refusal(error: unknown): unknown {
  if (!(error instanceof ImageRejectedError)) return error;
  if (error.reason === 'not-an-image') return MovieException.unsupportedImage();
  if (error.reason === 'too-many-pixels') return MovieException.avatarTooManyPixels(error.maxMegapixels);
  return MovieException.avatarUnreadable();
}

/**
 * Character avatars: through the image intake (PNG, JPEG, GIF or WebP by their bytes, the pixel cap read
 * from the header) before the project is touched, then decoded for real and re-encoded — as account avatars
 * are — to a square PNG, which either ffmpeg build composites into scenes and which goes to providers as the
 * character's reference.
 */
@Injectable()
export class CharacterAvatars {
  constructor(
    private readonly projects: ProjectsService,
    private readonly assets: AssetStore,
  ) {}

  async upload(owner: MovieOwner, ref: string, file: Express.Multer.File | undefined): Promise<MovieAvatarDto> {
    if (!file) throw MovieException.avatarRequired();
    let checked: CheckedImage;
    try {
      checked = checkImage(file.buffer);
    } catch (error) {
      throw refusal(error);
    }
    const project = await this.projects.findOrCreate(owner, ref);
    const image = await normalizeImage(checked, { size: AVATAR_SIDE, format: 'png' }).catch((error: unknown) => {
      throw refusal(error);
    });
    const saved = await this.assets.save(image.data, {
      kind: 'image',
      contentType: image.contentType,
      ownerUserId: owner.userId,
      sessionId: owner.sessionId,
      projectId: project.id,
      projectKind: MOVIE_PROJECT_KIND,
      width: image.width,
      height: image.height,
    });
    return { avatar_filename: `${saved.id}.png`, avatar_url: assetUrl(saved.id) };
  }
}
