import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { FAKE_TRANSCRIPT } from './fake-openai-server';

/** What the fake upstream's speech answers: the request echoed, so a test sees what reached the provider. */
export const fakeSpeechBytes = (request: { model: string; voice: string; response_format?: string; speed?: number; input: string }) =>
  Buffer.from(`FAKE-SPEECH model=${request.model} voice=${request.voice} format=${request.response_format ?? 'mp3'} speed=${request.speed ?? 1}: ${request.input}`);

/** The fake upstream's embedding of one input: `dimensions` (default 8) numbers in -1..1 from its SHA-256. */
export function fakeEmbedding(input: string | number[], dimensions = 8): number[] {
  const digest = createHash('sha256').update(JSON.stringify(input)).digest();
  return Array.from({ length: dimensions }, (_, index) => Math.round(((digest[index % digest.length] - 128) / 128) * 1e6) / 1e6);
}

export const FAKE_EMBEDDINGS_USAGE = 7;

export interface FakeAnswer {
  status: number;
  body: Buffer;
  contentType: string;
}

const json = (status: number, body: unknown): FakeAnswer => ({ status, body: Buffer.from(JSON.stringify(body)), contentType: 'application/json' });

/**
 * The fake upstream's /audio/speech, /embeddings, and /audio/transcriptions in the formats other than json
 * (deterministic); null for every other request, which the server's own routes answer.
 */
export async function fakeAudioAnswer(req: IncomingMessage, path: string, body: Buffer): Promise<FakeAnswer | null> {
  if (req.method !== 'POST') return null;
  if (path === '/audio/speech') {
    const request = JSON.parse(body.toString()) as Parameters<typeof fakeSpeechBytes>[0];
    if (request.model === 'fail-500') return json(500, { error: { message: 'speech exploded' } });
    return { status: 200, body: fakeSpeechBytes(request), contentType: 'audio/mpeg' };
  }
  if (path === '/embeddings') {
    const request = JSON.parse(body.toString()) as { model: string; input: string[] | number[][]; encoding_format?: string; dimensions?: number };
    const data = request.input.map((input, index) => {
      const vector = fakeEmbedding(input, request.dimensions);
      const embedding = request.encoding_format === 'base64' ? Buffer.from(new Float32Array(vector).buffer).toString('base64') : vector;
      return { object: 'embedding', index, embedding };
    });
    return json(200, { object: 'list', data, model: `${request.model}-fake`, usage: { prompt_tokens: FAKE_EMBEDDINGS_USAGE, total_tokens: FAKE_EMBEDDINGS_USAGE } });
  }
  if (path === '/audio/transcriptions') {
    const form = await new Request('http://fake/', { method: 'POST', headers: { 'content-type': req.headers['content-type'] ?? '' }, body }).formData();
    const format = form.get('response_format');
    const language = form.get('language') ?? 'en';
    if (format === 'verbose_json') return json(200, { task: 'transcribe', language, duration: 1.5, text: FAKE_TRANSCRIPT, segments: [] });
    if (format === 'text') return { status: 200, body: Buffer.from(`${FAKE_TRANSCRIPT}\n`), contentType: 'text/plain' };
    if (format === 'srt') return { status: 200, body: Buffer.from(`1\n00:00:00,000 --> 00:00:01,500\n${FAKE_TRANSCRIPT}\n`), contentType: 'text/plain' };
    if (format === 'vtt') return { status: 200, body: Buffer.from(`WEBVTT\n\n00:00:00.000 --> 00:00:01.500\n${FAKE_TRANSCRIPT}\n`), contentType: 'text/vtt' };
  }
  return null;
}
