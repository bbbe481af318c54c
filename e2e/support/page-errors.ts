import type { Page } from '@playwright/test';

/** Errors the page logs or throws from now on: a journey must end without any. */
export function recordPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
