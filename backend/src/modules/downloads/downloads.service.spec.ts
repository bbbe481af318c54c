import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { DownloadsException } from './downloads.errors';
import { DownloadsService } from './downloads.service';

describe(DownloadsService.name, () => {
  let sources: string;

  beforeEach(() => {
    sources = mkdtempSync(path.join(tmpdir(), 'downloads-service-'));
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
  });

  afterEach(() => {
    rmSync(sources, { recursive: true, force: true });
    jest.restoreAllMocks();
  });

  const writeSources = () => {
    mkdirSync(path.join(sources, 'plugin'));
    mkdirSync(path.join(sources, 'theme'));
    writeFileSync(path.join(sources, 'plugin', 'atelier.php'), '<?php\n/**\n * Plugin Name: Atelier\n * Version:           1.2.3\n */');
    writeFileSync(path.join(sources, 'theme', 'style.css'), '/*\nTheme Name: Atelier\nVersion: 2.0.1\n*/');
  };

  it('builds each zip once and names it by its SHA-256 as a strong ETag', async () => {
    writeSources();
    const service = new DownloadsService(sources);

    const first = await service.get('plugin');
    writeFileSync(path.join(sources, 'plugin', 'atelier.php'), '<?php // changed after the first build');
    const second = await service.get('plugin');

    expect(second).toBe(first);
    expect(first.filename).toBe('atelier-plugin.zip');
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect((await service.get('theme')).filename).toBe('atelier-theme.zip');
  });

  it('describes each zip by file name, header version and the exact byte length it serves', async () => {
    writeSources();
    const service = new DownloadsService(sources);

    const items = await service.describe();

    expect(items).toEqual([
      { kind: 'theme', filename: 'atelier-theme.zip', version: '2.0.1', sizeBytes: (await service.get('theme')).body.length },
      { kind: 'plugin', filename: 'atelier-plugin.zip', version: '1.2.3', sizeBytes: (await service.get('plugin')).body.length },
    ]);
    expect(items[0].sizeBytes).toBeGreaterThan(0);
  });

  it('answers DOWNLOAD_UNAVAILABLE when a source has no Version header', async () => {
    writeSources();
    writeFileSync(path.join(sources, 'theme', 'style.css'), '/* Theme Name: Atelier */');
    const service = new DownloadsService(sources);

    await expect(service.describe()).rejects.toBeInstanceOf(DownloadsException);
  });

  it('answers DOWNLOAD_UNAVAILABLE without sources, and builds on a later request once they exist', async () => {
    const service = new DownloadsService(sources);

    const failure = await service.get('theme').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DownloadsException);
    expect((failure as DownloadsException).code).toBe('DOWNLOAD_UNAVAILABLE');
    expect((failure as DownloadsException).getStatus()).toBe(503);
    writeSources();
    await expect(service.get('theme')).resolves.toMatchObject({ filename: 'atelier-theme.zip' });
  });
});
