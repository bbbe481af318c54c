import { Client, type ClientConfig } from 'pg';

/**
 * A `pg` Client that a lost connection can never take the process down with. pg emits 'error' on a client
 * when the server ends its connection while no query of it is running (an administrator's shutdown, 57P01);
 * a pool listens to its idle clients, TypeORM to the ones it holds, but a client between those hands (checked
 * out, released with an error and then hit by the socket's own error) has nobody, and an 'error' nobody
 * listens to ends Node (ARCHITECTURE.md §7, jobs through a database outage). The error itself still reaches
 * every other listener and the query that was running; the client is not queryable afterwards, so the pool
 * drops it and the next request opens a new connection.
 */
export class GuardedClient extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}
