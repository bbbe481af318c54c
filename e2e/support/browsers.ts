import { existsSync } from 'node:fs';

/**
 * Debian's Chromium (Playwright's own browser download cannot work on these machines). The suite runs in its
 * headless shell when installed — the same Blink, V8 and media stack without the full browser's UI layer, as
 * Playwright's own headless runs use, for well under half the CPU per test (ARCHITECTURE.md §15) — else in the full
 * browser in headless mode. CHROMIUM_PATH chooses another.
 */
export const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const SUITE_CHROMIUM = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // V8 without its optimizing tiers (Maglev, TurboFan): a test's page lives seconds, and the optimizing compilers' work
  // on its code does not pay back in that time. Ignition and Sparkplug run the same JavaScript with the same
  // semantics. Measured back to back (ARCHITECTURE.md §15): renderer CPU 126 → 114 s and, hours later on a slower
  // host, 136 → 131 s on tests/desktop + tests/landing; 118 → 105 s on tests/music-studio + tests/build-studio.
  '--js-flags=--max-opt=1',
  // A synthetic microphone (a beep) for the landing's voice input; it only answers getUserMedia.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];
