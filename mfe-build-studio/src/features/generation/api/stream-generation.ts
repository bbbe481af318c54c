import { apiRequest, readSse } from '@atelier/runtime';
import type {
  BuildGenerateStreamRequestDto,
  BuildStreamDoneEventDto,
  BuildStreamNoticeEventDto,
  BuildStreamOpEventDto,
  BuildStreamStartEventDto,
} from '@atelier/api-types';

export interface GenerationHandlers {
  onStart(event: BuildStreamStartEventDto): void;
  onReply(text: string): void;
  onWriteStart(path: string): void;
  onWriteChunk(path: string, text: string): void;
  onOperation(operation: BuildStreamOpEventDto): void;
  onNotice(notice: BuildStreamNoticeEventDto): void;
  onDone(summary: BuildStreamDoneEventDto): void;
}

/** The generation failed after it started streaming (`event: error`), or the stream broke off. */
export class GenerationStreamError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GenerationStreamError';
  }
}


/**
 * POST /build-studio/generate/stream: events are handed over as they arrive, file operations included.
 * Failures before the stream starts reject with the runtime's ApiError (429 quota, 502 engine…).
 */
export async function streamGeneration(body: BuildGenerateStreamRequestDto, handlers: GenerationHandlers, signal?: AbortSignal): Promise<void> {
  const response = await apiRequest('/build-studio/generate/stream', {
    body,
    headers: { Accept: 'text/event-stream' },
    signal,
  });
  let done = false;
  for await (const event of readSse(response, signal)) {
    const data = parse(event.data);
    switch (event.event) {
      case 'start':
        handlers.onStart(data as BuildStreamStartEventDto);
        break;
      case 'reply':
        handlers.onReply((data as { text: string }).text);
        break;
      case 'write-start':
        handlers.onWriteStart((data as { path: string }).path);
        break;
      case 'write-chunk':
        handlers.onWriteChunk((data as { path: string }).path, (data as { text: string }).text);
        break;
      case 'op':
        handlers.onOperation(data as BuildStreamOpEventDto);
        break;
      case 'notice':
        handlers.onNotice(data as BuildStreamNoticeEventDto);
        break;
      case 'done':
        done = true;
        handlers.onDone(data as BuildStreamDoneEventDto);
        break;
      case 'error':
        throw new GenerationStreamError((data as { message?: string })?.message ?? 'The generation failed.');
    }
  }
  if (!done && !signal?.aborted) throw new GenerationStreamError('The answer was cut off before it ended.');
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
