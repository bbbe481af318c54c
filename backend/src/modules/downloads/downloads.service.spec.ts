import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Logger } from '@nestjs/common';
import { DownloadsErrorCode, DownloadsException } from './downloads.errors';
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
    writeFileSync(path.join(sources, 'plugin', 'atelier.php'), '<?php');
    writeFileSync(path.join(sources, 'theme', 'style.css'), '/* Theme Name: Atelier */');
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

  it('answers DOWNLOAD_UNAVAILABLE without sources, and builds on a later request once they exist', async () => {
    const service = new DownloadsService(sources);

    const failure = await service.get('theme').catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(DownloadsException);
    expect((failure as DownloadsException).code).toBe(DownloadsErrorCode.DOWNLOAD_UNAVAILABLE);
    expect((failure as DownloadsException).getStatus()).toBe(503);
    writeSources();
    await expect(service.get('theme')).resolves.toMatchObject({ filename: 'atelier-theme.zip' });
  });
});
