// Runs one static server in a process of its own, so a test can see whether a request ends it.
// Usage: node serve-site.mjs <root> <apiTarget>; prints "listening <port>" once ready.
import { serveStatic } from '../lib/static-server.mjs';

const [root, apiTarget] = process.argv.slice(2);
const server = await serveStatic({ root, port: 0, spa: true, apiTarget });
process.stdout.write(`listening ${server.address().port}\n`);
