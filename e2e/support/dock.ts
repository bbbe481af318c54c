import type { Page } from '@playwright/test';

/** A horizontal drag across the dock (pointer events, as a finger or a mouse produce them). */
export async function swipeDock(page: Page, dx: number): Promise<void> {
  const dock = page.getByRole('navigation', { name: 'Dock' });
  const box = await dock.boundingBox();
  if (!box) throw new Error('dock not visible');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2 - dx / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 4 });
  await page.mouse.move(x + dx, y, { steps: 4 });
  await page.mouse.up();
}
