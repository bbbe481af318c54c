import type { Response } from 'express';
import { SseStream } from '../../../common/http/sse-stream';
import { toOpenAiError } from '../../../common/openai-error-envelope';
import { AppException } from '../../../common/app.exception';
import { EngineFailureException } from '../../../engines/engine-error-responses';
import { GENERIC_ENGINE_FAILURE } from '../wp-gateway.errors';
import type { OpenAiUsageDto } from './dto/openai-responses.dto';
import type { OpenAiCompatService, PreparedCompletion } from './openai-compat.service';

const HEARTBEAT_MS = 15_000;

const frame = (data: unknown): string => `data: ${JSON.stringify(data)}\n\n`;

/**
 * `stream: true`: OpenAI's `chat.completion.chunk` frames — the role first, then one per piece, then the
 * finish reason, then (with stream_options.include_usage) a last chunk with `usage` — and `data: [DONE]`.
 * A client that leaves stops the engine; it is charged for what was sent before it left.
 */
export async function streamCompletion(
  service: OpenAiCompatService,
  prepared: PreparedCompletion,
  response: Response,
  includeUsage: boolean,
): Promise<void> {
  const chunk = (delta: object, finishReason: string | null, usage?: OpenAiUsageDto | null) => ({
    id: prepared.id,
    object: 'chat.completion.chunk',
    created: prepared.created,
    model: prepared.model,
    choices: [{ index: 0, delta, finish_reason: finishReason, logprobs: null }],
    ...(includeUsage ? { usage: usage ?? null } : {}),
  });
  const aborted = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) aborted.abort(new Error('the client closed the stream'));
  };
  response.on('close', onClose);
  const sse = SseStream.open(response, HEARTBEAT_MS);
  try {
    await sse.send(frame(chunk({ role: 'assistant', content: '' }, null)));
    const outcome = await service.runCompletion(
      prepared,
      (piece) => {
        if (!aborted.signal.aborted) return sse.send(frame(chunk({ content: piece }, null)));
      },
      aborted.signal,
    );
    if (aborted.signal.aborted) return;
    await sse.send(frame(chunk({}, outcome.finishReason)));
    if (includeUsage) {
      await sse.send(frame({ ...chunk({}, null, outcome.usage), choices: [] }));
    }
    sse.done();
  } catch (error) {
    if (aborted.signal.aborted) {
      sse.stop();
      return;
    }
    // The SDKs raise an APIError for a data frame that carries `error`.
    const failure = error instanceof AppException ? error : EngineFailureException.of(error, GENERIC_ENGINE_FAILURE);
    const body = { statusCode: failure.getStatus(), code: failure.code, message: failure.message };
    sse.close(frame(toOpenAiError(body)));
  } finally {
    response.off('close', onClose);
  }
}
