import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { createOpenAI } from '@ai-sdk/openai';
import { generateObject, generateText, stepCountIs, streamText, tool } from 'ai';
import Ajv from 'ajv';
import OpenAI from 'openai';
import { z } from 'zod';
import type { Engines } from '../../src/engines/create-engines';
import { ENGINES } from '../../src/engines/engines.module';
import { instanceOfSchema } from '../../src/engines/local/json-schema-instance';
import { LocalTextEngine } from '../../src/engines/local/local-text.engine';
import { FAKE_JSON_LABEL, fakeToolCallId } from '../engines/fake-openai-chat';
import { FAKE_API_KEY, FakeOpenAiServer, STREAMED_PIECES } from '../engines/fake-openai-server';
import { bearer, signUp } from '../support/accounts';
import { useSuiteServer } from '../support/suite-server';

const run = promisify(execFile);
const REPO = path.resolve(__dirname, '../../..');
/** Where `.ci/run` installs the Python SDK (README "Tests"): a project-local target, on PYTHONPATH for the script. */
const PYTHON_CLIENTS = path.join(REPO, '.cache/python-clients');
const PYTHON_SDK = 'openai==3.22.1';
const PYTHON_SCRIPT = path.join(__dirname, 'python/openai_clients.py');
const OFFLINE_MODEL = 'atelier-templates';
const PROVIDER_MODEL = 'gpt-fake-clients';
const STREAMED_TEXT = STREAMED_PIECES.join('');
/** Jest's cap for a test that starts Python (importing the SDK alone takes seconds on a busy machine). */
const PYTHON_TEST_TIMEOUT = 180_000;

/** What the tools answer; each client runs it itself when the model asks. */
const weatherIn = (city: string) => JSON.stringify({ city, high_c: 21, sky: 'clear' });

const FORECAST_SCHEMA = {
  type: 'object',
  properties: { city: { type: 'string' }, high_c: { type: 'integer' }, sunny: { type: 'boolean' } },
  required: ['city', 'high_c', 'sunny'],
  additionalProperties: false,
} as const;
const WEATHER_TOOL: OpenAI.ChatCompletionFunctionTool = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'The weather in a city today.',
    parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: false },
  },
};
const forecast = z.object({ city: z.string(), high_c: z.number().int(), sunny: z.boolean() });
const isForecast = new Ajv().compile(FORECAST_SCHEMA);
/** What the fake upstream answers for these schemas (fake-openai-chat.ts: the offline engine's generator, labelled). */
const FAKE_FORECAST = instanceOfSchema(FORECAST_SCHEMA, { label: FAKE_JSON_LABEL });
const FAKE_CITY = FAKE_JSON_LABEL;

type CheckResult = Record<string, unknown>;

/** The Python SDK's results, one entry per check (see openai_clients.py); fails, never skips, without the SDK. */
async function python(baseUrl: string, key: string, model: string, mode: 'provider' | 'offline'): Promise<Record<string, unknown>> {
  const env = { ...process.env, PYTHONPATH: PYTHON_CLIENTS, PYTHONDONTWRITEBYTECODE: '1' };
  if (!existsSync(path.join(PYTHON_CLIENTS, `openai-${PYTHON_SDK.split('==')[1]}.dist-info`))) {
    throw new Error(
      `The Python OpenAI SDK (${PYTHON_SDK}) is missing from ${PYTHON_CLIENTS}. Install it as .ci/run does:\n` +
        `  python3 -m pip install --target .cache/python-clients ${PYTHON_SDK}`,
    );
  }
  // Async: the backend answers in this process, so a synchronous child would block it.
  const { stdout } = await run('python3', [PYTHON_SCRIPT, baseUrl, key, model, mode], { env, timeout: 120_000 });
  return JSON.parse(stdout);
}

/** A check's result, or a failure that says which check raised what. */
function check(results: Record<string, unknown>, name: string): CheckResult {
  const result = (results[name] ?? {}) as CheckResult;
  expect({ check: name, error: result.error, trace: result.trace }).toEqual({ check: name, error: undefined, trace: undefined });
  return result;
}

/**
 * Clients nobody here wrote — the official Python SDK, the official `openai` npm SDK and the Vercel AI SDK — drive
 * `/api/openai/v1` unmodified: structured output, a tool round trip and streaming, first through a configured
 * OpenAI-compatible provider (the project's fake upstream, whose chat follows fake-openai-chat.ts), then on the
 * offline engine.
 */
describe('OpenAI clients nobody here wrote, driving /api/openai/v1 (real PostgreSQL)', () => {
  let upstream: FakeOpenAiServer;
  beforeAll(async () => {
    upstream = await FakeOpenAiServer.start({ png: Buffer.alloc(0), mp4: Buffer.alloc(0) }); // no images or videos here
  });
  /** The chat requests the provider received, as sent. */
  const chatRequests = () =>
    upstream.requests.filter((request) => request.path === '/chat/completions').map((request) => JSON.parse(request.body.toString()));
  afterAll(async () => {
    await upstream?.stop();
  });
  const suite = useSuiteServer('openai_clients', () => ({
    ENGINE_TEXT: 'openai',
    OPENAI_TEXT_MODEL: PROVIDER_MODEL,
    OPENAI_BASE_URL: upstream.baseUrl,
    OPENAI_API_KEY: FAKE_API_KEY,
  }));

  let key: string;
  beforeAll(async () => {
    const account = await signUp(suite.http);
    key = (await suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label: 'clients' }).expect(201)).body.key;
    await suite.database.query(`UPDATE users SET api_plan = 'starter' WHERE id = $1`, [account.user.id]);
  });
  beforeEach(() => upstream.requests.splice(0));

  const baseUrl = () => `${suite.server.url}/openai/v1`;
  const npmClient = () => new OpenAI({ apiKey: key, baseURL: baseUrl(), maxRetries: 0 });
  const aiModel = (model: string) => createOpenAI({ apiKey: key, baseURL: baseUrl() }).chat(model);

  describe('through a configured provider', () => {
    it('the Python SDK: parse() to a Pydantic model, a tool round trip, a text stream with usage, streamed tool-call deltas reassembled', async () => {
      const results = await python(baseUrl(), key, PROVIDER_MODEL, 'provider');

      expect(results.sdk_version).toBe('3.22.1');
      expect(check(results, 'structured')).toEqual({
        parsed: FAKE_FORECAST,
        parsed_type: 'Forecast',
        refusal: null,
        finish_reason: 'stop',
      });
      const tools = check(results, 'tools');
      expect(tools).toMatchObject({ first_finish_reason: 'tool_calls', calls: [{ name: 'GetWeather', arguments: { city: FAKE_CITY } }] });
      expect(tools.final_content).toBe(`The tool said: ${weatherIn(FAKE_CITY)}`);
      expect(tools.final_finish_reason).toBe('stop');
      const text = check(results, 'stream_text');
      expect(text).toMatchObject({ text: STREAMED_TEXT, finish_reason: 'stop' });
      expect(text.pieces).toBeGreaterThan(1);
      const usage = text.usage as OpenAI.CompletionUsage;
      expect(usage.completion_tokens).toBeGreaterThan(0);
      expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
      const streamed = check(results, 'stream_tool_call');
      expect(streamed).toMatchObject({ name: 'GetWeather', parsed_arguments: { city: FAKE_CITY }, finish_reason: 'tool_calls' });
      expect(streamed.argument_deltas).toBeGreaterThan(1);
      // What the SDK sent reached the provider: the Pydantic model's strict schema and the tool's result.
      expect(chatRequests()[0].response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'Forecast', strict: true } });
      expect(chatRequests()[2].messages.at(-1)).toMatchObject({ role: 'tool', tool_call_id: fakeToolCallId(0), content: weatherIn(FAKE_CITY) });
    }, PYTHON_TEST_TIMEOUT);

    it('the openai npm SDK: json_schema output, a tool round trip by hand, a text stream with usage, streamed tool-call deltas reassembled', async () => {
      const client = npmClient();

      const structured = await client.chat.completions.create({
        model: PROVIDER_MODEL,
        messages: [{ role: 'user', content: 'Forecast for Lisbon as JSON' }],
        response_format: { type: 'json_schema', json_schema: { name: 'forecast', strict: true, schema: FORECAST_SCHEMA } },
      });
      const object = JSON.parse(structured.choices[0].message.content ?? '');
      expect(isForecast(object)).toBe(true);
      expect(chatRequests()[0].response_format?.json_schema?.schema).toEqual(FORECAST_SCHEMA);

      const messages: OpenAI.ChatCompletionMessageParam[] = [{ role: 'user', content: 'What is the weather in Lisbon?' }];
      const first = await client.chat.completions.create({ model: PROVIDER_MODEL, messages, tools: [WEATHER_TOOL] });
      expect(first.choices[0].finish_reason).toBe('tool_calls');
      const [call] = first.choices[0].message.tool_calls ?? [];
      if (call?.type !== 'function') throw new Error(`expected a function call, got ${JSON.stringify(first.choices[0].message)}`);
      expect(call.function).toEqual({ name: 'get_weather', arguments: JSON.stringify({ city: FAKE_CITY }) });
      messages.push(first.choices[0].message, { role: 'tool', tool_call_id: call.id, content: weatherIn(JSON.parse(call.function.arguments).city) });
      const final = await client.chat.completions.create({ model: PROVIDER_MODEL, messages, tools: [WEATHER_TOOL] });
      expect(final.choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: `The tool said: ${weatherIn(FAKE_CITY)}` } });

      const stream = await client.chat.completions.create({
        model: PROVIDER_MODEL,
        messages: [{ role: 'user', content: 'Tell me about lighthouses' }],
        stream: true,
        stream_options: { include_usage: true },
      });
      const pieces: string[] = [];
      let usage: OpenAI.CompletionUsage | null | undefined;
      for await (const chunk of stream) {
        if (chunk.choices[0]?.delta.content) pieces.push(chunk.choices[0].delta.content);
        if (chunk.usage) usage = chunk.usage;
      }
      expect(pieces.join('')).toBe(STREAMED_TEXT);
      expect(pieces.length).toBeGreaterThan(1);
      expect(usage?.completion_tokens).toBeGreaterThan(0);
      expect(usage?.total_tokens).toBe((usage?.prompt_tokens ?? 0) + (usage?.completion_tokens ?? 0));

      const toolStream = client.chat.completions.stream({
        model: PROVIDER_MODEL,
        messages: [{ role: 'user', content: 'What is the weather in Oslo?' }],
        tools: [WEATHER_TOOL],
      });
      let argumentDeltas = 0;
      toolStream.on('tool_calls.function.arguments.delta', () => argumentDeltas++);
      const assembled = await toolStream.finalChatCompletion();
      expect(argumentDeltas).toBeGreaterThan(1);
      expect(assembled.choices[0].finish_reason).toBe('tool_calls');
      expect(assembled.choices[0].message.tool_calls?.[0]).toMatchObject({
        id: fakeToolCallId(0),
        function: { name: 'get_weather', arguments: JSON.stringify({ city: FAKE_CITY }) },
      });
    });

    it('the Vercel AI SDK: generateObject with a zod schema, generateText running a tool to its final answer, streamText with usage and with a streamed tool call', async () => {
      const model = aiModel(PROVIDER_MODEL);

      const { object } = await generateObject({ model, schema: forecast, prompt: 'Forecast for Lisbon' });
      // zod's int() carries safe-integer bounds, so the fake's number differs from FAKE_FORECAST's; valid either way.
      expect(forecast.safeParse(object).success).toBe(true);
      expect(object).toMatchObject({ city: FAKE_CITY, sunny: true });

      const ran: string[] = [];
      const get_weather = tool({
        description: 'The weather in a city today.',
        inputSchema: z.object({ city: z.string() }),
        execute: async ({ city }) => {
          ran.push(city);
          return weatherIn(city);
        },
      });
      const answer = await generateText({ model, tools: { get_weather }, stopWhen: stepCountIs(3), prompt: 'What is the weather in Lisbon?' });
      expect(ran).toEqual([FAKE_CITY]);
      expect(answer.steps.map((step) => step.finishReason)).toEqual(['tool-calls', 'stop']);
      expect(answer.text).toContain('The tool said:');
      expect(answer.text).toContain(FAKE_CITY);

      const text = streamText({ model, prompt: 'Tell me about lighthouses' });
      const pieces: string[] = [];
      for await (const piece of text.textStream) pieces.push(piece);
      expect(pieces.join('')).toBe(STREAMED_TEXT);
      const usage = await text.usage;
      expect(usage.outputTokens).toBeGreaterThan(0);
      expect(usage.totalTokens).toBe((usage.inputTokens ?? 0) + (usage.outputTokens ?? 0));

      const { execute: _run, ...describedOnly } = get_weather;
      const streamedCall = streamText({ model, tools: { get_weather: describedOnly }, prompt: 'What is the weather in Oslo?' });
      let inputDeltas = 0;
      for await (const part of streamedCall.fullStream) if (part.type === 'tool-input-delta') inputDeltas++;
      expect(inputDeltas).toBeGreaterThan(1);
      expect(await streamedCall.finishReason).toBe('tool-calls');
      expect((await streamedCall.toolCalls).map((call) => ({ name: call.toolName, input: call.input }))).toEqual([
        { name: 'get_weather', input: { city: FAKE_CITY } },
      ]);
    });
  });

  describe('on the offline engine', () => {
    let engines: Engines;
    let provider: Engines['text'];
    beforeAll(() => {
      engines = suite.server.app.get<symbol, Engines>(ENGINES);
      provider = engines.text;
      engines.text = new LocalTextEngine(); // what ENGINE_TEXT=local (the default) serves
    });
    afterAll(() => {
      engines.text = provider;
    });
    afterEach(() => expect(chatRequests()).toEqual([])); // offline means offline

    /** Tools are accepted, and the answer says plainly that no tool is called — never a fake call. */
    const expectPlainNoToolAnswer = (finish: unknown, content: unknown, calls: unknown) => {
      expect(finish).toBe('stop');
      expect(calls ?? []).toEqual([]);
      expect(content).toContain('The offline engine calls no tools');
      expect(content).not.toMatch(/get_weather was called/); // never a claim that it was
    };

    it('the Python SDK: parse() yields a valid Pydantic object; tools are accepted and answered plainly', async () => {
      const results = await python(baseUrl(), key, OFFLINE_MODEL, 'offline');

      const structured = check(results, 'structured');
      expect(structured).toMatchObject({ parsed_type: 'Forecast', finish_reason: 'stop' });
      expect(isForecast(structured.parsed)).toBe(true);
      const tools = check(results, 'tools');
      expectPlainNoToolAnswer(tools.first_finish_reason, tools.first_content, tools.calls);
    }, PYTHON_TEST_TIMEOUT);

    it('the openai npm SDK: json_schema output valid against the schema; tools are accepted and answered plainly', async () => {
      const client = npmClient();
      const structured = await client.chat.completions.create({
        model: OFFLINE_MODEL,
        messages: [{ role: 'user', content: 'Forecast for Lisbon as JSON' }],
        response_format: { type: 'json_schema', json_schema: { name: 'forecast', strict: true, schema: FORECAST_SCHEMA } },
      });
      expect(structured.choices[0].finish_reason).toBe('stop');
      expect(isForecast(JSON.parse(structured.choices[0].message.content ?? ''))).toBe(true);

      const answer = await client.chat.completions.create({
        model: OFFLINE_MODEL,
        messages: [{ role: 'user', content: 'What is the weather in Lisbon?' }],
        tools: [WEATHER_TOOL],
        tool_choice: 'auto',
      });
      expectPlainNoToolAnswer(answer.choices[0].finish_reason, answer.choices[0].message.content, answer.choices[0].message.tool_calls);
    });

    it('the Vercel AI SDK: generateObject returns an object valid against the zod schema; generateText with tools ends without a call', async () => {
      const model = aiModel(OFFLINE_MODEL);
      const { object } = await generateObject({ model, schema: forecast, prompt: 'Forecast for Lisbon' });
      expect(forecast.safeParse(object).success).toBe(true);

      const ran: string[] = [];
      const get_weather = tool({
        description: 'The weather in a city today.',
        inputSchema: z.object({ city: z.string() }),
        execute: async ({ city }) => {
          ran.push(city);
          return weatherIn(city);
        },
      });
      const answer = await generateText({ model, tools: { get_weather }, stopWhen: stepCountIs(3), prompt: 'What is the weather in Lisbon?' });
      expect(ran).toEqual([]);
      expect(answer.steps).toHaveLength(1);
      expectPlainNoToolAnswer(answer.steps[0].finishReason, answer.text, answer.toolCalls);
    });
  });
});
