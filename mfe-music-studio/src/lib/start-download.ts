/**
 * Starts a download of `url` as `fileName` without leaving the page or opening a tab: a click on an
 * `<a download>`. Across origins browsers drop the `download` name, so the server names the file too
 * (`Content-Disposition: attachment`, which also keeps the page where it is).
 */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}
