import type Sharp from 'sharp';

let loaded: typeof Sharp | undefined;

/**
 * sharp, loaded on the first image operation instead of at start-up: libvips costs ~19 MB of resident memory,
 * and a process serving only areas that never touch an image (the gateway's text route, chat, music) should
 * not carry it (ARCHITECTURE.md §4: idle memory). Synchronous `require`, so Jest's module mocks and CommonJS output work
 * as with a static import.
 */
export function loadSharp(): typeof Sharp {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  loaded ??= require('sharp') as typeof Sharp;
  return loaded;
}
