import type { EnvReader } from './env.reader';

/**
 * How long a client may take to send its request. Answers are not limited: a chat stream, a job's
 * events or a download may last as long as they need once the request has arrived.
 */
export interface HttpTimeoutsConfig {
  /** From the request's first byte to the end of its headers. */
  headersSeconds: number;
  /** From the first byte to the end of the body, for everything but uploads. */
  requestSeconds: number;
  /** The same for multipart uploads (images, audio, avatars up to 10 MB), which may come over slow links. */
  uploadSeconds: number;
  /** How long an idle keep-alive connection stays open; above a proxy's own (nginx: 60 s), so it never reuses a closing one. */
  keepAliveSeconds: number;
}

export const HTTP_TIMEOUT_DEFAULTS: HttpTimeoutsConfig = {
  headersSeconds: 20,
  requestSeconds: 30,
  uploadSeconds: 120,
  keepAliveSeconds: 65,
};

export function readHttpTimeouts(read: EnvReader): HttpTimeoutsConfig {
  const range = { min: 1, max: 3600 };
  const timeouts: HttpTimeoutsConfig = {
    headersSeconds: read.integer('HTTP_HEADERS_TIMEOUT_SECONDS', HTTP_TIMEOUT_DEFAULTS.headersSeconds, range),
    requestSeconds: read.integer('HTTP_REQUEST_TIMEOUT_SECONDS', HTTP_TIMEOUT_DEFAULTS.requestSeconds, range),
    uploadSeconds: read.integer('HTTP_UPLOAD_TIMEOUT_SECONDS', HTTP_TIMEOUT_DEFAULTS.uploadSeconds, range),
    keepAliveSeconds: read.integer('HTTP_KEEP_ALIVE_TIMEOUT_SECONDS', HTTP_TIMEOUT_DEFAULTS.keepAliveSeconds, range),
  };
  if (timeouts.headersSeconds > timeouts.requestSeconds) {
    read.errors.push(
      `HTTP_HEADERS_TIMEOUT_SECONDS (${timeouts.headersSeconds}) must not exceed HTTP_REQUEST_TIMEOUT_SECONDS (${timeouts.requestSeconds})`,
    );
  }
  if (timeouts.requestSeconds > timeouts.uploadSeconds) {
    read.errors.push(
      `HTTP_REQUEST_TIMEOUT_SECONDS (${timeouts.requestSeconds}) must not exceed HTTP_UPLOAD_TIMEOUT_SECONDS (${timeouts.uploadSeconds})`,
    );
  }
  return timeouts;
}
