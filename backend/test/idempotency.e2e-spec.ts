import { IdempotencyStore } from '../src/common/idempotency/idempotency.store';
import { IdempotencySweeper } from '../src/common/idempotency/idempotency.sweeper';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import type { ImageEngine, ImageResult } from '../src/engines/image-engine';
import type { ChatMessage, TextEngine, TextStreamOptions } from '../src/engines/text-engine';
import { EndlessTextEngine, chatHeaders, chatUrl, newSessionId } from './chat.support';
import { bearer, signUp, uniqueIp } from './support/accounts';
import { meterCount } from './support/metering';
import { useSuiteServer } from './support/suite-server';
import { waitFor } from './support/wait-for';

/** Opens when `release()` is called; `started` resolves when the first call arrived. */
class Gate {
  calls = 0;
  private open!: () => void;
  private opened = new Promise<void>((resolve) => (this.open = resolve));
  private arrived!: () => void;
  readonly started = new Promise<void>((resolve) => (this.arrived = resolve));

  constructor(closed: boolean) {
    if (!closed) this.open();
  }

  async pass(): Promise<void> {
    this.calls += 1;
    this.arrived();
    await this.opened;
  }

  release(): void {
    this.open();
  }
}

/** The local engines behind a gate that counts every generation (so "made once" is measured, not assumed). */
function gatedEngines(engines: Engines, text: TextEngine, image: ImageEngine, gate: Gate): void {
  engines.text = {
    engine: text.engine,
    async *stream(messages: ChatMessage[], options?: TextStreamOptions) {
      await gate.pass();
      yield* text.stream(messages, options);
    },
  };
  engines.image = {
    engine: image.engine,
    async generate(prompt: string): Promise<ImageResult> {
      await gate.pass();
      return image.generate(prompt);
    },
  } as ImageEngine;
}

interface Caller {
  token: string | null;
  sessionId: string;
  ip: string;
  /** Credits (RC + SC) or daily uses spent so far. */
  spent(): Promise<number>;
}

interface IdempotentEndpoint {
  path: string;
  /** A request body, and another one for the same key (Stripe: 422). */
  body(caller: Caller): object;
  other(caller: Caller): object;
  caller(): Promise<Caller>;
}

/** Every endpoint that takes `idempotency_key` / X-Idempotency-Key through the kernel (README "Idempotency"). */
describe('Idempotency keys (Stripe semantics) on every idempotent endpoint (real PostgreSQL)', () => {
  let engines: Engines;
  let localText: TextEngine;
  let localImage: ImageEngine;

  const suite = useSuiteServer('idempotency');

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    localText = engines.text;
    localImage = engines.image;
  });

  afterEach(() => {
    engines.text = localText;
    engines.image = localImage;
  });

  const visitor = (meter: string) => async (): Promise<Caller> => {
    const sessionId = newSessionId();
    return { token: null, sessionId, ip: uniqueIp(), spent: () => meterCount(suite.database, `session:${sessionId}`, meter) };
  };
  const account = async (): Promise<Caller> => {
    const { token } = await signUp(suite.http);
    const balance = async () => {
      const { body } = await suite.http.get('/api/v1/credits').set(bearer(token)).expect(200);
      return Number(body.rc) + Number(body.sc);
    };
    const start = await balance();
    return { token, sessionId: newSessionId(), ip: uniqueIp(), spent: async () => start - (await balance()) };
  };

  const endpoints: [string, IdempotentEndpoint][] = [
    ['POST /api/chat/stream', {
      path: '/api/chat/stream',
      body: ({ sessionId }) => ({ message: 'a red candle on a table', session_id: sessionId }),
      other: ({ sessionId }) => ({ message: 'a blue whale', session_id: sessionId }),
      caller: visitor('daily.chat'),
    }],
    ['POST /api/photo/generate', {
      path: '/api/photo/generate',
      body: ({ sessionId }) => ({ prompt: 'a red candle on a table', session_id: sessionId }),
      other: ({ sessionId }) => ({ prompt: 'a blue whale', session_id: sessionId }),
      caller: visitor('daily.photo'),
    }],
    ['POST /api/marketing/chat (Chat Engineer)', {
      path: '/api/marketing/chat',
      body: () => ({ message: 'Plan a spring launch' }),
      other: () => ({ message: 'Plan a winter launch' }),
      caller: account,
    }],
    ['POST /api/marketing/quick-create', {
      path: '/api/marketing/quick-create',
      body: () => ({ input: 'Spring sale on soy candles' }),
      other: () => ({ input: 'Spring sale on soy candles', output: 'image' }),
      caller: account,
    }],
    ['POST /api/marketing/campaign-copy', {
      path: '/api/marketing/campaign-copy',
      body: () => ({ input: 'Spring sale', copy_type: 'ad' }),
      other: () => ({ input: 'Spring sale', copy_type: 'email' }),
      caller: account,
    }],
    ['POST /api/marketing/visuals', {
      path: '/api/marketing/visuals',
      body: () => ({ input: 'A candle', style: 'photo' }),
      other: () => ({ input: 'A candle', style: 'sketch' }),
      caller: account,
    }],
  ];

  let sequence = 0;
  const newKey = () => `idem_${Date.now()}_${++sequence}`;
  const send = (endpoint: IdempotentEndpoint, caller: Caller, key: string | null, body: object, viaHeader = false) => {
    const url = key && !viaHeader ? `${endpoint.path}?idempotency_key=${encodeURIComponent(key)}` : endpoint.path;
    let call = suite.http.post(url).set('X-Forwarded-For', caller.ip);
    if (key && viaHeader) call = call.set('X-Idempotency-Key', key);
    if (caller.token) call = call.set(bearer(caller.token));
    return call.send(body);
  };

  describe.each(endpoints)('%s', (_name, endpoint) => {
    it('answers the same key and request with the first answer, marked Idempotent-Replayed, made and charged once', async () => {
      const gate = new Gate(false);
      gatedEngines(engines, localText, localImage, gate);
      const caller = await endpoint.caller();
      const key = newKey();

      const first = await send(endpoint, caller, key, endpoint.body(caller)).expect(200);
      const again = await send(endpoint, caller, key, endpoint.body(caller)).expect(200);
      const viaHeader = await send(endpoint, caller, key, endpoint.body(caller), true).expect(200);

      expect(first.headers['idempotent-replayed']).toBeUndefined();
      for (const replay of [again, viaHeader]) {
        expect(replay.headers['idempotent-replayed']).toBe('true');
        expect(replay.headers['content-type']).toBe(first.headers['content-type']);
        expect(replay.text).toBe(first.text);
      }
      expect(gate.calls).toBe(1);
      expect(await caller.spent()).toBe(1);
    });

    it('refuses the same key with another request with 422 IDEMPOTENCY_KEY_REUSED, running nothing', async () => {
      const gate = new Gate(false);
      gatedEngines(engines, localText, localImage, gate);
      const caller = await endpoint.caller();
      const key = newKey();
      const first = await send(endpoint, caller, key, endpoint.body(caller)).expect(200);

      const other = await send(endpoint, caller, key, endpoint.other(caller)).expect(422);

      expect(other.body).toMatchObject({ statusCode: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
      expect(other.body.message).toMatch(/same parameters/);
      expect(gate.calls).toBe(1);
      expect(await caller.spent()).toBe(1);
      // The key still stands for its first request.
      expect((await send(endpoint, caller, key, endpoint.body(caller)).expect(200)).text).toBe(first.text);
    });

    it('answers a request under a key whose first request is still running with one 409 IDEMPOTENCY_KEY_IN_USE', async () => {
      const gate = new Gate(true);
      gatedEngines(engines, localText, localImage, gate);
      const caller = await endpoint.caller();
      const key = newKey();
      const first = send(endpoint, caller, key, endpoint.body(caller)).then((answer) => answer);
      await gate.started;

      const during = await send(endpoint, caller, key, endpoint.body(caller));
      gate.release();
      const answered = await first;

      expect(during.status).toBe(409);
      expect(during.body).toMatchObject({ statusCode: 409, code: 'IDEMPOTENCY_KEY_IN_USE' });
      expect(answered.status).toBe(200);
      expect(gate.calls).toBe(1);
      expect(await caller.spent()).toBe(1);
      expect((await send(endpoint, caller, key, endpoint.body(caller)).expect(200)).headers['idempotent-replayed']).toBe('true');
    });

    it("keeps keys per owner: another caller's same key and request runs as its own", async () => {
      const gate = new Gate(false);
      gatedEngines(engines, localText, localImage, gate);
      const [one, two] = [await endpoint.caller(), await endpoint.caller()];
      const key = newKey();

      await send(endpoint, one, key, endpoint.body(one)).expect(200);
      const theirs = await send(endpoint, two, key, endpoint.body(two)).expect(200);

      expect(theirs.headers['idempotent-replayed']).toBeUndefined();
      expect(gate.calls).toBe(2);
    });
  });

  it('gives the key back when the first stream did not finish: a retry streams anew, and a finished one replays', async () => {
    const endless = new EndlessTextEngine();
    engines.text = endless;
    const sessionId = newSessionId();
    const ip = uniqueIp();
    const key = newKey();
    const body = JSON.stringify({ message: 'go on forever', session_id: sessionId });
    const controller = new AbortController();
    const cut = await fetch(chatUrl(suite.server.url, key), { method: 'POST', headers: chatHeaders({ ip }), body, signal: controller.signal });
    await cut.body!.getReader().read();
    controller.abort();
    await endless.aborted;
    engines.text = localText;

    // The cut-off request gives its key back once its end is handled; a retry then runs (not a 409 for ever).
    await waitFor(async () => (await suite.database.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).length === 0, 'the key given back');
    const retry = await suite.http.post(`/api${chatUrl('', key)}`).set(chatHeaders({ ip })).send(body).expect(200);

    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(retry.text).toMatch(/data: \[DONE\]\n\n$/);
    const replay = await suite.http.post(`/api${chatUrl('', key)}`).set(chatHeaders({ ip })).send(body).expect(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.text).toBe(retry.text);
  });

  it('keeps keys 24 hours: the sweeper deletes only older ones, after which the key is free again', async () => {
    const endpoint = endpoints[1][1];
    const caller = await endpoint.caller();
    const key = newKey();
    await send(endpoint, caller, key, endpoint.body(caller)).expect(200);
    const [{ created_at: createdAt }] = await suite.database.query<{ created_at: Date }>('SELECT created_at FROM idempotency_keys WHERE key = $1', [key]);
    const sweeper = suite.server.app.get(IdempotencySweeper);
    const hours = (count: number) => new Date(createdAt.getTime() + count * 3_600_000);

    await sweeper.sweep(hours(23.9));
    expect((await send(endpoint, caller, key, endpoint.body(caller)).expect(200)).headers['idempotent-replayed']).toBe('true');

    expect(await sweeper.sweep(hours(24.1))).toBeGreaterThanOrEqual(1);
    expect(await suite.database.query('SELECT 1 FROM idempotency_keys WHERE key = $1', [key])).toHaveLength(0);
    const reused = await send(endpoint, caller, key, endpoint.other(caller)).expect(200);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores a first answer with its status and replays it, and gives back a failed one (IdempotencyStore)', async () => {
    const store = suite.server.app.get(IdempotencyStore);
    const scope = { owner: `visitor:${newSessionId()}`, endpoint: 'POST /api/test', key: newKey() };
    const claim = await store.begin(scope, 'fingerprint-a');
    if (claim.kind !== 'run') throw new Error('expected the key to be free');
    await expect(store.begin(scope, 'fingerprint-a')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_IN_USE' });
    await expect(store.begin(scope, 'fingerprint-b')).rejects.toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    await store.release(claim.id);
    const retried = await store.begin(scope, 'fingerprint-b');
    if (retried.kind !== 'run') throw new Error('a released key is free');
    const answer = { status: 404, headers: { 'content-type': 'application/json' }, body: Buffer.from('{"code":"NOT_FOUND"}') };
    await store.complete(retried.id, answer);

    expect(await store.begin(scope, 'fingerprint-b')).toEqual({ kind: 'replay', answer });
  });

  it('exposes Idempotent-Replayed to browsers on other origins (CORS)', async () => {
    const endpoint = endpoints[1][1];
    const caller = await endpoint.caller();
    const key = newKey();
    await send(endpoint, caller, key, endpoint.body(caller)).set('Origin', 'http://localhost:3000').expect(200);
    const replay = await send(endpoint, caller, key, endpoint.body(caller)).set('Origin', 'http://localhost:3000').expect(200);

    expect(replay.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    expect(replay.headers['access-control-expose-headers']).toMatch(/(^|,\s*)Idempotent-Replayed(,|$)/);
  });
});
