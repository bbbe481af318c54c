/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenFrom(header: string | undefined): string | null {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header ?? '');
  return match ? match[1] : null;
}
