/** A loopback port for a test's server, outside the range the kernel hands out (scripts/lib/loopback-port.js). */
export { freePort } from '../../../scripts/lib/loopback-port';
