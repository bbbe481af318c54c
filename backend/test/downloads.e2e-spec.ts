import { rmSync } from 'node:fs';
import type request from 'supertest';
import { AppProcess } from './support/app-process';
import { freePort } from './support/free-port';
import { unzip } from './support/read-zip';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';

const binary = (response: request.Response, callback: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => callback(null, Buffer.concat(chunks)));
};

const text = (files: Map<string, Buffer>, name: string) => {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the zip (has: ${[...files.keys()].join(', ')})`);
  return file.toString('utf8');
};

describe('GET /api/download/theme and /api/download/plugin (real PostgreSQL)', () => {
  const suite = useSuiteServer('downloads');

  const get = (path: string) => suite.http.get(path).buffer(true).parse(binary);

  it.each([
    ['theme', 'atelier-theme.zip'],
    ['plugin', 'atelier-plugin.zip'],
  ])('answers the %s as an attachment named %s with a strong ETag and its length', async (kind, filename) => {
    const response = await get(`/api/download/${kind}`).expect(200);
    const body = response.body as Buffer;

    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
    expect(response.headers['content-length']).toBe(String(body.length));
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(body.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  });

  it.each(['theme', 'plugin'])('answers the %s byte-identically every time, with the same ETag', async (kind) => {
    const first = await get(`/api/download/${kind}`).expect(200);
    const second = await get(`/api/download/${kind}`).expect(200);

    expect((second.body as Buffer).equals(first.body as Buffer)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it.each(['theme', 'plugin'])('answers 304 without a body when If-None-Match holds the %s ETag', async (kind) => {
    const { headers } = await get(`/api/download/${kind}`).expect(200);

    const response = await get(`/api/download/${kind}`).set('If-None-Match', headers.etag).expect(304);

    expect(response.headers.etag).toBe(headers.etag);
    expect(response.body).toEqual(Buffer.alloc(0));
    await get(`/api/download/${kind}`).set('If-None-Match', '"something-else"').expect(200);
  });

  it('ships the plugin as atelier/atelier.php, version 1.0.0 under GPL v2 or later, with its parts', async () => {
    const files = unzip((await get('/api/download/plugin').expect(200)).body as Buffer);
    const main = text(files, 'atelier/atelier.php');

    expect(main).toMatch(/^\s*\* Plugin Name:\s+Atelier$/m);
    expect(main).toMatch(/^\s*\* Version:\s+1\.0\.0$/m);
    expect(main).toMatch(/^\s*\* License:\s+GPL v2 or later$/m);
    expect(main).toMatch(/^\s*\* License URI:\s+https:\/\/www\.gnu\.org\/licenses\/gpl-2\.0\.html$/m);
    expect(main).toMatch(/^\s*\* Requires at least:\s+6\.0$/m);
    expect(files.has('atelier/readme.txt')).toBe(true);
    expect(files.has('atelier/assets/blocks.js')).toBe(true);
    expect([...files.keys()].every((name) => name.startsWith('atelier/'))).toBe(true);
    expect([...files.keys()].some((name) => name.includes('/test/'))).toBe(false);
  });

  it('ships the theme as atelier-theme/ with style.css, theme.json, templates and the bundled plugin', async () => {
    const theme = unzip((await get('/api/download/theme').expect(200)).body as Buffer);
    const plugin = unzip((await get('/api/download/plugin').expect(200)).body as Buffer);
    const style = text(theme, 'atelier-theme/style.css');

    expect(style).toMatch(/^Theme Name: Atelier$/m);
    expect(style).toMatch(/^Version: 1\.0\.0$/m);
    expect(style).toMatch(/^License: GPL v2 or later$/m);
    expect(style).toMatch(/^Requires at least: 6\.0$/m);
    expect(JSON.parse(text(theme, 'atelier-theme/theme.json')).version).toBe(2);
    for (const name of ['templates/index.html', 'templates/front-page.html', 'parts/header.html', 'parts/footer.html']) {
      expect(theme.has(`atelier-theme/${name}`)).toBe(true);
    }
    // The bundled copy is the standalone plugin, file for file.
    for (const [name, content] of plugin) {
      const bundled = name.replace(/^atelier\//, 'atelier-theme/inc/atelier-plugin/');
      expect(theme.get(bundled)?.equals(content)).toBe(true);
    }
  });

  it('describes each download with the byte length of the zip it serves, its version and file name', async () => {
    const response = await suite.http.get('/api/download').expect(200);

    expect(response.body.items.map((item: { kind: string }) => item.kind)).toEqual(['theme', 'plugin']);
    for (const item of response.body.items as Array<{ kind: string; filename: string; version: string; sizeBytes: number }>) {
      const zip = await get(`/api/download/${item.kind}`).expect(200);
      expect(item.sizeBytes).toBe((zip.body as Buffer).length);
      expect(item.filename).toBe(`atelier-${item.kind}.zip`);
      expect(item.version).toBe('1.0.0');
    }
  });

  it('answers an unknown download with 404 JSON', async () => {
    const response = await suite.http.get('/api/download/other').expect(404);

    expect(response.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
  });

  it('serves the same bytes from a built process that serves only downloads', async () => {
    const dataDir = makeTempDir('downloads-data');
    const app = new AppProcess({
      DATABASE_URL: suite.database.url,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      BACKEND_MODULES: 'downloads',
    });
    try {
      const base = await app.ready();
      const inProcess = (await get('/api/download/theme').expect(200)).body as Buffer;

      const response = await fetch(`${base}/download/theme`);

      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(inProcess)).toBe(true);
    } finally {
      await app.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
