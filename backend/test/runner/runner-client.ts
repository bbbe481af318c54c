import type { ProjectFile } from '../../src/engines/code/code-engine';
import type { AppStatus, ProxiedResponse } from '../../src/runner/apps/sandboxed-app';

/** The runner's own HTTP API as the backend speaks it (Bearer token, X-Runner-Owner), over TCP. */
export class RunnerClient {
  constructor(
    readonly baseUrl: string,
    private readonly token: string | undefined,
    private readonly owner = 'hostile-test',
  ) {}

  async start(projectType: 'nodejs' | 'python', files: ProjectFile[]): Promise<AppStatus> {
    return this.call('POST', '/apps', { projectType, files });
  }

  /** One request to the app; its JSON body parsed. */
  async json<T>(id: string, path: string): Promise<T> {
    const answer = await this.call<ProxiedResponse>('POST', `/apps/${id}/request`, { method: 'GET', path, headers: {} });
    if (answer.status !== 200) throw new Error(`the app answered ${answer.status}: ${answer.body}`);
    return JSON.parse(answer.body) as T;
  }

  /** Follows the app's log until the runner says it stopped: the event to wait for. */
  async untilStopped(id: string): Promise<{ status: string; reason: string | null; lines: string[] }> {
    const lines: string[] = [];
    let after = 0;
    for (;;) {
      const page = await this.call<{ lines: Array<{ text: string }>; next: number; status: string; reason: string | null }>(
        'GET',
        `/apps/${id}/logs?after=${after}&waitMs=20000`,
      );
      lines.push(...page.lines.map((line) => line.text));
      after = page.next;
      if (page.status === 'stopped' || page.status === 'failed') return { status: page.status, reason: page.reason, lines };
    }
  }

  async stop(id: string): Promise<AppStatus> {
    return this.call('DELETE', `/apps/${id}`);
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        'x-runner-owner': this.owner,
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const parsed = (await response.json()) as T;
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(parsed)}`);
    return parsed;
  }
}
