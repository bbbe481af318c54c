import type { Payload } from './payloads';

export const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: string | Buffer;
  /** Replaces the whole Content-Disposition line, for malformed ones. */
  rawDisposition?: Buffer;
}

/** A multipart/form-data body; `end: false` leaves out the closing boundary (a truncated upload). */
export function multipartPayload(parts: readonly Part[], options: { end?: boolean; boundary?: string } = {}): Payload {
  const boundary = options.boundary ?? BOUNDARY;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    chunks.push(part.rawDisposition ?? Buffer.from(disposition(part)));
    chunks.push(Buffer.from(`\r\n${part.contentType ? `Content-Type: ${part.contentType}\r\n` : ''}\r\n`));
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  if (options.end !== false) chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Buffer.concat(chunks),
  };
}

function disposition(part: Part): string {
  const filename = part.filename === undefined ? '' : `; filename="${part.filename}"`;
  return `Content-Disposition: form-data; name="${part.name}"${filename}`;
}
