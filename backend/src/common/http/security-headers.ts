import helmet from 'helmet';
import type { Middleware } from './fast-lane';
import { fixedHeaders } from './fixed-headers';

/** Helmet's options for every answer of the API. */
export const SECURITY_HEADER_OPTIONS: Parameters<typeof helmet>[0] = {
  // The default CSP already lets Swagger UI run (its scripts are same-origin files, styles may be inline);
  // upgrade-insecure-requests would break it on plain-HTTP deployments (LAN, compose without TLS).
  contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  // 'same-site' lets the frontend on another port of the same host embed media.
  crossOriginResourcePolicy: { policy: 'same-site' },
};

/** Helmet's headers for every answer, worked out once (none depends on the request). */
export function securityHeaders(): Middleware {
  return fixedHeaders(helmet(SECURITY_HEADER_OPTIONS) as Middleware);
}
