#!/usr/bin/env node
// `npm start`: build what is not built, start the backend and every frontend, print the one URL.
import { whichFfmpeg } from '../backend/scripts/which-ffmpeg.mjs';
import { buildStale } from './lib/build.mjs';
import { startStack } from './lib/stack.mjs';

const started = Date.now();
const log = (line) => process.stdout.write(`${line}\n`);

let stack = null;
let stopping = false;
async function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  log(`\n${signal}: stopping Atelier…`);
  await stack?.stop();
  log('Stopped.');
  process.exit(0);
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));

try {
  await buildStale({ log });
  stack = await startStack({
    onBackendOutput: (text) => {
      if (process.env.LOG_BACKEND === '1' || /error|fatal/i.test(text)) process.stderr.write(text);
    },
  });
  if (stopping) await stack.stop();
  log(`ffmpeg: ${await whichFfmpeg()}`);
  log(`\nAtelier is running (ready in ${((Date.now() - started) / 1000).toFixed(1)} s). Open:\n\n    ${stack.url}\n`);
  log('Press Ctrl-C to stop everything.');
  stack.backend.once('exit', (code) => {
    if (!stopping) {
      log(`The backend exited unexpectedly (code ${code}); stopping.`);
      shutdown('backend exit');
    }
  });
} catch (error) {
  console.error(`\nAtelier failed to start: ${error instanceof Error ? error.message : error}`);
  await stack?.stop();
  process.exit(1);
}
