import type { Locator, Page } from '@playwright/test';

/**
 * Records (and dismisses) every native alert/confirm/prompt the page opens. No screen uses them any
 * more (they are the styled dialogs of @atelier/ui), so a test expects this list to stay empty.
 */
export function recordNativeDialogs(page: Page): { type: string; message: string }[] {
  const seen: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    seen.push({ type: dialog.type(), message: dialog.message() });
    void dialog.dismiss();
  });
  return seen;
}

/** A styled alert or confirm (role=alertdialog), by its title. Its message is its accessible description. */
export function alertDialog(page: Page, title: string): Locator {
  return page.getByRole('alertdialog', { name: title, exact: true });
}

/** A styled prompt (role=dialog), by its title. Its question is the label of its field. */
export function promptDialog(page: Page, title: string): Locator {
  return page.getByRole('dialog', { name: title, exact: true });
}
