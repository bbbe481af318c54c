/** Who is calling, as far as the request tells: for throttling and for the Sessions list. */
export interface ClientInfo {
  /** From the socket, or X-Forwarded-For when a trusted proxy set it (see `trust proxy` in app.setup.ts). */
  ip: string;
  userAgent?: string;
}
