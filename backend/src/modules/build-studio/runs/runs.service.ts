import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';
import type { Caller } from '../../../identity/http/caller.decorator';
import { BurstLimiter } from '../../../common/burst-limiter';
import { clientNetwork } from '../../../identity/throttle/client-network';
import { BuildStudioException } from '../build-studio.errors';
import type { BuildRunDto, BuildRunRequestDto, BuildRunResponseDto, RunnerStatusDto, StartBuildRunDto } from '../dto/run.dto';
import { normaliseProject } from '../generation/turn-input';
import { RunnerClient } from './runner-client';

export interface RunLogs {
  lines: Array<{ seq: number; stream: 'stdout' | 'stderr' | 'system'; text: string; at: string }>;
  next: number;
  status: BuildRunDto['status'];
  reason: string | null;
}

/** Longest wait of one long-poll for logs; the event stream keeps asking. */
export const LOG_POLL_MS = 20_000;

/**
 * Express and FastAPI projects running on the sandbox runner: one app per account (or browser session),
 * started from the project as it is now; only its owner can reach it.
 */
@Injectable()
export class RunsService {
  /** Starts per owner and per client network; each run is a cold start of a sandbox (README, Build Studio). */
  private readonly starts: BurstLimiter;

  constructor(
    private readonly runner: RunnerClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const { runsPerMinute } = config.runner;
    this.starts = new BurstLimiter(runsPerMinute, runsPerMinute / 60);
  }

  async status(): Promise<RunnerStatusDto> {
    try {
      const health = await this.runner.call<RunnerStatusDto>({ method: 'GET', path: '/health', timeoutMs: 3_000 });
      return { nodejs: health.nodejs, python: health.python };
    } catch (error) {
      const reason = error instanceof BuildStudioException ? error.message : this.runner.unreachable().message;
      return { nodejs: { available: false, reason }, python: { available: false, reason } };
    }
  }

  start(caller: Caller, session: string, ip: string, body: StartBuildRunDto): Promise<BuildRunDto> {
    const files = normaliseProject(body.files);
    if (!files.length) throw BuildStudioException.invalidProject('A project has at least one file.');
    const owner = runOwner(caller, session);
    const wait = this.starts.take(owner) || this.starts.take(`ip:${clientNetwork(ip)}`);
    if (wait) throw BuildStudioException.runRateLimited(wait);
    return this.runner.call<BuildRunDto>({ method: 'POST', path: '/apps', owner, body: { projectType: body.projectType, files }, timeoutMs: 60_000 });
  }

  get(caller: Caller, session: string, id: string): Promise<BuildRunDto> {
    return this.runner.call<BuildRunDto>({ method: 'GET', path: `/apps/${id}`, owner: runOwner(caller, session), timeoutMs: 5_000 });
  }

  stop(caller: Caller, session: string, id: string): Promise<BuildRunDto> {
    return this.runner.call<BuildRunDto>({ method: 'DELETE', path: `/apps/${id}`, owner: runOwner(caller, session), timeoutMs: 10_000 });
  }

  request(caller: Caller, session: string, id: string, body: BuildRunRequestDto): Promise<BuildRunResponseDto> {
    return this.runner.call<BuildRunResponseDto>({
      method: 'POST',
      path: `/apps/${id}/request`,
      owner: runOwner(caller, session),
      body: { method: body.method, path: body.path, headers: stringHeaders(body.headers), body: body.body },
      timeoutMs: 330_000,
    });
  }

  logs(caller: Caller, session: string, id: string, after: number, waitMs: number, signal?: AbortSignal): Promise<RunLogs> {
    return this.runner.call<RunLogs>({
      method: 'GET',
      path: `/apps/${id}/logs?after=${after}&waitMs=${waitMs}`,
      owner: runOwner(caller, session),
      timeoutMs: waitMs + 10_000,
      signal,
    });
  }
}

/** The runner knows apps by owner: the account, or a visitor's browser session. */
export function runOwner(caller: Caller, session: string): string {
  return caller.user ? `user:${caller.user.id}` : `session:${session}`;
}

function stringHeaders(headers: Record<string, unknown> | undefined): Record<string, string> {
  const entries = Object.entries(headers ?? {});
  if (entries.length > 30) throw BuildStudioException.invalidProject('A request has at most 30 headers.');
  return Object.fromEntries(
    entries.map(([name, value]) => {
      if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,100}$/.test(name) || typeof value !== 'string' || value.length > 4_096 || /[\r\n]/.test(value)) {
        throw BuildStudioException.invalidProject(`The header "${name.slice(0, 40)}" is not valid.`);
      }
      return [name, value];
    }),
  );
}
