// A free TCP port on loopback, for the scripts and test stacks written as plain Node modules.
import { createServer } from 'node:net';

/** Asks the system for a free port on 127.0.0.1 and hands it back once the probe has let go of it. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
