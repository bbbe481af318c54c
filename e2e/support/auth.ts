import type { Page } from '@playwright/test';

/** Signs in through the Login screen, as a person would. */
export async function signIn(page: Page, email = 'ada.lovelace@example.com', password = 'correct horse battery'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/chat');
}
