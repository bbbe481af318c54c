/** A tab opened at the click, filled with the export when the render is done. */
export interface ExportTab {
  go(url: string): void;
  close(): void;
}

/**
 * Browsers only let a click open a tab, and an export finishes seconds after its click: the tab opens at
 * once with a short note, and the file is loaded into it when ready (or, where the tab was blocked, a
 * new one is asked for then; the panel's Download link is there either way).
 */
export function openExportTab(): ExportTab {
  let tab: Window | null = null;
  try {
    tab = window.open('', '_blank');
    if (tab) {
      tab.document.title = 'Preparing your export…';
      tab.document.body.textContent = 'Preparing your export… It opens here when it is ready.';
      tab.document.body.style.cssText = 'font-family: system-ui, sans-serif; background: #0b0b12; color: #ededf5; padding: 32px;';
      // The export is a file of this site; the tab needs no hold on the studio.
      tab.opener = null;
    }
  } catch {
    tab = null;
  }
  return {
    go: (url) => {
      if (tab && !tab.closed) tab.location.href = url;
      else window.open(url, '_blank', 'noopener');
    },
    close: () => tab?.close(),
  };
}
