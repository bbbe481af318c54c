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
 * `stream: true`: OpenAI's `chat.completion.chunk` frames — the role first (one frame per choice), then one per
 * piece of text or of tool calls (`delta.tool_calls` with index, id and name first, then argument pieces), each
 * with its choice's index, then each choice's finish reason, then (with stream_options.include_usage) a last chunk with `usage` — and `data: [DONE]`.
 * A client that leaves stops the engine; it is charged for what was sent before it left.
 */
export async function streamCompletion(
  service: OpenAiCompatService,
  prepared: PreparedCompletion,
  response: Response,
  includeUsage: boolean,
): Promise<void> {
  const chunk = (index: number, delta: object, finishReason: string | null, logprobs: unknown[] | null = null, usage?: OpenAiUsageDto | null) => ({
    id: prepared.id,
    object: 'chat.completion.chunk',
    created: prepared.created,
    model: prepared.model,
    choices: [{ index, delta, finish_reason: finishReason, logprobs: logprobs ? { content: logprobs, refusal: null } : null }],
    ...(includeUsage ? { usage: usage ?? null } : {}),
  });
  const choiceCount = prepared.request.n;
  const aborted = new AbortController();
  const onClose = () => {
    if (!response.writableFinished) aborted.abort(new Error('the client closed the stream'));
  };
  response.on('close', onClose);
  const sse = SseStream.open(response, HEARTBEAT_MS);
  try {
    for (let index = 0; index < choiceCount; index += 1) await sse.send(frame(chunk(index, { role: 'assistant', content: '' }, null)));
    const outcome = await service.runCompletion(
      prepared,
      (delta) => {
        if (aborted.signal.aborted) return;
        const wire = {
          ...(delta.content !== undefined ? { content: delta.content } : {}),
          ...(delta.toolCalls ? { tool_calls: delta.toolCalls } : {}),
        };
        return sse.send(frame(chunk(delta.choice, wire, null, delta.logprobs ?? null)));
      },
      aborted.signal,
    );
    if (aborted.signal.aborted) return;
    // Each choice's finish reason once the engine is done (a choice cut by the budget ends `length`).
    for (const choice of outcome.choices) await sse.send(frame(chunk(choice.index, {}, choice.finishReason)));
    if (includeUsage) {
      await sse.send(frame({ ...chunk(0, {}, null, null, outcome.usage), choices: [] }));
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
