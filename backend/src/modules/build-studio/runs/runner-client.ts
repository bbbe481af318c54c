import { request as httpRequest } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import { BuildStudioException } from '../build-studio.errors';

export interface RunnerCall {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  owner?: string;
  body?: unknown;
  timeoutMs: number;
  signal?: AbortSignal;
}

/**
 * The backend's side of the runner's API, over its Unix socket or HTTP (RUNNER_URL), with RUNNER_TOKEN.
 * Runner errors become BuildStudioException with the runner's message; an unreachable runner says so.
 */
@Injectable()
export class RunnerClient {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get described(): string {
    const { address } = this.config.runner;
    return address.kind === 'unix' ? `unix:${address.socketPath}` : address.baseUrl;
  }

  call<T>(call: RunnerCall): Promise<T> {
    const { address, token } = this.config.runner;
    const body = call.body === undefined ? undefined : Buffer.from(JSON.stringify(call.body));
    const target = address.kind === 'unix' ? { socketPath: address.socketPath, path: call.path } : requestTarget(address.baseUrl, call.path);
    return new Promise<T>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          ...target,
          method: call.method,
          timeout: call.timeoutMs,
          signal: call.signal,
          headers: {
            accept: 'application/json',
            ...(body ? { 'content-type': 'application/json', 'content-length': String(body.length) } : {}),
            ...(call.owner ? { 'x-runner-owner': call.owner } : {}),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', () => reject(this.unreachable()));
          incoming.on('end', () => {
            let parsed: { code?: string; message?: string };
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof parsed;
            } catch {
              return reject(this.unreachable());
            }
            const status = incoming.statusCode ?? 500;
            if (status >= 400) return reject(BuildStudioException.fromRunner(parsed.code ?? 'UNAVAILABLE', parsed.message ?? 'The runner refused.'));
            resolve(parsed as T);
          });
        },
      );
      outgoing.on('timeout', () => outgoing.destroy(new Error('runner timeout')));
      outgoing.on('error', (error) => reject(call.signal?.aborted ? error : this.unreachable()));
      outgoing.end(body);
    });
  }

  unreachable(): BuildStudioException {
    return BuildStudioException.runnerUnavailable(
      `The runner service is not reachable (RUNNER_URL=${this.described}), so Node.js and Python projects cannot run here. ` +
        'Start it with `node backend/dist/runner/main.js` (npm start does).',
    );
  }
}

function requestTarget(baseUrl: string, path: string): { hostname: string; port: number; path: string } {
  const url = new URL(baseUrl);
  return { hostname: url.hostname.replace(/^\[|\]$/g, ''), port: Number(url.port || 80), path: `${url.pathname.replace(/\/$/, '')}${path}` };
}
