import { Injectable } from '@nestjs/common';
import { assetUrl } from '../../../assets/asset-id';
import { AssetStore } from '../../../assets/asset-store.service';
import { detectImageType } from '../../../assets/image-type';
import { ImageRejectedError, normalizeImage } from '../../../assets/images/normalize-image';
import type { MovieAvatarDto } from '../dto/movie-responses.dto';
import type { MovieOwner } from '../movie-owner';
import { AVATAR_SIDE, MOVIE_PROJECT_KIND } from '../movie.constants';
import { MovieException } from '../movie.errors';
import { ProjectsService } from '../projects/projects.service';

/**
 * Character avatars: accepted by their bytes (PNG, JPEG, GIF, WebP), decoded for real with a pixel cap
 * and re-encoded — as account avatars are — to a square PNG, which either ffmpeg build composites into
 * scenes and which goes to providers as the character's reference.
 */
@Injectable()
export class CharacterAvatars {
  constructor(
    private readonly projects: ProjectsService,
    private readonly assets: AssetStore,
  ) {}

  async upload(owner: MovieOwner, ref: string, file: Express.Multer.File | undefined): Promise<MovieAvatarDto> {
    if (!file) throw MovieException.avatarRequired();
    if (!detectImageType(file.buffer)) throw MovieException.unsupportedImage();
    const project = await this.projects.findOrCreate(owner, ref);
    let image;
    try {
      image = await normalizeImage(file.buffer, { size: AVATAR_SIDE, format: 'png' });
    } catch (error) {
      if (error instanceof ImageRejectedError && error.reason === 'too-many-pixels') throw MovieException.avatarTooManyPixels(error.maxMegapixels);
      throw MovieException.avatarUnreadable();
    }
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
