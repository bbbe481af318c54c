import { BACKEND_PORT, FRONTENDS } from '../../scripts/lib/apps.mjs';
import { freePort } from '../../scripts/lib/loopback-port';

/**
 * How far the e2e stack's ports sit above the manifest's, so it never collides with a developer's `npm start`;
 * `E2E_PORT_OFFSET` (a multiple of 100) lets two checkouts run their e2e suites side by side.
 */
const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);

/** Port of each app for the e2e stack: by Module Federation name, plus `backend`. */
export const E2E_PORTS: Readonly<Record<string, number>> = {
  ...Object.fromEntries(FRONTENDS.map((app) => [app.name, app.port + E2E_PORT_OFFSET])),
  backend: BACKEND_PORT + E2E_PORT_OFFSET,
  // The Build Studio preview's own origin (scripts/lib/stack.mjs: the shell's port + 90).
  preview: FRONTENDS[0].port + 90 + E2E_PORT_OFFSET,
};

/**
 * The port of the e2e backend's embedded PostgreSQL: not a fixed one, and not one the kernel hands out either — a port
 * in Linux's ephemeral range (32768–60999) may be held by any client connection of the suites before, and a fresh
 * clone's e2e once failed to start on "could not bind … Address already in use" (scripts/lib/loopback-port.js).
 * `E2E_PG_PORT` chooses one.
 */
export async function e2ePgPort(): Promise<string> {
  return process.env.E2E_PG_PORT ?? String(await freePort());
}
