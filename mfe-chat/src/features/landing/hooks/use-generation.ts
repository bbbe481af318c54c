import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, getSessionId, randomId, resolveMediaUrl, useAuth, watchJob } from '@atelier/runtime';
import type { ConversationMediaDto } from '@atelier/api-types';
import { recordConversationMedia, useConversationMedia } from '../api/conversations';
import { generatePhoto } from '../api/generate-photo';
import { startVideo } from '../api/generate-video';
import type { EngineDto } from '@atelier/api-types';
import type { GenerationResult } from '../types';
import { noteQuotaError } from '../quota/quota-store';
import { retryOnNetworkError } from '../utils/retry-on-network-error';

export type GenerationKind = 'photo' | 'video';

export interface GenerationState {
  /** Newest first. */
  results: GenerationResult[];
  /** What is being generated right now. */
  pending: GenerationKind | null;
  /** Video job progress 0-100 while a video is generated; null otherwise. */
  progress: number | null;
  /** A message from the server meant for the user (e.g. the daily quota); other failures are only logged. */
  error: string | null;
  /** Starts a generation; false when the prompt is blank or a request is already running. Regenerate is another call. */
  generate: (kind: GenerationKind, prompt: string) => boolean;
}

export interface UseGenerationOptions {
  /** The conversation whose photos and videos are shown (undefined while unknown, null when there is none yet). */
  conversationId?: string | null;
  /** The conversation to keep a new result with, started when there is none. */
  ensureConversation?: () => Promise<string>;
  /** A result was kept with the conversation. */
  onKept?: () => void;
}

let counter = 0;
const nextId = () => `g${++counter}`;

/** Spec 000 §8 logs photo/video failures without a message; a 4xx answer (quota, validation) carries one for the user. */
function userMessage(error: unknown): string | null {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message) return error.message;
  return null;
}

/** A job's result is kind-specific (untyped on the wire), so its engine is checked before use. */
function engineOf(value: unknown): EngineDto | null {
  const engine = value as Partial<EngineDto> | null | undefined;
  return engine && typeof engine.provider === 'string' ? (engine as EngineDto) : null;
}

async function runPhoto(prompt: string, sessionId: string, signal: AbortSignal): Promise<GenerationResult> {
  const answer = await generatePhoto({ prompt, sessionId }, signal);
  return {
    kind: 'photo',
    id: nextId(),
    prompt,
    url: resolveMediaUrl(answer.photo_url),
    engine: engineOf(answer.engine),
    mediaId: answer.media_id,
  };
}

async function runVideo(prompt: string, sessionId: string, signal: AbortSignal, onProgress: (value: number) => void): Promise<GenerationResult> {
  const requestId = `video-${randomId(20)}`;
  // The same request_id after a lost connection attaches to the job already on the server.
  const accepted = await retryOnNetworkError(() => startVideo({ prompt, sessionId, requestId }, signal), { signal });
  const job = await watchJob(accepted.job_id, {
    sessionId,
    signal,
    onUpdate: (update) => onProgress(Math.max(0, Math.min(100, Math.round(update.progress)))),
  });
  const mediaId = job.result?.media_id;
  if (job.status !== 'completed' || typeof mediaId !== 'string') {
    throw new ApiError(502, job.error?.code ?? 'ENGINE_FAILED', job.error?.message ?? 'The video could not be made.');
  }
  return {
    kind: 'video',
    id: nextId(),
    prompt,
    url: resolveMediaUrl(`/api/media/${mediaId}`),
    engine: engineOf(job.result?.engine),
    mediaId,
  };
}

/** A result kept with the conversation, as restored after a reload (the engine is not stored with it). */
function restored(item: ConversationMediaDto): GenerationResult {
  return { kind: item.kind, id: `kept-${item.id}`, prompt: item.prompt, url: resolveMediaUrl(item.url), engine: null, mediaId: item.media_id };
}

/** Photo and video generation for the landing's results panel; results are kept with the conversation. */
export function useGeneration({ conversationId, ensureConversation, onKept }: UseGenerationOptions = {}): GenerationState {
  const [sessionId] = useState(getSessionId);
  const { user } = useAuth();
  const [made, setMade] = useState<GenerationResult[]>([]);
  const kept = useConversationMedia(sessionId, user?.id ?? null, conversationId).data;
  const conversationRef = useRef(conversationId);
  const keepRef = useRef({ ensureConversation, onKept });
  keepRef.current = { ensureConversation, onKept };

  useEffect(() => {
    const previous = conversationRef.current;
    conversationRef.current = conversationId;
    // Another conversation shows its own results; one that just got its id keeps what was made.
    if (typeof previous === 'string' && previous !== conversationId) setMade([]);
  }, [conversationId]);

  // Made on this page first (newest first), then what the conversation kept that is not among them.
  const results = useMemo(() => {
    const shown = new Set(made.map((item) => item.mediaId).filter(Boolean));
    const older = (kept?.media ?? []).filter((item) => !shown.has(item.media_id)).map(restored);
    return [...made, ...older];
  }, [made, kept]);

  /** Keeping is best effort: the result is on screen either way, only a reload would miss it. */
  const keep = useCallback(
    async (result: GenerationResult) => {
      const { ensureConversation: ensure, onKept: kept } = keepRef.current;
      if (!result.mediaId || !ensure) return;
      try {
        const id = await ensure();
        await recordConversationMedia(id, { session_id: sessionId, kind: result.kind, media_id: result.mediaId, prompt: result.prompt });
        kept?.();
      } catch (error) {
        console.error('Keeping the result with the conversation failed', error);
      }
    },
    [sessionId],
  );
  const [pending, setPending] = useState<GenerationKind | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);
  const controllerRef = useRef<AbortController | null>(null);

  useEffect(() => () => controllerRef.current?.abort(), []);

  const generate = useCallback(
    (kind: GenerationKind, text: string): boolean => {
      const prompt = text.trim();
      if (!prompt || busyRef.current) return false;
      busyRef.current = true;
      const controller = new AbortController();
      controllerRef.current = controller;
      setPending(kind);
      setError(null);
      setProgress(kind === 'video' ? 0 : null);

      const work =
        kind === 'photo' ? runPhoto(prompt, sessionId, controller.signal) : runVideo(prompt, sessionId, controller.signal, setProgress);
      work
        .then((result) => {
          if (controller.signal.aborted) return;
          setMade((prev) => [result, ...prev]);
          void keep(result);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`${kind === 'photo' ? 'Photo' : 'Video'} generation failed`, failure);
          // A used-up quota is shown by the quota notice (with its reset time), not repeated here.
          if (!noteQuotaError(failure, kind)) setError(userMessage(failure));
        })
        .finally(() => {
          if (controller.signal.aborted) return;
          controllerRef.current = null;
          busyRef.current = false;
          setPending(null);
          setProgress(null);
        });
      return true;
    },
    [sessionId, keep],
  );

  return { results, pending, progress, error, generate };
}
