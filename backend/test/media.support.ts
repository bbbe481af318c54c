import sharp from 'sharp';
import type { EngineError } from '../src/engines/engine-error';
import type { ImageEngine, ImageResult } from '../src/engines/image-engine';
import type { TranscriptionEngine, TranscriptionOptions, TranscriptionResult } from '../src/engines/transcription-engine';

const TEST_ENGINE = { provider: 'local', model: 'test-double', label: 'test engine' } as const;

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A real PNG of one flat colour. */
export function solidPng(width: number, height: number, colour = '#d03030'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } }).png().toBuffer();
}

/** The start of a WebM file as MediaRecorder writes it (EBML header with DocType "webm"). */
export const WEBM_HEAD = Buffer.concat([
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]),
  Buffer.from('webm', 'latin1'),
  Buffer.alloc(64, 0),
]);

export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** Answers with a fixed small PNG at once and counts its calls: quota tests need many quick generations. */
export class QuickImageEngine implements ImageEngine {
  readonly engine = TEST_ENGINE;
  calls = 0;

  constructor(private readonly png: Buffer) {}

  async generate(): Promise<ImageResult> {
    this.calls += 1;
    return { data: this.png, contentType: 'image/png', width: 8, height: 8, engine: this.engine };
  }
}

/** Always fails the way the named EngineError kind does. */
export class FailingImageEngine implements ImageEngine {
  readonly engine = TEST_ENGINE;

  constructor(private readonly error: EngineError) {}

  async generate(): Promise<ImageResult> {
    throw this.error;
  }
}

/** Returns a fixed text and remembers what it was sent. */
export class RecordingTranscriptionEngine implements TranscriptionEngine {
  readonly engine = TEST_ENGINE;
  readonly calls: Array<{ bytes: number; options: TranscriptionOptions }> = [];

  constructor(private readonly text: string) {}

  async transcribe(audio: Buffer, options: TranscriptionOptions): Promise<TranscriptionResult> {
    this.calls.push({ bytes: audio.length, options });
    return { text: this.text, engine: this.engine };
  }
}
