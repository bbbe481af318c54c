import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { type Download, expect, test } from '@playwright/test';

/** name → content, read from the central directory as WordPress's unzip does. */
function unzip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(end, 'end of central directory record').toBeGreaterThan(0);
  let offset = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    expect(zip.readUInt32LE(offset), 'central directory entry').toBe(0x02014b50);
    const method = zip.readUInt16LE(offset + 10);
    const size = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const local = zip.readUInt32LE(offset + 42);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const stored = zip.subarray(start, start + size);
    const name = zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8');
    files.set(name, method === 8 ? inflateRawSync(stored) : stored);
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return files;
}

async function savedZip(download: Download, testInfo: { outputPath(name: string): string }): Promise<Buffer> {
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const zip = await readFile(file);
  expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  return zip;
}

const DOWNLOADS = [
  { button: 'Download Theme', filename: 'atelier-theme.zip', mainFile: 'atelier-theme/style.css', header: /^Theme Name: Atelier$/m },
  { button: 'Download Plugin', filename: 'atelier-plugin.zip', mainFile: 'atelier/atelier.php', header: /^ \* Plugin Name:\s+Atelier$/m },
] as const;

test.describe('Downloads page', () => {
  for (const item of DOWNLOADS) {
    test(`${item.button} saves ${item.filename}, an installable zip`, async ({ page, request }, testInfo) => {
      await page.goto('/downloads');
      const started = page.waitForEvent('download');
      await page.getByRole('button', { name: item.button, exact: true }).click();
      const download = await started;

      expect(download.suggestedFilename()).toBe(item.filename);
      const zip = await savedZip(download, testInfo);
      const files = unzip(zip);
      const main = files.get(item.mainFile)?.toString('utf8') ?? '';
      expect(main).toMatch(item.header);
      expect(main).toMatch(/^\s*\*?\s*Version:\s+1\.0\.0$/m);
      expect(main).toMatch(/^\s*\*?\s*License:\s+GPL v2 or later$/m);
      if (item.filename === 'atelier-theme.zip') expect(files.has('atelier-theme/inc/atelier-plugin/atelier.php')).toBe(true);
      // What the page saved is exactly what the API serves.
      const served = await request.get(`/api/download/${item.filename === 'atelier-theme.zip' ? 'theme' : 'plugin'}`);
      expect(Buffer.from(await served.body()).equals(zip)).toBe(true);
      await expect(page.getByRole('alert').filter({ hasText: 'Download failed' })).toHaveCount(0);
    });
  }

  test('a failed download tells the user "Download failed"', async ({ page }) => {
    await page.route('**/api/download/plugin', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"code":"DOWNLOAD_UNAVAILABLE","message":"x"}' }),
    );
    await page.goto('/downloads');
    await page.getByRole('button', { name: 'Download Plugin', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Download failed' }).first()).toBeVisible();
  });
});

test('Demo: Download Theme (Free) downloads atelier-theme.zip by navigation', async ({ page }, testInfo) => {
  await page.goto('/demo');
  const started = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Theme (Free)' }).click();
  const download = await started;

  expect(download.suggestedFilename()).toBe('atelier-theme.zip');
  expect(unzip(await savedZip(download, testInfo)).has('atelier-theme/style.css')).toBe(true);
});
