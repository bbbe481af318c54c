import { sessionWithPro } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { MusicStudioPage } from '../../support/music-studio-page';
import { recordPageErrors } from '../../support/page-errors';
import { scaled } from '../../support/time-factor';

/**
 * The arrangement is the user's work: Undo/Redo (buttons and keys) step through every edit and survive a
 * reload, and a new beat keeps the arrangement, saying what it adjusted to fit the new stems.
 */
test.describe('Music Studio arrangement', () => {
  test('undo and redo every edit, after a reload too, and a new beat keeps the arrangement', async ({ page, request }, testInfo) => {
    // Two beats on a loaded machine.
    test.setTimeout(scaled(300_000));
    const errors = recordPageErrors(page);
    await sessionWithPro(page, request, 'music-arrange');
    const studio = new MusicStudioPage(page);
    await studio.goto();
    await studio.createProject({ length: '2 min' });

    const beats = await studio.openTab('Beats');
    await beats.getByRole('button', { name: 'Generate Beat' }).click();
    await expect(page.getByText('Beat generated! (offline engine)')).toBeVisible({ timeout: scaled(90_000) });

    // Arrange: the drums' intro a bar later (Shift+Right), the bass muted, the melody 10% quieter (two slider steps: one edit).
    const arrange = await studio.openTab('Arrange');
    const undo = arrange.getByRole('button', { name: 'Undo', exact: true });
    const redo = arrange.getByRole('button', { name: 'Redo', exact: true });
    await expect(undo).toBeDisabled();
    await expect(redo).toBeDisabled();
    const intro = studio.clip('Intro', 'Drums');
    await intro.focus();
    await page.keyboard.press('Shift+ArrowRight');
    await expect(intro).toHaveAccessibleName(/bar 2, beat 1/);
    const muteBass = studio.button('Mute Bass');
    await muteBass.click();
    await expect(muteBass).toHaveAttribute('aria-pressed', 'true');
    const melody = arrange.getByRole('slider', { name: 'Melody volume' });
    await melody.focus();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(melody).toHaveAttribute('aria-valuetext', '90%');
    await page.screenshot({ path: testInfo.outputPath('arrange.png') });
    if (testInfo.project.name === 'phone') {
      // One bottom bar (the shell's dock): projects open from the header, and the controls keep to one row.
      await expect(page.getByRole('tablist', { name: 'Music Studio panels' })).toHaveCount(0);
      await expect(studio.button('Projects')).toBeVisible();
      const bar = await page.getByRole('toolbar', { name: 'Arrangement' }).boundingBox();
      expect(bar!.height).toBeLessThan(60);
    }

    // Undo by button, then by key; redo by key, then by button.
    await undo.click();
    await expect(melody).toHaveAttribute('aria-valuetext', '100%');
    await page.keyboard.press('ControlOrMeta+z');
    await expect(muteBass).toHaveAttribute('aria-pressed', 'false');
    await expect(intro).toHaveAccessibleName(/bar 2, beat 1/);
    await page.keyboard.press('ControlOrMeta+Shift+z');
    await expect(muteBass).toHaveAttribute('aria-pressed', 'true');
    await redo.click();
    await expect(melody).toHaveAttribute('aria-valuetext', '90%');
    await expect(redo).toBeDisabled();
    await page.keyboard.press('ControlOrMeta+z');
    await page.keyboard.press('Control+y');
    await expect(melody).toHaveAttribute('aria-valuetext', '90%');
    await expect(redo).toBeDisabled();

    await studio.button('Save').click();
    await expect(page.getByText('Project saved!')).toBeVisible();

    // After a reload the history is still there: Undo goes back through the same steps.
    await page.reload();
    await studio.openTab('Arrange');
    await expect(undo).toBeEnabled();
    await undo.click();
    await expect(melody).toHaveAttribute('aria-valuetext', '100%');
    await undo.click();
    await expect(muteBass).toHaveAttribute('aria-pressed', 'false');
    await redo.click();
    await redo.click();
    await expect(muteBass).toHaveAttribute('aria-pressed', 'true');
    await expect(melody).toHaveAttribute('aria-valuetext', '90%');

    // A slower beat of the same two minutes has fewer beats: the arrangement stays, the clips past its end are fitted.
    const again = await studio.openTab('Beats');
    const tempo = again.getByLabel('Tempo (BPM)');
    await tempo.fill('90');
    await tempo.blur();
    await again.getByRole('button', { name: 'Generate Beat' }).click();
    await expect(page.getByText('Beat generated! (offline engine)').last()).toBeVisible({ timeout: scaled(90_000) });
    await studio.openTab('Arrange');
    const note = arrange.getByRole('status').filter({ hasText: 'Your arrangement was kept.' });
    await expect(note).toHaveText(/Your arrangement was kept\. \d+ clips were (shortened|removed)\b.* \d:\d\d beat\./);
    await expect(intro).toHaveAccessibleName(/bar 2, beat 1/);
    await expect(muteBass).toHaveAttribute('aria-pressed', 'true');
    await expect(melody).toHaveAttribute('aria-valuetext', '90%');

    expect(errors).toEqual([]);
  });
});
