import { STATUS_CODES } from 'node:http';

/** 404 → NOT_FOUND, 413 → PAYLOAD_TOO_LARGE: the code for HttpExceptions that carry none of their own. */
export function errorCodeForStatus(status: number): string {
  const reason = STATUS_CODES[status] ?? (status >= 500 ? 'Internal Error' : 'Error');
  return reason
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
}
