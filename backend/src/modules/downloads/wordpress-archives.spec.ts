import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { buildWordPressArchive, collectFiles } from './wordpress-archives';

/** Entry names from the central directory. */
function entryNames(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  let offset = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = zip.readUInt16LE(end + 10); index > 0; index -= 1) {
    const nameLength = zip.readUInt16LE(offset + 28);
    names.push(zip.subarray(offset + 46, offset + 46 + nameLength).toString('utf8'));
    offset += 46 + nameLength + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return names;
}

describe(buildWordPressArchive.name, () => {
  let sources: string;

  beforeAll(() => {
    sources = mkdtempSync(path.join(tmpdir(), 'wp-sources-'));
    mkdirSync(path.join(sources, 'plugin', 'includes'), { recursive: true });
    mkdirSync(path.join(sources, 'theme', 'templates'), { recursive: true });
    writeFileSync(path.join(sources, 'plugin', 'atelier.php'), '<?php // plugin');
    writeFileSync(path.join(sources, 'plugin', 'includes', 'api.php'), '<?php // api');
    writeFileSync(path.join(sources, 'plugin', '.DS_Store'), 'litter');
    writeFileSync(path.join(sources, 'theme', 'style.css'), '/* Theme Name: Atelier */');
    writeFileSync(path.join(sources, 'theme', 'templates', 'index.html'), '<!-- wp:post-content /-->');
  });

  afterAll(() => rmSync(sources, { recursive: true, force: true }));

  it('puts the plugin under atelier/ and leaves dot-files out', async () => {
    const names = entryNames(await buildWordPressArchive('plugin', sources));

    expect(names).toEqual(['atelier/', 'atelier/atelier.php', 'atelier/includes/', 'atelier/includes/api.php']);
  });

  it('puts the theme under atelier-theme/ with its copy of the plugin in inc/atelier-plugin/', async () => {
    const names = entryNames(await buildWordPressArchive('theme', sources));

    expect(names).toContain('atelier-theme/style.css');
    expect(names).toContain('atelier-theme/templates/index.html');
    expect(names).toContain('atelier-theme/inc/atelier-plugin/atelier.php');
    expect(names).toContain('atelier-theme/inc/atelier-plugin/includes/api.php');
  });

  it('builds the same bytes twice', async () => {
    const [first, second] = await Promise.all([
      buildWordPressArchive('theme', sources),
      buildWordPressArchive('theme', sources),
    ]);

    expect(second.equals(first)).toBe(true);
  });

  it('fails clearly when the sources are missing', async () => {
    await expect(collectFiles(path.join(sources, 'missing'), 'x')).rejects.toThrow(/ENOENT/);
  });
});
