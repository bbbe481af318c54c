import assert from 'node:assert/strict';
import net from 'node:net';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { FIRST_PORT, LAST_PORT, freePort } from '../lib/loopback-port.js';

const listen = (port) =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

test('ports lie below the range Linux hands out to client connections and listen(0)', async () => {
  const range = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
  assert.ok(LAST_PORT < range[0], `${LAST_PORT} is below the ephemeral range ${range.join('–')}`);
  for (let i = 0; i < 20; i++) {
    const port = await freePort();
    assert.ok(port >= FIRST_PORT && port <= LAST_PORT, `${port} in ${FIRST_PORT}–${LAST_PORT}`);
  }
});

test('a port handed out can be listened on, and is never handed out again by the same process', async () => {
  const seen = new Set();
  for (let i = 0; i < 50; i++) {
    const port = await freePort();
    assert.ok(!seen.has(port), `${port} handed out twice`);
    seen.add(port);
  }
  const server = await listen(await freePort());
  server.close();
});

test('a port something listens on is skipped', async () => {
  // Hold every port but a few of the range: what comes back must be one nothing listens on.
  const held = [];
  try {
    for (let port = FIRST_PORT; port <= LAST_PORT; port++) {
      if (port % 1000 === 7) continue;
      try {
        held.push(await listen(port));
      } catch {
        // Taken already by something else on this machine: held all the same.
      }
    }
    const port = await freePort();
    assert.equal(port % 1000, 7);
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
});
