import { Injectable } from '@nestjs/common';
import { BuildStudioException } from '../build-studio.errors';
import type { BuildRunDto, BuildRunResponseDto } from '../dto/run.dto';
import { RunnerClient } from '../runs/runner-client';
import type { PublishedSnapshot } from './publications.service';

export interface PublishedRequest {
  method: string;
  /** The path on the app, with its query: `/items?limit=2`. */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/**
 * A published Express or FastAPI project, run on the runner from its snapshot when a request first needs it (and
 * again after the runner stopped it for idleness or a republish): the owner `publication:<id>` holds one app, so a
 * publication never takes the owner's own run. Runner failures surface as BuildStudioException (runnerUnavailable
 * when it cannot start), which the site answers as its 503 page.
 */
@Injectable()
export class PublishedApps {
  private readonly runs = new Map<string, { revision: number; run: Promise<string> }>();

  constructor(private readonly runner: RunnerClient) {}

  async request(snapshot: PublishedSnapshot, request: PublishedRequest): Promise<BuildRunResponseDto> {
    try {
      return await this.send(snapshot, await this.runFor(snapshot), request);
    } catch (error) {
      // A run the runner stopped meanwhile (idle limit, its own restart): start the snapshot again, once.
      const gone = error instanceof BuildStudioException && ['RUN_NOT_FOUND', 'RUN_NOT_RUNNING'].includes(error.code);
      if (!gone) throw error;
      this.runs.delete(snapshot.id);
      return this.send(snapshot, await this.runFor(snapshot), request);
    }
  }

  /** Unpublished: its app stops now rather than at the runner's idle limit. */
  async stop(publicationId: string): Promise<void> {
    const entry = this.runs.get(publicationId);
    this.runs.delete(publicationId);
    const id = await entry?.run.catch(() => null);
    if (id) await this.runner.call({ method: 'DELETE', path: `/apps/${id}`, owner: owner(publicationId), timeoutMs: 10_000 }).catch(() => undefined);
  }

  private runFor(snapshot: PublishedSnapshot): Promise<string> {
    const known = this.runs.get(snapshot.id);
    if (known && known.revision === snapshot.revision) return known.run;
    const run = this.start(snapshot);
    this.runs.set(snapshot.id, { revision: snapshot.revision, run });
    run.catch(() => this.runs.get(snapshot.id)?.run === run && this.runs.delete(snapshot.id));
    return run;
  }

  private async start(snapshot: PublishedSnapshot): Promise<string> {
    const run = await this.runner.call<BuildRunDto>({
      method: 'POST',
      path: '/apps',
      owner: owner(snapshot.id),
      body: { projectType: snapshot.projectType, files: snapshot.files },
      timeoutMs: 60_000,
    });
    if (run.status !== 'running') throw BuildStudioException.runnerUnavailable(run.reason ?? 'The published app did not start.');
    return run.id;
  }

  private send(snapshot: PublishedSnapshot, id: string, request: PublishedRequest): Promise<BuildRunResponseDto> {
    return this.runner.call<BuildRunResponseDto>({
      method: 'POST',
      path: `/apps/${id}/request`,
      owner: owner(snapshot.id),
      body: request,
      timeoutMs: 60_000,
    });
  }
}

function owner(publicationId: string): string {
  return `publication:${publicationId}`;
}
