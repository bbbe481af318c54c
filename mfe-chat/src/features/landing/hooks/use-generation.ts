import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError, randomId, resolveMediaUrl, watchJob } from '@atelier/runtime';
import { generatePhoto } from '../api/generate-photo';
import { startVideo } from '../api/generate-video';
import type { EngineDto } from '@atelier/api-types';
import type { GenerationResult } from '../types';
import { getChatSessionId } from '../utils/chat-session-id';
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
  /** Starts a generation; false when the prompt is blank or a request is already running. */
  generate: (kind: GenerationKind, prompt: string) => boolean;
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
  return { kind: 'photo', id: nextId(), prompt, url: resolveMediaUrl(answer.photo_url), engine: engineOf(answer.engine) };
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
  return { kind: 'video', id: nextId(), prompt, url: resolveMediaUrl(`/api/media/${mediaId}`), engine: engineOf(job.result?.engine) };
}

/** Photo and video generation for the landing's results panel. */
export function useGeneration(): GenerationState {
  const [sessionId] = useState(getChatSessionId);
  const [results, setResults] = useState<GenerationResult[]>([]);
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
          if (!controller.signal.aborted) setResults((prev) => [result, ...prev]);
        })
        .catch((failure: unknown) => {
          if (controller.signal.aborted) return;
          console.error(`${kind === 'photo' ? 'Photo' : 'Video'} generation failed`, failure);
          setError(userMessage(failure));
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
    [sessionId],
  );

  return { results, pending, progress, error, generate };
}
