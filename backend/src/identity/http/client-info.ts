/** Who is calling, as far as the request tells: for throttling and for the Sessions list. */
export interface ClientInfo {
  /** From the socket, or X-Forwarded-For when a trusted proxy set it (TRUST_PROXY, see app.setup.ts). */
  ip: string;
  userAgent?: string;
  /** The browser's own random id (X-Client-Id), when it sends a well-formed one. */
  clientId?: string;
  /** The browser's visitor id (X-Session-Id, spec 000 §3's session id): its work moves to the account at sign-in. */
  visitorId?: string;
}
