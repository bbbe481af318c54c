import supertest from 'supertest';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import type { CodeEvent, CodeRequest } from '../src/engines/code/code-engine';
import { contentChecksum } from '../src/engines/code/content-checksum';
import { unifiedDiff } from '../src/engines/code/diff-operations';
import { OPERATIONS_SCHEMA } from '../src/engines/code/operations-parser';
import { EngineError } from '../src/engines/engine-error';
import { OpenAiClient } from '../src/engines/openai/openai-client';
import { OpenAiCodeEngine } from '../src/engines/openai/openai-code.engine';
import { FakeCodeModelServer, postStream, studioHeaders } from './build-studio.support';
import { newSessionId } from './chat.support';
import { uniqueIp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

const KEY = 'sk-code-test-0123456789';
const CSS = `header {\n  background: white;\n}\n${'.card {\n  margin: 0;\n}\n'.repeat(10)}`;
const PAGE = '<!doctype html>\n<h1 class="hero">Hi "there" \\ 👋</h1>\n';

/** The OpenAI-compatible code engine against a local server speaking the protocol, alone and behind the API. */
describe('OpenAI-compatible code engine', () => {
  let fake: FakeCodeModelServer;

  beforeAll(async () => {
    fake = await FakeCodeModelServer.start();
  });
  afterAll(() => fake.stop());
  beforeEach(() => fake.requests.splice(0));

  const engine = (model = 'code') => new OpenAiCodeEngine(new OpenAiClient({ baseUrl: fake.baseUrl, apiKey: KEY, timeoutMs: 5_000 }), model);
  const request = (overrides: Partial<CodeRequest> = {}): CodeRequest => ({
    prompt: 'Make the header blue',
    projectType: 'static',
    files: [{ path: 'styles.css', content: CSS }],
    history: [{ role: 'user', parts: [{ text: 'a site' }] }, { role: 'model', parts: [{ text: 'done' }] }],
    attachment: null,
    ...overrides,
  });
  const collect = async (stream: AsyncIterable<CodeEvent>) => {
    const events: CodeEvent[] = [];
    for await (const event of stream) events.push(event);
    return events;
  };

  it('asks for the operations as strict structured output, with the project, history and image in the prompt', async () => {
    fake.answer = { reply: 'Done.', operations: [] };
    await collect(engine().generate(request({ attachment: { mimeType: 'image/png', data: 'iVBORw0KGgo=' } })));

    const [sent] = fake.requests;
    expect(sent.authorization).toBe(`Bearer ${KEY}`);
    expect(sent).toMatchObject({ model: 'code', stream: true, response_format: { type: 'json_schema', json_schema: { name: 'studio_operations', strict: true, schema: OPERATIONS_SCHEMA } } });
    expect(sent.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    expect(sent.messages[0].content).toContain('prefer `patch`');
    const last = sent.messages[3].content as Array<{ type: string; text?: string; image_url?: { url: string } }>;
    expect(last[0].text).toContain(`### styles.css\n\`\`\`\n${CSS}\n\`\`\``);
    expect(last[0].text).toContain('Request: Make the header blue');
    expect(last[1]).toEqual({ type: 'image_url', image_url: { url: 'data:image/png;base64,iVBORw0KGgo=' } });
  });

  it('streams a written file in pieces and ends with each operation, from JSON cut anywhere', async () => {
    const diff = unifiedDiff('styles.css', CSS, CSS.replace('white', 'blue'));
    fake.answer = {
      reply: 'Blue header; a new page.',
      operations: [
        { op: 'patch', path: 'styles.css', content: diff, to: '' },
        { op: 'write', path: 'index.html', content: PAGE, to: '' },
      ],
    };

    const events = await collect(engine().generate(request()));

    expect(events.filter((event) => event.type === 'reply').map((event) => (event as { text: string }).text).join('')).toBe('Blue header; a new page.');
    const chunks = events.filter((event) => event.type === 'write-chunk');
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks.map((event) => (event as { text: string }).text).join('')).toBe(PAGE);
    expect(events.filter((event) => event.type === 'operation')).toEqual([
      { type: 'operation', operation: { op: 'patch', path: 'styles.css', diff } },
      { type: 'operation', operation: { op: 'write', path: 'index.html', content: PAGE } },
    ]);
  });

  it('asks for a whole file when a patch of its did not apply', async () => {
    fake.rewrite = 'header { background: blue; }\n';
    const content = await engine().rewriteFile(request(), 'styles.css', '@@ -1 +1 @@\n-nope\n+blue\n');

    expect(content).toBe('header { background: blue; }\n');
    const [sent] = fake.requests;
    expect(sent.stream).toBeUndefined();
    expect(sent.response_format?.json_schema?.name).toBe('whole_file');
    expect(JSON.stringify(sent.messages)).toContain('did not apply');
  });

  it('turns an answer that is not JSON, and an upstream 500, into engine errors users can read', async () => {
    await expect(collect(engine('garbage').generate(request()))).rejects.toMatchObject({ kind: 'provider', message: "The model's answer was not valid JSON: The answer held no JSON object." });
    const failure = collect(engine('fail-500').generate(request()));
    await expect(failure).rejects.toBeInstanceOf(EngineError);
    await expect(failure).rejects.toMatchObject({ message: 'The provider answered 500: upstream exploded' });
  });

  describe('behind POST /api/build-studio/generate/stream (ENGINE_CODE=openai)', () => {
    const suite = useSuiteServer('build_studio_engine', () => ({ ENGINE_CODE: 'openai', OPENAI_CODE_MODEL: 'code', OPENAI_BASE_URL: fake.baseUrl, OPENAI_API_KEY: KEY }));

    it("streams the model's file operations, applied and checksummed, and names the model", async () => {
      const diff = unifiedDiff('styles.css', CSS, CSS.replace('white', 'blue'));
      fake.answer = { reply: 'Blue.', operations: [{ op: 'patch', path: 'styles.css', content: diff, to: '' }, { op: 'write', path: 'index.html', content: PAGE, to: '' }] };

      const answer = await postStream(suite.server.url, { ip: uniqueIp(), session: newSessionId() }, { prompt: 'Make the header blue', files: [{ path: 'styles.css', content: CSS }] });

      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-engine')).toBe('openai/code (code)');
      const ops = answer.events.filter((event) => event.event === 'op').map((event) => event.data);
      expect(ops).toEqual([
        { op: 'patch', path: 'styles.css', diff, checksum: contentChecksum(CSS.replace('white', 'blue')) },
        { op: 'write', path: 'index.html', checksum: contentChecksum(PAGE), streamed: true },
      ]);
    });

    it('sends the whole file when the model\'s patch does not apply', async () => {
      fake.answer = { reply: 'Blue.', operations: [{ op: 'patch', path: 'styles.css', content: '--- a/styles.css\n+++ b/styles.css\n@@ -1 +1 @@\n-footer {\n+footer { color: blue;\n', to: '' }] };
      fake.rewrite = 'header {\n  background: blue;\n}\n';

      const answer = await postStream(suite.server.url, { ip: uniqueIp(), session: newSessionId() }, { prompt: 'blue', files: [{ path: 'styles.css', content: CSS }] });

      expect(answer.events.filter((event) => event.event === 'op').map((event) => event.data)).toEqual([
        { op: 'write', path: 'styles.css', content: fake.rewrite, checksum: contentChecksum(fake.rewrite), streamed: false },
      ]);
    });

    it('answers a failing provider with a JSON 502 before anything streamed', async () => {
      const engines = suite.server.app.get<symbol, Engines>(ENGINES);
      const configured = engines.code;
      engines.code = engine('fail-500');
      try {
        const response = await supertest(suite.server.app.getHttpServer())
          .post('/api/build-studio/generate')
          .set(studioHeaders({ ip: uniqueIp(), session: newSessionId() }))
          .send({ prompt: 'x', currentCode: '' });
        expect(response.status).toBe(502);
        expect(response.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The provider answered 500: upstream exploded' });
      } finally {
        engines.code = configured;
      }
    });
  });
});
