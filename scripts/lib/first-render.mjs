// Measures the JS each app needs for its first render, gzipped, by loading it in headless Chromium
// from its production build: every JS response until the screen is rendered and the network is idle.
import { existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { REMOTES, ROOT } from './apps.mjs';
import { closeServer, serveStatic } from './static-server.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

async function jsBytesByOrigin(page, url) {
  const bytes = new Map();
  const pending = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      Promise.all([response.request().allHeaders(), response.body()]).then(([headers, body]) => {
        // A <link rel="prefetch"> (chunks fetched while the browser is idle, for a later view) is not first render.
        if ((headers['sec-purpose'] ?? headers.purpose ?? '').startsWith('prefetch')) return;
        const url = new URL(response.url());
        const entry = bytes.get(url.origin) ?? { raw: 0, gzip: 0, files: 0, list: [] };
        const gzip = gzipSync(body, { level: 9 }).length;
        entry.raw += body.length;
        entry.gzip += gzip;
        entry.files += 1;
        entry.list.push({ path: url.pathname, gzip, raw: body.length });
        bytes.set(url.origin, entry);
      }, () => undefined),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  return bytes;
}

/** @returns {Promise<{ app: string, gzip: number, raw: number, files: number, list?: { path: string, gzip: number, raw: number }[] }[] | null>} null without Chromium */
export async function measureFirstRender() {
  if (!existsSync(CHROMIUM)) return null;
  const { chromium } = await import('playwright-core');
  // Free ports the system picks: two measurements (two builds, a bench) may run at once on one machine.
  const servers = [];
  const remotesJson = {};
  for (const remote of REMOTES) {
    const server = await serveStatic({ root: join(ROOT, remote.folder, 'dist'), port: 0, cors: true });
    servers.push(server);
    remotesJson[remote.name] = `http://localhost:${server.address().port}/mf-manifest.json`;
  }
  // Only remotes the shipped remotes.json registers have screens; measure those.
  const shipped = JSON.parse((await import('node:fs')).readFileSync(join(ROOT, 'shell/dist/remotes.json'), 'utf8'));
  const registered = Object.fromEntries(Object.entries(remotesJson).filter(([name]) => name in shipped));
  const shell = await serveStatic({ root: join(ROOT, 'shell/dist'), port: 0, spa: true, overrides: { '/remotes.json': JSON.stringify(registered) } });
  servers.push(shell);
  const shellPort = shell.address().port;

  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    // The shell alone: a shell-owned page.
    const shellPage = await browser.newPage();
    const shellBytes = await jsBytesByOrigin(shellPage, `http://localhost:${shellPort}/pricing`);
    const own = shellBytes.get(`http://localhost:${shellPort}`) ?? { raw: 0, gzip: 0, files: 0 };
    results.push({ app: 'shell', ...own });
    await shellPage.close();

    // Each registered remote: what its first screen adds on top of the shell.
    const routes = { chat: '/', integrations: '/integrations', build_studio: '/build-studio', movie_studio: '/movie-studio', music_studio: '/music-studio', marketing: '/marketing-studio' };
    for (const remote of REMOTES) {
      const url = registered[remote.name];
      if (!url) {
        results.push({ app: remote.folder, raw: 0, gzip: 0, files: 0, note: 'exposes no screen yet' });
        continue;
      }
      const page = await browser.newPage();
      const bytes = await jsBytesByOrigin(page, `http://localhost:${shellPort}${routes[remote.name]}`);
      results.push({ app: remote.folder, ...(bytes.get(new URL(url).origin) ?? { raw: 0, gzip: 0, files: 0 }) });
      await page.close();
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map(closeServer));
  }
  return results;
}
