// bench:gateway's bare Node proxy (backend/scripts/lib/node-floor-proxy.mjs) is the floor ours is compared with,
// so it must really do a gateway's round trip: a prompt in, the upstream's completion out, bad input refused.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { forkServer } from '../../backend/scripts/lib/fork-server.mjs';

const lib = (name) => fileURLToPath(new URL(`../../backend/scripts/lib/${name}`, import.meta.url));
const children = [];
let upstream;
let proxy;

async function start(script, args = []) {
  const server = await forkServer(lib(script), args);
  children.push(server.child);
  return server.url;
}

before(async () => {
  upstream = await start('fake-openai-upstream.mjs');
  proxy = await start('node-floor-proxy.mjs', [`${upstream}/v1`]);
});
after(() => children.forEach((child) => child.kill()));

const post = (body) => fetch(`${proxy}/wp/text`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

test("answers a prompt with the upstream's completion", async () => {
  const direct = await fetch(`${upstream}/v1/chat/completions`, { method: 'POST', body: JSON.stringify({ messages: [] }) });
  const completion = (await direct.json()).choices[0].message.content;
  const answer = await post(JSON.stringify({ prompt: 'Write one line for a bakery' }));
  assert.equal(answer.status, 200);
  assert.deepEqual(await answer.json(), { text: completion });
});

test('refuses a body that is not JSON, or has no string prompt, with a 400', async () => {
  assert.equal((await post('{not json')).status, 400);
  assert.equal((await post(JSON.stringify({ prompt: 7 }))).status, 400);
});
