import type { Page } from '@playwright/test';

/**
 * Records and accepts every alert/confirm the page opens. A click that opens an alert only returns
 * once the alert is closed, so the listener must answer it, not the test after the click.
 */
export function collectAlerts(page: Page): { type: string; message: string }[] {
  const seen: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  return seen;
}
