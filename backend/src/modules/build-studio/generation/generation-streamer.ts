import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { SseStream, eventFrame } from '../../../common/http/sse-stream';
import { engineHeader } from '../../../engines/engine-descriptor';
import { EngineError } from '../../../engines/engine-error';
import { EngineFailureException, engineFailureMessage } from '../../../engines/engine-error-responses';
import type { Caller } from '../../../identity/http/caller.decorator';
import { GENERIC_ENGINE_FAILURE } from '../build-studio.errors';
import { checksumsOf } from './generation-run';
import { GenerationService } from './generation.service';
import type { TurnInput } from './turn-input';

const HEARTBEAT_MS = 15_000;

/**
 * POST /api/build-studio/generate/stream as Server-Sent Events. The status is held back until the
 * engine's first event, so an engine that fails at once still gets a real 502 JSON answer; later
 * failures are an `error` event. A client that leaves aborts the engine.
 */
@Injectable()
export class GenerationStreamer {
  constructor(private readonly generations: GenerationService) {}

  async stream(response: Response, caller: Caller, sessionKey: string, input: TurnInput): Promise<void> {
    response.setHeader('X-Engine', engineHeader(this.generations.engine));
    const abort = new AbortController();
    const onClose = () => {
      if (!response.writableFinished) abort.abort(new Error('client disconnected'));
    };
    response.on('close', onClose);
    let sse: SseStream | undefined;
    let nextId = 1;
    let start: unknown = null;
    const send = async (event: string, data: unknown) => {
      if (!sse) {
        sse = SseStream.open(response, HEARTBEAT_MS, false);
        if (start) await sse.send(eventFrame(nextId++, 'start', start));
      }
      await sse.send(eventFrame(nextId++, event, data));
    };
    try {
      const turn = await this.generations.run(caller, sessionKey, input, (event) => send(event.event, event.data), abort.signal, async (generationId) => {
        start = { generationId, engine: this.generations.engine };
      });
      await send('done', {
        generationId: turn.generationId,
        engine: turn.engine,
        isConversation: turn.mode === 'conversation',
        mode: turn.mode,
        reply: turn.reply,
        changed: turn.changed,
        notices: turn.notices,
        fileCount: turn.files.length,
        checksums: checksumsOf(turn.files),
        version: turn.version,
      });
      sse?.close();
    } catch (error) {
      if (abort.signal.aborted) {
        sse?.stop();
        return;
      }
      if (!sse) throw error instanceof EngineError ? EngineFailureException.of(error, GENERIC_ENGINE_FAILURE) : error;
      sse.fail(engineFailureMessage(error, GENERIC_ENGINE_FAILURE));
    } finally {
      response.off('close', onClose);
    }
  }
}
