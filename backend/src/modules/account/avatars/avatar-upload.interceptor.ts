import { type SingleFileUpload, singleFileUploadInterceptor, uploadException } from '../../../common/http/single-file-upload.interceptor';
import { AccountException } from '../account.errors';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_FIELD = 'file';

const AVATAR_UPLOAD: SingleFileUpload = {
  field: AVATAR_FIELD,
  maxBytes: AVATAR_MAX_BYTES,
  errors: { tooLarge: () => AccountException.avatarTooLarge(), invalid: (reason) => AccountException.invalidUpload(reason) },
};

/** Reads the avatar of PUT /api/account/avatar into `request.file`, with the account's 4xx answers. */
export const AvatarUploadInterceptor = singleFileUploadInterceptor(AVATAR_UPLOAD);

export const toUploadException = (error: unknown) => uploadException(error, AVATAR_UPLOAD);
