import { EventEmitter } from 'node:events';
import type { Response } from 'express';
import type { StoredAnswer } from './idempotency.store';
import { isReplayable, markNotReplayable, recordResponse, sendReplay } from './recorded-response';

/** The parts of an Express response the recorder uses, remembering what reached the wire and when. */
class FakeResponse extends EventEmitter {
  statusCode = 200;
  destroyed = false;
  readonly headers = new Map<string, string | number>();
  readonly wire: string[] = [];
  ended = false;

  setHeader(name: string, value: string | number) {
    this.headers.set(name.toLowerCase(), value);
    return this;
  }

  getHeader(name: string) {
    return this.headers.get(name.toLowerCase());
  }

  status(code: number) {
    this.statusCode = code;
    return this;
  }

  write(chunk: string | Buffer) {
    this.wire.push(String(chunk));
    return true;
  }

  end(chunk?: string | Buffer) {
    if (chunk !== undefined) this.wire.push(String(chunk));
    this.ended = true;
    return this;
  }
}

const asResponse = (fake: FakeResponse) => fake as unknown as Response;

describe(recordResponse.name, () => {
  it('stores a whole stream, with the headers that are part of it, before its last bytes leave', async () => {
    const fake = new FakeResponse();
    let stored: StoredAnswer | null | undefined;
    let endedWhenStored: boolean | undefined;
    recordResponse(asResponse(fake), async (answer) => {
      stored = answer;
      endedWhenStored = fake.ended;
    });
    fake.setHeader('Content-Type', 'text/event-stream').setHeader('X-Request-Id', 'r1');

    fake.write('data: {"content":"One"}\n\n');
    fake.write(Buffer.from('data: {"content":" two"}\n\n'));
    asResponse(fake).end('data: [DONE]\n\n');
    await new Promise((resolve) => setImmediate(resolve));

    expect(endedWhenStored).toBe(false);
    expect(fake.ended).toBe(true);
    expect(stored).toEqual({
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
      body: Buffer.from('data: {"content":"One"}\n\ndata: {"content":" two"}\n\ndata: [DONE]\n\n'),
    });
  });

  it('gives the key back for a failed answer, a stream marked not replayable, and a client gone before the end', async () => {
    const outcomes: (StoredAnswer | null)[] = [];
    const failed = new FakeResponse();
    recordResponse(asResponse(failed), async (answer) => void outcomes.push(answer));
    failed.statusCode = 502;
    asResponse(failed).end('{"code":"ENGINE_FAILED"}');

    const broken = new FakeResponse();
    recordResponse(asResponse(broken), async (answer) => void outcomes.push(answer));
    broken.write('data: {"content":"One"}\n\n');
    markNotReplayable(asResponse(broken));
    asResponse(broken).end('event: error\ndata: {}\n\n');

    const gone = new FakeResponse();
    recordResponse(asResponse(gone), async (answer) => void outcomes.push(answer));
    gone.write('data: {"content":"One"}\n\n');
    gone.emit('close');
    await new Promise((resolve) => setImmediate(resolve));

    expect(outcomes).toEqual([null, null, null]);
  });
});

describe(isReplayable.name, () => {
  it("keeps what a request that ran answered (2xx, 404, 422) and gives back what never ran or failed (Stripe's rule)", () => {
    expect([200, 201, 404, 410, 422].map(isReplayable)).toEqual([true, true, true, true, true]);
    expect([400, 401, 402, 403, 409, 429, 500, 502, 503, 504].map(isReplayable)).toEqual(Array(10).fill(false));
  });
});

describe(sendReplay.name, () => {
  it('sends the stored answer with Idempotent-Replayed and ignores what the framework would send after it', () => {
    const fake = new FakeResponse();
    const body = Buffer.from('{"photo_url":"/api/media/1"}');

    sendReplay(asResponse(fake), { status: 200, headers: { 'content-type': 'application/json', 'x-engine': 'local' }, body });
    asResponse(fake).status(204).send('late');

    expect(fake.statusCode).toBe(200);
    expect(fake.getHeader('Idempotent-Replayed')).toBe('true');
    expect(fake.getHeader('x-engine')).toBe('local');
    expect(fake.getHeader('content-length')).toBe(body.length);
    expect(fake.wire).toEqual([body.toString()]);
  });
});
