import { singleFileUploadInterceptor } from '../../../common/http/single-file-upload.interceptor';
import { GIT_BUNDLE_MAX_BYTES } from '../build-studio.constants';
import { BuildStudioException } from '../build-studio.errors';

export const GIT_BUNDLE_FIELD = 'bundle';

/** Reads the bundle of a git import into `request.file`, with Build Studio's 4xx answers. */
export const GitBundleUploadInterceptor = singleFileUploadInterceptor({
  field: GIT_BUNDLE_FIELD,
  maxBytes: GIT_BUNDLE_MAX_BYTES,
  holds: 'one git bundle',
  errors: { tooLarge: () => BuildStudioException.gitBundleTooLarge(), invalid: (reason) => BuildStudioException.invalidGitBundle(reason) },
});
