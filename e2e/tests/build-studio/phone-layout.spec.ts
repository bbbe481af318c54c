import { BuildStudioPage } from '../../support/build-studio-page';
import { expect, test } from '../../support/landing-test';

/** On a phone (390×844) the studio's header is one row, and a toast stays clear of the bottom bar. */
test.describe('Build Studio on a phone', () => {
  test("the header takes one row and 'Project saved!' does not cover the bottom bar", async ({ page }) => {
    const studio = new BuildStudioPage(page);
    test.skip(!studio.phone, 'the phone layout');
    await studio.goto();
    const header = page.locator('.bs-header');
    const controls = [
      page.getByRole('link', { name: 'Home' }),
      page.getByTitle('Rename the project'),
      studio.headerButton('New'),
      studio.headerButton('Versions'),
      studio.headerButton('Download'),
      page.getByRole('radiogroup', { name: 'View' }),
      header.getByRole('button', { name: /^Terminal/ }),
    ];
    const boxes = await Promise.all(controls.map(async (control) => (await control.boundingBox())!));
    const middles = boxes.map((box) => box.y + box.height / 2);
    // One row: every control is centred on the same line, all on screen.
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);
    for (const box of boxes) expect(box.x + box.width).toBeLessThanOrEqual(390);

    await studio.save();
    const toast = page.getByText('Project saved!');
    const bar = (await studio.bottomBar.boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(shown.y + shown.height).toBeLessThanOrEqual(bar.y);
  });
});
