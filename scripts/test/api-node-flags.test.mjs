// Every process that serves the API runs with the same V8 flags (backend/scripts/api-node-flags.mjs).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { API_NODE_FLAGS } from '../../backend/scripts/api-node-flags.mjs';

const read = (file) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const flags = API_NODE_FLAGS.join(' ');

test('npm start (stack.mjs) passes the flags to the API process', () => {
  assert.match(read('scripts/lib/stack.mjs'), /spawn\(process\.execPath, \[\.\.\.API_NODE_FLAGS, join\(ROOT, 'backend\/dist\/main\.js'\)\]/);
});

test('the backend image and its start script run the API with them', () => {
  const cmd = /^CMD (\[.*\])$/m.exec(read('backend/Dockerfile'))?.[1];
  assert.deepEqual(JSON.parse(cmd), ['node', ...API_NODE_FLAGS, 'backend/dist/main.js']);
  assert.equal(JSON.parse(read('backend/package.json')).scripts.start, `node ${flags} dist/main.js`);
});

test('the benchmarks that host the API in their own process run with them too', () => {
  const scripts = JSON.parse(read('package.json')).scripts;
  const hosting = Object.entries(scripts).filter(([, command]) => /backend\/scripts\/bench-[\w-]+\.mjs/.test(command));
  assert.ok(hosting.length >= 5);
  for (const [name, command] of hosting) assert.match(command, new RegExp(`node ${flags} backend/scripts/bench-`), name);
});

test("the README's hand-run example uses them", () => {
  assert.equal(/^API_FLAGS="(.*)"$/m.exec(read('README.md'))?.[1], flags);
});
