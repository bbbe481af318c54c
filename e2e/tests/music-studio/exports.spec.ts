import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { sessionWithPro } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { MusicStudioPage } from '../../support/music-studio-page';
import { recordPageErrors } from '../../support/page-errors';
import { scaled } from '../../support/time-factor';

/**
 * Exports download in the studio's own tab, named after the project ("<title> – mix.mp3", "<title> –
 * parts.mid"), and no tab opens.
 */
test.describe('Music Studio exports', () => {
  test('Export Final Mix and Export MIDI download files named after the project, without a new tab', async ({ page, request }) => {
    // Two renders on a machine that may be busy: the steps wait for events; this only bounds a hang.
    test.setTimeout(scaled(600_000));
    const errors = recordPageErrors(page);
    const opened: Page[] = [];
    page.context().on('page', (other) => opened.push(other));
    await sessionWithPro(page, request, 'music-exports');
    const studio = new MusicStudioPage(page);
    await studio.goto();
    await studio.createProject({ length: '2 min' });
    await studio.generateLyrics('Headlights on an empty highway');
    const beats = await studio.openTab('Beats');
    await beats.getByRole('button', { name: 'Generate Beat' }).click();
    await expect(page.getByText('Beat generated! (offline engine)')).toBeVisible({ timeout: scaled(60_000) });
    await studio.openTab('Arrange');
    const title = (await page.locator('.music-toolbar__name').textContent())?.trim() ?? '';
    expect(title).not.toBe('');

    const mix = page.waitForEvent('download', { timeout: scaled(90_000) });
    await studio.button('Export Final Mix').click();
    await expect(page.getByText('Music exported!')).toBeVisible({ timeout: scaled(90_000) });
    const mp3 = await mix;
    expect(mp3.suggestedFilename()).toBe(`${title} – mix.mp3`);
    const mp3Bytes = readFileSync((await mp3.path()) as string);
    expect(mp3Bytes.length).toBeGreaterThan(500_000);
    await expect(page.getByRole('link', { name: /^Download/ })).toHaveAttribute('download', `${title} – mix.mp3`);

    const parts = page.waitForEvent('download', { timeout: scaled(60_000) });
    await studio.button('Export MIDI').click();
    const midi = await parts;
    expect(midi.suggestedFilename()).toBe(`${title} – parts.mid`);
    const midiBytes = readFileSync((await midi.path()) as string);
    expect(midiBytes.toString('ascii', 0, 4)).toBe('MThd');
    // Format 1, a tempo track and four parts.
    expect([midiBytes.readUInt16BE(8), midiBytes.readUInt16BE(10)]).toEqual([1, 5]);

    await expect(page).toHaveURL(/\/music-studio/);
    expect(opened).toEqual([]);
    expect(errors).toEqual([]);
  });
});
