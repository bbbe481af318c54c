import { createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { EngineError } from '../engine-error';
import { disposerOf, makeVideoWorkFolder } from '../shared/video-work-folder';
import type { VideoEngine, VideoOptions, VideoResult } from '../video-engine';
import type { OpenAiClient } from './openai-client';
import { OpenAiModelEngine } from './openai-model-engine';
import { TIMEOUT_MESSAGE } from './provider-error';

interface VideoJob {
  id?: string;
  status?: 'queued' | 'in_progress' | 'completed' | 'failed' | string;
  progress?: number;
  error?: { message?: string } | null;
}

export interface OpenAiVideoTiming {
  pollIntervalMs: number;
  /** The whole job: create, wait and download. */
  timeoutMs: number;
}

/** The OpenAI videos API: `POST /videos`, poll `GET /videos/{id}` until completed, then `GET /videos/{id}/content`. */
export class OpenAiVideoEngine extends OpenAiModelEngine implements VideoEngine {
  constructor(
    client: OpenAiClient,
    model: string,
    private readonly timing: OpenAiVideoTiming,
    private readonly tempDir = tmpdir(),
  ) {
    super(client, model);
  }

  async generate(prompt: string, options: VideoOptions = {}): Promise<VideoResult> {
    const seconds = options.seconds ?? 5;
    const width = options.width ?? 1280;
    const height = options.height ?? 720;
    const jobTimeout = AbortSignal.timeout(this.timing.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, jobTimeout]) : jobTimeout;
    try {
      let job = options.resumeProviderJob
        ? await this.client.json<VideoJob>({ path: `/videos/${encodeURIComponent(options.resumeProviderJob)}`, signal })
        : await this.client.json<VideoJob>({ path: '/videos', ...this.createBody(prompt, seconds, width, height, options), signal });
      const id = job.id ?? options.resumeProviderJob;
      if (!id) throw new EngineError('provider', 'The provider did not return a video id.');
      if (!options.resumeProviderJob) await options.onProviderJob?.(id);
      while (job.status !== 'completed') {
        if (job.status === 'failed') {
          throw new EngineError('provider', job.error?.message?.slice(0, 300) || 'The provider could not make the video.');
        }
        if (typeof job.progress === 'number') options.onProgress?.(Math.min(1, Math.max(0, job.progress / 100)));
        await sleep(this.timing.pollIntervalMs, undefined, { signal });
        job = await this.client.json<VideoJob>({ path: `/videos/${encodeURIComponent(id)}`, signal });
      }
      const { file, dispose } = await this.download(id, signal);
      options.onProgress?.(1);
      return { path: file, contentType: 'video/mp4', seconds, width, height, engine: this.engine, dispose };
    } catch (error) {
      if (options.signal?.aborted) throw options.signal.reason;
      if (jobTimeout.aborted && !(error instanceof EngineError && error.kind !== 'timeout')) {
        throw new EngineError('timeout', TIMEOUT_MESSAGE, { cause: error });
      }
      throw error;
    }
  }

  /** JSON, or multipart when a reference image goes with it (`input_reference`, as the videos API takes it). */
  private createBody(
    prompt: string,
    seconds: number,
    width: number,
    height: number,
    options: VideoOptions,
  ): { json: object } | { form: FormData } {
    // The API takes `seconds` as a string.
    const fields = { model: this.model, prompt, seconds: String(seconds), size: `${width}x${height}` };
    const reference = options.referenceImage;
    if (!reference) return { json: fields };
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const extension = reference.contentType.slice('image/'.length).replace('jpeg', 'jpg');
    form.append('input_reference', new Blob([new Uint8Array(reference.data)], { type: reference.contentType }), `reference.${extension}`);
    return { form };
  }

  private async download(id: string, signal: AbortSignal): Promise<{ file: string; dispose: () => Promise<void> }> {
    const dir = await makeVideoWorkFolder(this.tempDir);
    const dispose = disposerOf(dir);
    const file = path.join(dir, 'video.mp4');
    try {
      const body = this.client.stream({ path: `/videos/${encodeURIComponent(id)}/content`, signal });
      await pipeline(Readable.from(body), createWriteStream(file));
      return { file, dispose };
    } catch (error) {
      await dispose();
      throw error;
    }
  }
}
