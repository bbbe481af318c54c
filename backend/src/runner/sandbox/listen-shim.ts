/**
 * Preloaded (`node --require`) into every Node app the runner starts. The sandbox has no network, so
 * the app's first TCP listen (`app.listen(3000)`, `listen({ port })`, `listen()`) is moved onto the
 * Unix socket the runner proxies to; the code itself needs no change to run in the preview.
 */
export const LISTEN_SHIM_SOURCE = `'use strict';
const net = require('node:net');
const fs = require('node:fs');

const socket = process.env.ATELIER_SOCKET;
const listen = net.Server.prototype.listen;
let moved = false;

function isTcp(first) {
  if (first === undefined || first === null || typeof first === 'number') return true;
  if (typeof first === 'string') return /^\\d+$/.test(first);
  if (typeof first === 'object') return first.path === undefined && first.fd === undefined && first._handle === undefined && !(first instanceof net.Server);
  return false;
}

net.Server.prototype.listen = function atelierListen(...args) {
  if (!socket || moved || !isTcp(args[0])) return listen.apply(this, args);
  moved = true;
  const callback = typeof args[args.length - 1] === 'function' ? args[args.length - 1] : undefined;
  const port = typeof args[0] === 'object' && args[0] !== null ? args[0].port : args[0];
  try {
    fs.unlinkSync(socket);
  } catch {}
  this.address = () => ({ address: '127.0.0.1', family: 'IPv4', port: Number(port) || 3000 });
  return callback ? listen.call(this, socket, callback) : listen.call(this, socket);
};
`;
