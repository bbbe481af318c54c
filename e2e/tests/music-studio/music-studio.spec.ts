import { readFileSync } from 'node:fs';
import { createAccount, uniqueEmail, sessionWithPro } from '../../support/auth';
import { expect, test } from '../../support/landing-test';
import { MusicStudioPage } from '../../support/music-studio-page';
import { recordPageErrors } from '../../support/page-errors';
import { readStoredZip } from '../../support/zip';
import { scaled } from '../../support/time-factor';

/**
 * The studio's journey on desktop and phone: create → lyrics → beat → arrange (move a clip, mute a lane) →
 * play on the audio clock → save → export the stems, a download whose zip holds every lane's WAV stem and the mix as WAV and MP3.
 */
test.describe('Music Studio', () => {
  test('create, write, generate, arrange, play and export a song', async ({ page, request }) => {
    test.slow();
    const errors = recordPageErrors(page);
    await sessionWithPro(page, request, 'music');
    const studio = new MusicStudioPage(page);
    await studio.goto();

    // Create: the first tab; the other three appear once a project exists.
    await expect(studio.page.getByRole('tablist', { name: 'Music Studio steps' }).getByRole('tab')).toHaveText(['Create']);
    await studio.createProject({ genre: 'Electronic', length: '2 min' });
    await expect(studio.page.getByRole('tablist', { name: 'Music Studio steps' }).getByRole('tab')).toHaveText(['Create', 'Lyrics', 'Beats', 'Arrange']);

    await studio.generateLyrics('Neon lights over a midnight city');

    // Beats: a tempo that is not a number falls back to 120.
    const beats = await studio.openTab('Beats');
    const tempo = beats.getByLabel('Tempo (BPM)');
    await tempo.fill('fast');
    await tempo.blur();
    await expect(tempo).toHaveValue('120');
    await beats.getByRole('button', { name: 'Generate Beat' }).click();
    await expect(beats.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await expect(page.getByText('Beat generated! (offline engine)')).toBeVisible({ timeout: scaled(60_000) });
    const preview = beats.getByRole('region', { name: 'Beat preview' });
    await expect(preview.getByText('Guide vocal (espeak-ng)')).toBeVisible();
    await expect(preview.getByText('Composed by offline engine')).toBeVisible();

    // Arrange: move the drums' intro a bar later (8 px per beat at this zoom), mute the bass.
    await studio.openTab('Arrange');
    const intro = studio.clip('Intro', 'Drums');
    await expect(intro).toHaveAccessibleName(/bar 1, beat 1/);
    const perBeat = (await intro.boundingBox())!.width / 16;
    await studio.dragClip(intro, perBeat * 4);
    await expect(intro).toHaveAccessibleName(/bar 2, beat 1/);
    const muteBass = studio.button('Mute Bass');
    await muteBass.click();
    await expect(muteBass).toHaveAttribute('aria-pressed', 'true');

    // Play: the audio clock advances under the playhead, and the first sound is due within 100 ms.
    const play = studio.button('Play Arrangement');
    await expect(play).toBeEnabled({ timeout: scaled(30_000) });
    await play.click();
    await expect(studio.playhead).toHaveAttribute('data-state', 'playing');
    const first = await studio.audioClock();
    await expect.poll(() => studio.audioClock()).toBeGreaterThan(first + 0.2);
    await expect.poll(async () => Number(await studio.playhead.getAttribute('data-position'))).toBeGreaterThan(0.1);
    const latency = Number(await page.getByRole('toolbar', { name: 'Arrangement' }).getByLabel('Position').getAttribute('data-start-latency-ms'));
    expect(latency).toBeGreaterThan(0);
    await studio.button('Stop').click();
    await expect(studio.playhead).toHaveAttribute('data-state', 'stopped');

    await studio.button('Save').click();
    await expect(page.getByText('Project saved!')).toBeVisible();

    // Export Stems downloads the zip under the project's name in this tab (no tab opens); it holds every
    // lane's stem, the muted bass too, and the mix.
    const opened: unknown[] = [];
    page.context().on('page', (other) => opened.push(other));
    const title = (await page.locator('.music-toolbar__name').textContent())?.trim();
    const download = page.waitForEvent('download', { timeout: scaled(90_000) });
    await studio.button('Export Stems').click();
    await expect(page.getByText('Music exported!')).toBeVisible({ timeout: scaled(60_000) });
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${title} – stems.zip`);
    expect(opened).toEqual([]);
    const entries = readStoredZip(readFileSync((await file.path()) as string));
    expect([...entries.keys()].sort()).toEqual([
      'README.txt',
      'mix.mp3',
      'mix.wav',
      'stems/bass.wav',
      'stems/chords.wav',
      'stems/drums.wav',
      'stems/melody.wav',
      'stems/vocals.wav',
    ]);
    for (const [name, bytes] of entries) {
      if (name.endsWith('.wav')) expect(bytes.toString('ascii', 0, 4), name).toBe('RIFF');
    }
    expect(entries.get('mix.mp3')!.length).toBeGreaterThan(1_000_000);

    expect(errors).toEqual([]);
  });

  test('a visitor writes lyrics, is offered sign-in at the first beat, then the trial, and their song follows them', async ({ page, request }) => {
    test.slow();
    const errors = recordPageErrors(page);
    const account = await createAccount(request, { email: uniqueEmail('music-free') });
    const studio = new MusicStudioPage(page);
    await studio.goto();

    await studio.createProject({ mood: 'Melancholic' });
    await studio.generateLyrics('Rain on an empty harbour');
    const beats = await studio.openTab('Beats');
    await beats.getByRole('button', { name: 'Generate Beat' }).click();

    const signInOffer = page.getByRole('dialog', { name: 'Sign in to make beats' });
    await expect(signInOffer).toBeVisible();
    await signInOffer.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?next=%2Fmusic-studio/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL('**/music-studio');

    // The visitor's project is now the account's: still open, lyrics and all.
    const lyrics = await studio.openTab('Lyrics');
    await expect(lyrics.getByRole('textbox', { name: 'Verse 1 lyrics' })).not.toBeEmpty();
    const again = await studio.openTab('Beats');
    await again.getByRole('button', { name: 'Generate Beat' }).click();
    const trialOffer = page.getByRole('dialog', { name: 'Music Studio access comes with Pro' });
    await expect(trialOffer).toBeVisible();
    await expect(trialOffer.getByRole('button', { name: 'See plans' })).toBeVisible();
    await trialOffer.getByRole('button', { name: 'Start free 14-day trial' }).click();
    await expect(page.getByText('Beat generated! (offline engine)')).toBeVisible({ timeout: scaled(60_000) });
    await expect(again.getByRole('region', { name: 'Beat preview' })).toBeVisible();

    expect(errors).toEqual([]);
  });
});
