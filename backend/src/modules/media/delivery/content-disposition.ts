/**
 * Content-Disposition for a stored file with a name (RFC 6266): `inline` plays in the tab, `attachment`
 * downloads; the quoted ASCII fallback for old clients, `filename*` (RFC 5987) for the real name.
 */
export function contentDisposition(name: string, attachment: boolean): string {
  const fallback = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_').trim() || 'download';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${attachment ? 'attachment' : 'inline'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
