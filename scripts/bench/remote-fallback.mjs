#!/usr/bin/env node
// `npm run bench:remotes`: how fast a remote route shows up, and how fast its fallback shows when
// the remote is refused or hung (ARCHITECTURE.md §2 and §4: ≤ 500 ms visible, ≤ 0.5 s refused, ≤ 5 s hung).
// Each run is a fresh page: the remote is fetched as on a first visit of this session. Times are taken
// from the click on Home (client-side navigation) and, for a page load of /, from navigation start.
import net from 'node:net';
import { join } from 'node:path';
import { ROOT } from '../lib/apps.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/first-render.mjs';
import { closeServer, serveStatic } from '../lib/static-server.mjs';

/* global window, document, MutationObserver -- the page.evaluate and addInitScript callbacks run in the browser */

const RUNS = Number(process.env.RUNS ?? 7);
/** Another build of the shell to compare against (e.g. a copy of shell/dist from before a change). */
const SHELL_DIST = process.env.SHELL_DIST ?? join(ROOT, 'shell/dist');
const SHELL_PORT = 45200;
const REMOTE_PORT = 45201;
const { chromium } = await import('playwright-core');

const percentile = (values, p) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];

async function shell() {
  return serveStatic({
    root: SHELL_DIST,
    port: SHELL_PORT,
    spa: true,
    overrides: { '/remotes.json': JSON.stringify({ chat: `http://localhost:${REMOTE_PORT}/mf-manifest.json` }) },
  });
}

/**
 * ms from the click on Home (client-side navigation) until `text` is on screen, measured inside the
 * page (click event → MutationObserver) so the automation's own polling is not counted.
 */
async function timeNavigation(browser, text) {
  const page = await browser.newPage();
  await page.goto(`http://localhost:${SHELL_PORT}/pricing`, { waitUntil: 'networkidle' });
  await page.evaluate((expected) => {
    const state = { start: 0, end: 0 };
    window.__bench = state;
    document.addEventListener('click', () => (state.start = performance.now()), { capture: true, once: true });
    new MutationObserver((_, observer) => {
      if (state.start && document.body.innerText.includes(expected)) {
        state.end = performance.now();
        observer.disconnect();
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await page.getByText(text).first().waitFor({ timeout: 15000 });
  const { start, end } = await page.evaluate(() => window.__bench);
  await page.close();
  return end - start;
}

/**
 * ms from navigation start (a fresh page load of /) until `text` is on screen: what a visitor
 * waits, the shell's own load included.
 */
async function timePageLoad(browser, text) {
  const page = await browser.newPage();
  await page.addInitScript((expected) => {
    window.__bench = { end: 0 };
    new MutationObserver((_, observer) => {
      if (document.body?.innerText.includes(expected)) {
        window.__bench.end = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, text);
  await page.goto(`http://localhost:${SHELL_PORT}/`);
  await page.getByText(text).first().waitFor({ timeout: 15000 });
  const { end } = await page.evaluate(() => window.__bench);
  await page.close();
  return end;
}

async function series(browser, label, text, measure = timeNavigation) {
  const times = [];
  for (let i = 0; i < RUNS; i += 1) times.push(await measure(browser, text));
  console.log(`${label.padEnd(42)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   max ${Math.max(...times).toFixed(0).padStart(5)} ms   (${RUNS} runs)`);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
const shellServer = await shell();
try {
  const remote = await serveStatic({ root: join(ROOT, 'mfe-chat/dist'), port: REMOTE_PORT, cors: true });
  await series(browser, 'remote route visible (cold page)', 'Welcome to Atelier');
  await series(browser, 'remote route visible, from navigation start', 'Welcome to Atelier', timePageLoad);
  await closeServer(remote);

  await series(browser, 'fallback, remote refused', 'Chat is unavailable');
  await series(browser, 'fallback, remote refused, from navigation', 'Chat is unavailable', timePageLoad);

  const sockets = new Set();
  const hung = net.createServer((socket) => sockets.add(socket));
  await new Promise((resolve) => hung.listen(REMOTE_PORT, '127.0.0.1', resolve));
  await series(browser, 'fallback, remote hung', 'Chat is unavailable');
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => hung.close(resolve));
} finally {
  await browser.close();
  await closeServer(shellServer);
}
