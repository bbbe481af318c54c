import { singleFileUploadInterceptor } from '../../../common/http/single-file-upload.interceptor';
import { MovieException } from '../movie.errors';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/** Reads a character's avatar into `request.file`, with the movie studio's 4xx answers. */
export const MovieAvatarUploadInterceptor = singleFileUploadInterceptor({
  field: 'file',
  maxBytes: AVATAR_MAX_BYTES,
  errors: { tooLarge: () => MovieException.avatarTooLarge(AVATAR_MAX_BYTES / 1024 / 1024), invalid: (reason) => MovieException.invalidUpload(reason) },
});
