// A loopback port for a test's server, chosen so nothing but another listener can take it before the server binds.
// Linux hands out ephemeral ports (each client connection's local end, every listen(0)) from 32768–60999: a port
// taken there and released — the usual "listen(0), read the port, close" — may be the local end of any of the
// suites' PostgreSQL or HTTP connections a moment later, and the server then fails on EADDRINUSE (a fresh clone's
// integration run lost a runner start so). Ports below that range are never handed out by the kernel; this picks
// one from a random place on, checks that nothing listens on it, and never hands the same one out twice in a process.
// CommonJS, so the backend's Jest, the e2e support and the scripts' ESM tests share it.
const net = require('node:net');

/** Below Linux's ephemeral range (net.ipv4.ip_local_port_range 32768–60999), above the stacks' fixed ports. */
const FIRST_PORT = 20_000;
const LAST_PORT = 32_767;
const handedOut = new Set();

function isFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** A port in 20000–32767 that nothing listens on now and this process has not handed out before. */
async function freePort() {
  // From a random place onwards, so processes side by side (Jest's workers, node --test's files) rarely start
  // on the same port, and every port of the range is tried before giving up.
  const size = LAST_PORT - FIRST_PORT + 1;
  const start = Math.floor(Math.random() * size);
  for (let step = 0; step < size; step++) {
    const port = FIRST_PORT + ((start + step) % size);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await isFree(port)) return port;
  }
  throw new Error(`no free loopback port in ${FIRST_PORT}–${LAST_PORT}`);
}

module.exports = { freePort, FIRST_PORT, LAST_PORT };
