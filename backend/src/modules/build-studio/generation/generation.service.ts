import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { CodeRequest } from '../../../engines/code/code-engine';
import type { Engines } from '../../../engines/create-engines';
import { ENGINES } from '../../../engines/engines.module';
import type { Caller } from '../../../identity/http/caller.decorator';
import { EntitlementsService } from '../../../metering/plans/entitlements.service';
import { DailyQuotas } from '../../../metering/quotas/daily-quotas.service';
import { quotaCallerOf } from '../../../metering/quotas/quota-caller';
import { ENGINE_HISTORY_ENTRIES } from '../build-studio.constants';
import { ProjectsService } from '../projects/projects.service';
import { GenerationCache } from './generation-cache';
import { type GenerationOutcome, type StudioEvent, runGeneration } from './generation-run';
import type { TurnInput } from './turn-input';

/** A finished turn and where it was kept. */
export interface FinishedTurn extends GenerationOutcome {
  generationId: string;
  /** The version recorded on the saved project, when the turn belonged to one and changed files. */
  version: { id: string; number: number } | null;
}

/**
 * One Build Studio turn: held on the plan's daily code-generation quota before the engine runs, settled
 * once it answered, given back when it failed or the client left before anything was produced. The
 * result is cached for the whole-file fallback and, for a saved project, kept as a version.
 */
@Injectable()
export class GenerationService {
  private readonly logger = new Logger(GenerationService.name);

  constructor(
    @Inject(ENGINES) private readonly engines: Engines,
    private readonly quotas: DailyQuotas,
    private readonly entitlements: EntitlementsService,
    private readonly projects: ProjectsService,
    private readonly cache: GenerationCache,
  ) {}

  get engine() {
    return this.engines.code.engine;
  }

  /** Checks what can fail with a plain JSON answer (404 project, 429 quota) before anything streams. */
  async run(
    caller: Caller,
    sessionKey: string,
    input: TurnInput,
    emit: (event: StudioEvent) => Promise<void>,
    signal: AbortSignal,
    onStart?: (generationId: string) => Promise<void>,
  ): Promise<FinishedTurn> {
    if (input.projectId) {
      if (!caller.user) input.projectId = null;
      else await this.projects.requireOwned(caller.user.id, input.projectId);
    }
    const reservation = await this.quotas.reserve(quotaCallerOf(caller, sessionKey), 'build');
    const generationId = randomUUID();
    let outcome: GenerationOutcome | undefined;
    try {
      await onStart?.(generationId);
      const engine = this.engines.code;
      outcome = await runGeneration(engine, this.requestFor(caller, input), emit, signal);
    } catch (error) {
      // A client that left after the engine produced something has used it; a failed engine is never counted.
      const used = signal.aborted && outcome?.produced;
      await (used ? reservation.settle() : reservation.release()).catch((failure: unknown) => this.logger.error(`quota: ${String(failure)}`));
      throw error;
    }
    await reservation.settle();
    this.cache.put(generationId, ownerKey(caller, sessionKey), new Map(outcome.files.map((file) => [file.path, file.content])));
    let version: FinishedTurn['version'] = null;
    if (input.projectId && caller.user) {
      version = await this.projects.recordGeneration(caller.user.id, input.projectId, {
        prompt: input.prompt,
        reply: outcome.reply,
        before: input.files,
        files: outcome.files,
        projectType: input.projectType,
        changed: outcome.changed.length > 0,
      });
    }
    return { ...outcome, generationId, version };
  }

  /** A file of a recent generation of the caller's, for a patch the browser could not apply. */
  cachedFile(caller: Caller, sessionKey: string, generationId: string, path: string): string | undefined {
    return this.cache.file(generationId, ownerKey(caller, sessionKey), path);
  }

  /** The engine sees more of the conversation on plans with 'Advanced code generation'. */
  private requestFor(caller: Caller, input: TurnInput): CodeRequest {
    const level = caller.user ? this.entitlements.entitlementsOf(caller.user).codeGeneration : 'basic';
    const history = input.history.slice(-ENGINE_HISTORY_ENTRIES[level]);
    return { prompt: input.prompt, projectType: input.projectType, files: input.files, history, attachment: input.attachment };
  }
}

/** Who a cached generation belongs to: the account, or the browser session of a visitor. */
export function ownerKey(caller: Caller, sessionKey: string): string {
  return caller.user ? `user:${caller.user.id}` : `session:${sessionKey}`;
}
