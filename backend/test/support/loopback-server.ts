import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in upstream on a free loopback port, for the fakes of the providers the backend calls.
 * A subclass answers in `handle`; `listen` gives the OpenAI-style `/v1` root the backend is configured with.
 */
export abstract class LoopbackServer {
  private readonly server = createServer((req, res) => void this.handle(req, res));

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return this.baseUrl;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    // Answers held open on purpose keep their sockets; cut them so the server can close.
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  protected abstract handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

/** The whole body of a request. */
export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
