import { Injectable } from '@nestjs/common';
import type { Response } from 'express';
import { SseStream, eventFrame } from '../../../common/http/sse-stream';
import type { Caller } from '../../../identity/http/caller.decorator';
import { LOG_POLL_MS, RunsService } from './runs.service';

/**
 * Relays a run's log lines as they are printed: long-polls the runner (it answers as soon as a line
 * exists) and ends the stream once the app has stopped and every line is out.
 */
@Injectable()
export class RunLogStreamer {
  constructor(private readonly runs: RunsService) {}

  async stream(response: Response, caller: Caller, session: string, id: string, after: number): Promise<void> {
    // The first read answers 404 as JSON for someone else's run, before the stream opens.
    let batch = await this.runs.logs(caller, session, id, after, 0);
    const abort = new AbortController();
    response.on('close', () => abort.abort());
    const sse = SseStream.open(response, 15_000);
    let cursor = after;
    try {
      for (;;) {
        for (const line of batch.lines) await sse.send(eventFrame(line.seq, 'log', line));
        cursor = Math.max(cursor, batch.next);
        if (batch.status === 'stopped' || batch.status === 'failed') {
          await sse.send(eventFrame(cursor, 'status', { status: batch.status, reason: batch.reason }));
          break;
        }
        if (abort.signal.aborted) return;
        batch = await this.runs.logs(caller, session, id, cursor, LOG_POLL_MS, abort.signal);
      }
      sse.close();
    } catch (error) {
      if (abort.signal.aborted) return sse.stop();
      sse.fail(error instanceof Error ? error.message : 'The runner stopped answering.');
    }
  }
}
