import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { EngineError } from '../src/engines/engine-error';
import { disposerOf } from '../src/engines/shared/video-work-folder';
import { LocalVideoEngine } from '../src/engines/local/local-video.engine';
import type { VideoEngine, VideoOptions, VideoResult } from '../src/engines/video-engine';

const TEST_ENGINE = { provider: 'local', model: 'test-double', label: 'test engine' } as const;

/** A real (tiny) MP4 from the offline engine, rendered once per suite. */
export async function renderSmallMp4(): Promise<Buffer> {
  const video = await new LocalVideoEngine().generate('test clip', { seconds: 1, width: 160, height: 96 });
  return readFile(video.path).finally(() => video.dispose());
}

/** An ISO BMFF file: bytes 4-7 are the `ftyp` box type. */
export function isMp4(bytes: Buffer): boolean {
  return bytes.subarray(4, 8).toString('latin1') === 'ftyp';
}

/**
 * Hands out copies of `mp4`. Each call reports 40 % and then waits for `release()` when gated;
 * `calls` counts generations, `started` resolves on the first.
 */
export class FakeVideoEngine implements VideoEngine {
  readonly engine = TEST_ENGINE;
  calls = 0;
  private gate: Promise<void> | null = null;
  private open: () => void = () => undefined;
  private onStart: () => void = () => undefined;
  readonly started = new Promise<void>((resolve) => (this.onStart = resolve));

  constructor(
    private readonly mp4: Buffer,
    options: { gated?: boolean } = {},
  ) {
    if (options.gated) this.gate = new Promise<void>((resolve) => (this.open = resolve));
  }

  release(): void {
    this.open();
  }

  async generate(_prompt: string, options: VideoOptions = {}): Promise<VideoResult> {
    this.calls += 1;
    options.onProgress?.(0.4);
    this.onStart();
    if (this.gate) await this.gate;
    const dir = await mkdtemp(path.join(tmpdir(), 'atelier-video-test-'));
    const file = path.join(dir, 'video.mp4');
    await writeFile(file, this.mp4);
    return { path: file, contentType: 'video/mp4', seconds: 1, width: 160, height: 96, engine: this.engine, dispose: disposerOf(dir) };
  }
}

/** Fails every call with the given kind of engine error. */
export class FailingVideoEngine implements VideoEngine {
  readonly engine = TEST_ENGINE;
  calls = 0;

  constructor(
    private readonly kind: EngineError['kind'] = 'provider',
    private readonly message = 'The AI provider answered 500.',
  ) {}

  async generate(): Promise<VideoResult> {
    this.calls += 1;
    throw new EngineError(this.kind, this.message, { upstreamStatus: 500 });
  }
}
