import { readdir, readFile } from 'node:fs/promises';
import * as path from 'node:path';
import sharp from 'sharp';
import { checkImage } from '../../src/assets/images/image-intake';
import { EngineError } from '../../src/engines/engine-error';
import { OpenAiClient } from '../../src/engines/openai/openai-client';
import { OpenAiImageEngine } from '../../src/engines/openai/openai-image.engine';
import { OpenAiTextEngine } from '../../src/engines/openai/openai-text.engine';
import { OpenAiTranscriptionEngine } from '../../src/engines/openai/openai-transcription.engine';
import { OpenAiVideoEngine } from '../../src/engines/openai/openai-video.engine';
import { OpenAiVisionEngine } from '../../src/engines/openai/openai-vision.engine';
import {
  FAKE_API_KEY,
  FAKE_TRANSCRIPT,
  FAKE_VISION_ANSWER,
  FakeOpenAiServer,
  STREAMED_PIECES,
} from './fake-openai-server';

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of stream) pieces.push(piece);
  return pieces;
}

describe('OpenAI-compatible engines against a protocol server', () => {
  let fake: FakeOpenAiServer;
  let png: Buffer;
  const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(200_000, 7)]);
  const client = (apiKey = FAKE_API_KEY, timeoutMs = 5_000) => new OpenAiClient({ baseUrl: fake.baseUrl, apiKey, timeoutMs });

  beforeAll(async () => {
    png = await sharp({ create: { width: 48, height: 24, channels: 3, background: '#ff0000' } }).png().toBuffer();
    fake = await FakeOpenAiServer.start({ png, mp4 });
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.requests.splice(0));

  describe(OpenAiTextEngine.name, () => {
    it('streams the content deltas of a chunked SSE answer, sending the key as a Bearer token', async () => {
      const engine = new OpenAiTextEngine(client(), 'gpt-test');
      const pieces = await collect(engine.stream([{ role: 'user', content: 'Say hello' }]));
      expect(pieces).toEqual(STREAMED_PIECES);
      const [request] = fake.requests;
      expect(request.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
      expect(JSON.parse(request.body.toString())).toEqual({
        model: 'gpt-test',
        messages: [{ role: 'user', content: 'Say hello' }],
        stream: true,
      });
    });

    it('maps a 401 to a provider error with the upstream message but without the key', async () => {
      const engine = new OpenAiTextEngine(client('sk-wrong-key-999'), 'gpt-test');
      const failure = collect(engine.stream([{ role: 'user', content: 'hi' }]));
      await expect(failure).rejects.toBeInstanceOf(EngineError);
      await expect(failure).rejects.toMatchObject({
        kind: 'provider',
        upstreamStatus: 401,
        message: 'The provider answered 401: Incorrect API key provided: [redacted]',
      });
    });

    it('maps a 500 to a provider error with its status', async () => {
      const failure = collect(new OpenAiTextEngine(client(), 'fail-500').stream([{ role: 'user', content: 'hi' }]));
      await expect(failure).rejects.toMatchObject({ kind: 'provider', upstreamStatus: 500, message: 'The provider answered 500: upstream exploded' });
    });

    it('times out when the server never answers, and when a stream goes silent', async () => {
      const hang = collect(new OpenAiTextEngine(client(FAKE_API_KEY, 300), 'hang').stream([{ role: 'user', content: 'hi' }]));
      await expect(hang).rejects.toMatchObject({ kind: 'timeout', message: 'The provider did not answer in time.' });

      const pieces: string[] = [];
      const stall = (async () => {
        for await (const piece of new OpenAiTextEngine(client(FAKE_API_KEY, 300), 'stall').stream([{ role: 'user', content: 'hi' }])) {
          pieces.push(piece);
        }
      })();
      await expect(stall).rejects.toMatchObject({ kind: 'timeout' });
      expect(pieces).toEqual(['partial']);
    });

    it('rethrows the caller\'s abort rather than calling it a provider failure', async () => {
      const controller = new AbortController();
      const failure = collect(new OpenAiTextEngine(client(), 'hang').stream([{ role: 'user', content: 'hi' }], { signal: controller.signal }));
      setTimeout(() => controller.abort(), 50);
      await expect(failure).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('reports an unreachable server as a provider error', async () => {
      const unreachable = new OpenAiClient({ baseUrl: 'http://127.0.0.1:9/v1', apiKey: FAKE_API_KEY });
      const failure = collect(new OpenAiTextEngine(unreachable, 'gpt-test').stream([{ role: 'user', content: 'hi' }]));
      await expect(failure).rejects.toMatchObject({ kind: 'provider', message: 'Could not reach the provider.' });
    });
  });

  describe(OpenAiImageEngine.name, () => {
    it('returns the PNG sent as b64_json, with its real size', async () => {
      const result = await new OpenAiImageEngine(client(), 'gpt-image-test').generate('a red square', { width: 1024, height: 1024 });
      expect(result).toMatchObject({ contentType: 'image/png', width: 48, height: 24, engine: { provider: 'openai', model: 'gpt-image-test' } });
      expect(result.data.equals(png)).toBe(true);
      expect(JSON.parse(fake.requests[0].body.toString())).toMatchObject({ model: 'gpt-image-test', prompt: 'a red square', size: '1024x1024' });
    });

    it('downloads an image answered by url, without sending the key to that url', async () => {
      const result = await new OpenAiImageEngine(client(), 'gpt-image-test').generate('served by url');
      expect(result.data.equals(png)).toBe(true);
      const download = fake.requests.find((request) => request.path === '/files/picture.png');
      expect(download?.authorization).toBeUndefined();
    });

    it('maps a 500 without an error body to a provider error with the status', async () => {
      await expect(new OpenAiImageEngine(client(), 'fail-500').generate('x')).rejects.toMatchObject({
        kind: 'provider',
        upstreamStatus: 500,
        message: 'The provider answered with status 500.',
      });
    });
  });

  describe(OpenAiTranscriptionEngine.name, () => {
    it('sends the audio as multipart file + model and returns the text', async () => {
      const audio = Buffer.from('OggS fake webm bytes');
      const result = await new OpenAiTranscriptionEngine(client(), 'whisper-test').transcribe(audio, {
        filename: 'note.webm',
        contentType: 'audio/webm',
      });
      expect(result.text).toBe(`${FAKE_TRANSCRIPT} (${audio.length} bytes, note.webm)`);
      expect(fake.requests[0].contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(fake.requests[0].authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    });
  });

  describe(OpenAiVisionEngine.name, () => {
    it('sends the image as a data URL through chat completions and returns the description', async () => {
      const result = await new OpenAiVisionEngine(client(), 'gpt-vision-test').analyze(checkImage(png), { filename: 'red.png' });
      expect(result).toEqual({ analysis: FAKE_VISION_ANSWER, engine: { provider: 'openai', model: 'gpt-vision-test', label: 'gpt-vision-test' } });
    });

    it('refuses a non-image before calling the provider: the image intake stops it, and analyze() takes only what it passed', async () => {
      const engine = new OpenAiVisionEngine(client(), 'gpt-vision-test');
      await expect(async () => engine.analyze(checkImage(Buffer.from('text')), { filename: 'a.png' })).rejects.toMatchObject({
        reason: 'not-an-image',
      });
      expect(fake.requests).toHaveLength(0);
    });
  });

  describe(OpenAiVideoEngine.name, () => {
    const timing = { pollIntervalMs: 20, timeoutMs: 5_000 };

    it('creates the job, polls until completed, reports progress and downloads the content to a file', async () => {
      const progress: number[] = [];
      const result = await new OpenAiVideoEngine(client(), 'sora-test', timing).generate('a lighthouse', {
        seconds: 8,
        width: 1280,
        height: 720,
        onProgress: (fraction) => progress.push(fraction),
      });
      try {
        expect(result).toMatchObject({ contentType: 'video/mp4', seconds: 8, width: 1280, height: 720 });
        expect((await readFile(result.path)).equals(mp4)).toBe(true);
        expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
          'POST /videos',
          'GET /videos/video_1',
          'GET /videos/video_1',
          'GET /videos/video_1/content',
        ]);
        expect(JSON.parse(fake.requests[0].body.toString())).toEqual({ model: 'sora-test', prompt: 'a lighthouse', seconds: '8', size: '1280x720' });
        expect(progress).toEqual([0, 0.5, 1]);
        expect(path.basename(path.dirname(result.path))).toMatch(new RegExp(`^atelier-video-${process.pid}-`));
      } finally {
        await result.dispose();
      }
      await expect(readdir(path.dirname(result.path))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('turns a failed job into a provider error with the upstream reason', async () => {
      await expect(new OpenAiVideoEngine(client(), 'fail-video', timing).generate('x')).rejects.toMatchObject({
        kind: 'provider',
        message: 'The prompt was blocked.',
      });
    });

    it('times out a job that takes longer than allowed', async () => {
      const slow = new OpenAiVideoEngine(client(), 'sora-test', { pollIntervalMs: 1_000, timeoutMs: 200 });
      await expect(slow.generate('x')).rejects.toMatchObject({ kind: 'timeout' });
    });
  });
});
