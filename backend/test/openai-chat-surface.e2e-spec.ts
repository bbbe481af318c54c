import Ajv2020 from 'ajv/dist/2020';
import type { Engines } from '../src/engines/create-engines';
import { ENGINES } from '../src/engines/engines.module';
import { OFFLINE_JSON_LABEL } from '../src/engines/local/local-text.engine';
import { OpenAiClient } from '../src/engines/openai/openai-client';
import { OpenAiTextEngine } from '../src/engines/openai/openai-text.engine';
import { FAKE_API_KEY, FakeOpenAiServer } from './engines/fake-openai-server';
import { FAKE_JSON_LABEL, FAKE_LOGPROB, STREAMED_PIECES, fakeToolCallId } from './engines/fake-openai-chat';
import { type TestAccount, bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';
import { makeTempDir } from './support/temp-dir';

const ROUTE = '/api/openai/v1/chat/completions';
const tokensOf = (text: string) => Math.ceil([...text].length / 4);

/** What Pydantic emits for a model with a nested model list, an enum and an optional field. */
const EVENT_SCHEMA = {
  $defs: {
    Person: {
      type: 'object',
      properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 0 } },
      required: ['name', 'age'],
      additionalProperties: false,
    },
    Colour: { enum: ['red', 'green', 'blue'], type: 'string' },
  },
  type: 'object',
  properties: {
    title: { type: 'string' },
    people: { type: 'array', items: { $ref: '#/$defs/Person' }, minItems: 1 },
    colour: { $ref: '#/$defs/Colour' },
    note: { anyOf: [{ type: 'string' }, { type: 'null' }] },
  },
  required: ['title', 'people', 'colour', 'note'],
  additionalProperties: false,
};

const WEATHER_TOOL = {
  type: 'function',
  function: {
    name: 'get_weather',
    description: 'The weather in a city',
    parameters: { type: 'object', properties: { city: { type: 'string' }, unit: { enum: ['C', 'F'] } }, required: ['city', 'unit'], additionalProperties: false },
    strict: true,
  },
};

interface Chunk {
  choices: Array<{ index: number; delta: { content?: string; tool_calls?: Array<{ index: number; id?: string; function?: { name?: string; arguments?: string } }> }; finish_reason: string | null; logprobs: unknown }>;
  usage?: { total_tokens: number } | null;
}

/** The `data:` frames of an event stream, [DONE] left out. */
const framesOf = (text: string): Chunk[] =>
  text
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: ') && frame !== 'data: [DONE]')
    .map((frame) => JSON.parse(frame.slice(6)) as Chunk);

/** Each choice of a stream put back together: its text, its tool calls (id, name, arguments), its finish reason. */
function reassemble(chunks: Chunk[]) {
  const choices: Array<{ content: string; toolCalls: Array<{ id: string; name: string; arguments: string }>; finish: string | null }> = [];
  for (const chunk of chunks) {
    for (const choice of chunk.choices) {
      const into = (choices[choice.index] ??= { content: '', toolCalls: [], finish: null });
      into.content += choice.delta.content ?? '';
      for (const call of choice.delta.tool_calls ?? []) {
        const target = (into.toolCalls[call.index] ??= { id: '', name: '', arguments: '' });
        target.id += call.id ?? '';
        target.name += call.function?.name ?? '';
        target.arguments += call.function?.arguments ?? '';
      }
      into.finish = choice.finish_reason ?? into.finish;
    }
  }
  return choices;
}

describe('OpenAI Chat Completions: the whole documented request, offline and through a provider (real PostgreSQL)', () => {
  const suite = useSuiteServer('openai_chat_surface', () => ({ DATA_DIR: makeTempDir('openai-chat-surface-data') }));
  const ajv = new Ajv2020({ strict: false });
  let engines: Engines;
  let offline: Engines['text'];

  beforeAll(() => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
    offline = engines.text;
  });

  afterEach(() => {
    engines.text = offline;
  });

  async function accountWithKey(): Promise<{ account: TestAccount; key: string }> {
    const account = await signUp(suite.http);
    const created = await suite.http.post('/api/integrations/key').set(bearer(account.token)).send({ label: 'surface' }).expect(201);
    await suite.database.query('UPDATE users SET api_plan = $1 WHERE id = $2', ['starter', account.user.id]);
    return { account, key: created.body.key };
  }
  const tokensUsed = async (account: TestAccount) =>
    (await suite.http.get('/api/integrations/usage').set(bearer(account.token)).expect(200)).body.tokens_used as number;
  const post = (key: string, body: object) => suite.http.post(ROUTE).set(bearer(key)).send(body);

  describe('offline engine', () => {
    it('accepts every documented field at once (and tool turns), ignoring a field from the future', async () => {
      const { key } = await accountWithKey();
      const answer = await post(key, {
        model: 'atelier-templates',
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'developer', content: 'Answer in English.', name: 'house_rules' },
          { role: 'user', content: [{ type: 'text', text: 'Weather in Paris?' }], a_future_message_field: 1 },
          { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris","unit":"C"}' } }], refusal: null },
          { role: 'tool', tool_call_id: 'call_1', content: '21 degrees, sunny' },
          { role: 'user', content: 'And tomorrow?' },
        ],
        stream: false,
        max_tokens: 400,
        max_completion_tokens: 400,
        temperature: 0.5,
        top_p: 0.9,
        n: 2,
        presence_penalty: 0.1,
        frequency_penalty: -0.1,
        seed: 7,
        stop: ['\n\n\n'],
        user: 'user-1',
        logit_bias: { '50256': -100 },
        logprobs: true,
        top_logprobs: 3,
        response_format: { type: 'text' },
        tools: [WEATHER_TOOL],
        tool_choice: 'auto',
        parallel_tool_calls: false,
        functions: [{ name: 'legacy_fn', parameters: { type: 'object' } }],
        function_call: 'none',
        store: false,
        reasoning_effort: 'low',
        verbosity: 'medium',
        metadata: { purpose: 'surface-test' },
        modalities: ['text'],
        prediction: { type: 'content', content: 'Tomorrow' },
        audio: { voice: 'alloy', format: 'mp3' },
        service_tier: 'auto',
        web_search_options: { search_context_size: 'low' },
        prompt_cache_key: 'surface',
        safety_identifier: 'hashed-user',
        a_field_added_to_openai_in_2027: { anything: true },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.choices).toHaveLength(2);
      for (const choice of answer.body.choices) {
        expect(choice).toMatchObject({ finish_reason: 'stop', logprobs: null });
        expect(choice.message.tool_calls).toBeUndefined();
        expect(choice.message.content).toContain('The offline engine calls no tools, so get_weather was not called.');
      }
    });

    it("refuses wrong types and values with 400 in OpenAI's envelope, param naming the field, charging nothing", async () => {
      const { account, key } = await accountWithKey();
      const user = { role: 'user', content: 'hi' };
      const cases: Array<[object, string]> = [
        [{ n: 'two' }, 'n'],
        [{ n: 129 }, 'n'],
        [{ messages: [user, { role: 'robot', content: 'x' }] }, 'messages[1].role'],
        [{ messages: [{ role: 'tool', content: 'x' }] }, 'messages[0].tool_call_id'],
        [{ top_logprobs: 2 }, 'top_logprobs'],
        [{ logprobs: true, top_logprobs: 21 }, 'top_logprobs'],
        [{ tools: [{ type: 'function', function: { name: 'bad name!' } }] }, 'tools[0].function.name'],
        [{ tool_choice: 'sometimes' }, 'tool_choice'],
        [{ response_format: { type: 'json_schema' } }, 'response_format.json_schema'],
        [{ response_format: { type: 'yaml' } }, 'response_format.type'],
        [{ stop: ['a', 'b', 'c', 'd', 'e'] }, 'stop'],
        [{ metadata: { key: 5 } }, 'metadata'],
        [{ reasoning_effort: 'extreme' }, 'reasoning_effort'],
      ];
      for (const [fields, param] of cases) {
        const answer = await post(key, { model: 'atelier-templates', messages: [user], ...fields });
        expect({ fields, status: answer.status, param: answer.body.error?.param, type: answer.body.error?.type }).toEqual({
          fields,
          status: 400,
          param,
          type: 'invalid_request_error',
        });
      }
      expect(await tokensUsed(account)).toBe(0);
    });

    it('answers json_object with a JSON object and json_schema with JSON valid against the schema, labelled offline', async () => {
      const { key } = await accountWithKey();
      const messages = [{ role: 'user', content: 'Plan a party' }];
      const object = await post(key, { model: 'atelier-templates', messages, response_format: { type: 'json_object' } }).expect(200);
      const parsed = JSON.parse(object.body.choices[0].message.content);
      expect(parsed).toMatchObject({ offline: true, engine: 'atelier-templates' });

      const schema = await post(key, {
        model: 'atelier-templates',
        messages,
        n: 3,
        response_format: { type: 'json_schema', json_schema: { name: 'Event', schema: EVENT_SCHEMA, strict: true } },
      }).expect(200);
      const validate = ajv.compile(EVENT_SCHEMA);
      expect(schema.body.choices).toHaveLength(3);
      const values = schema.body.choices.map((choice: { message: { content: string } }) => JSON.parse(choice.message.content));
      for (const value of values) expect({ value, valid: validate(value) }).toMatchObject({ valid: true });
      expect(values[0].title).toBe(OFFLINE_JSON_LABEL);
      expect(new Set(values.map((value: unknown) => JSON.stringify(value))).size).toBe(3);
    });

    it('streams n choices, each by its index, tools never called, usage last and metered', async () => {
      const { account, key } = await accountWithKey();
      const answer = await post(key, {
        model: 'atelier-templates',
        messages: [{ role: 'user', content: 'Weather?' }],
        n: 3,
        tools: [WEATHER_TOOL],
        stream: true,
        stream_options: { include_usage: true },
      }).expect(200);
      const chunks = framesOf(answer.text);
      const choices = reassemble(chunks);
      expect(choices).toHaveLength(3);
      choices.forEach((choice, index) => {
        expect(choice.finish).toBe('stop');
        expect(choice.toolCalls).toEqual([]);
        expect(choice.content).toContain(`Choice ${index + 1} of 3. The offline engine calls no tools`);
      });
      const last = chunks[chunks.length - 1];
      expect(last.choices).toEqual([]);
      const completion = choices.reduce((sum, choice) => sum + tokensOf(choice.content), 0);
      expect(last.usage?.total_tokens).toBe(tokensOf('Weather?') + completion);
      expect(await tokensUsed(account)).toBe(last.usage?.total_tokens);
    });
  });

  describe('through a provider (the fake OpenAI-compatible upstream)', () => {
    let fake: FakeOpenAiServer;

    beforeAll(async () => {
      fake = await FakeOpenAiServer.start({ png: Buffer.alloc(1), mp4: Buffer.alloc(1) });
    });
    afterAll(() => fake.stop());
    beforeEach(() => {
      engines.text = new OpenAiTextEngine(new OpenAiClient({ baseUrl: fake.baseUrl, apiKey: FAKE_API_KEY, timeoutMs: 10_000 }), 'gpt-fake');
    });
    const lastUpstreamBody = () => JSON.parse(fake.requests[fake.requests.length - 1].body.toString()) as Record<string, unknown>;

    it('returns the tool call, passes every field on, meters what was delivered, then answers the tool result', async () => {
      const { account, key } = await accountWithKey();
      const question = { role: 'user', content: 'Weather in Paris?' };
      const call = await post(key, {
        model: 'gpt-fake',
        messages: [question],
        tools: [WEATHER_TOOL],
        tool_choice: 'required',
        parallel_tool_calls: false,
        temperature: 0.3,
        seed: 11,
        metadata: { a: 'b' },
        a_field_from_the_future: 1,
      }).expect(200);
      expect(lastUpstreamBody()).toMatchObject({
        model: 'gpt-fake',
        tools: [WEATHER_TOOL],
        tool_choice: 'required',
        parallel_tool_calls: false,
        temperature: 0.3,
        seed: 11,
        metadata: { a: 'b' },
      });
      expect(lastUpstreamBody()).not.toHaveProperty('a_field_from_the_future');
      const choice = call.body.choices[0];
      expect(choice.finish_reason).toBe('tool_calls');
      expect(choice.message.content).toBeNull();
      expect(choice.message.tool_calls).toHaveLength(1);
      const toolCall = choice.message.tool_calls[0];
      expect(toolCall).toMatchObject({ id: fakeToolCallId(0), type: 'function', function: { name: 'get_weather' } });
      expect(ajv.validate(WEATHER_TOOL.function.parameters, JSON.parse(toolCall.function.arguments))).toBe(true);
      const delivered = tokensOf(`get_weather${toolCall.function.arguments}`);
      expect(call.body.usage).toEqual({ prompt_tokens: tokensOf(question.content), completion_tokens: delivered, total_tokens: tokensOf(question.content) + delivered });
      expect(await tokensUsed(account)).toBe(call.body.usage.total_tokens);

      const final = await post(key, {
        model: 'gpt-fake',
        messages: [question, { role: 'assistant', content: null, tool_calls: [toolCall] }, { role: 'tool', tool_call_id: toolCall.id, content: '21 C' }],
        tools: [WEATHER_TOOL],
      }).expect(200);
      expect(lastUpstreamBody().messages).toEqual([
        question,
        { role: 'assistant', content: null, tool_calls: [toolCall] },
        { role: 'tool', content: '21 C', tool_call_id: toolCall.id },
      ]);
      expect(final.body.choices[0]).toMatchObject({ finish_reason: 'stop', message: { content: 'The tool said: 21 C' } });
    });

    it('streams tool-call deltas (id and name first, then argument pieces) that reassemble into the call', async () => {
      const { key } = await accountWithKey();
      const answer = await post(key, { model: 'gpt-fake', messages: [{ role: 'user', content: 'Weather?' }], tools: [WEATHER_TOOL], stream: true }).expect(200);
      const chunks = framesOf(answer.text);
      const pieces = chunks.flatMap((chunk) => chunk.choices.flatMap((choice) => choice.delta.tool_calls ?? []));
      expect(pieces.length).toBeGreaterThan(2);
      expect(pieces[0]).toMatchObject({ index: 0, id: fakeToolCallId(0), type: 'function', function: { name: 'get_weather' } });
      const [choice] = reassemble(chunks);
      expect(choice.finish).toBe('tool_calls');
      expect(choice.toolCalls).toHaveLength(1);
      expect(ajv.validate(WEATHER_TOOL.function.parameters, JSON.parse(choice.toolCalls[0].arguments))).toBe(true);
    });

    it('passes json_schema through, returns logprobs and n choices as the provider sent them', async () => {
      const { account, key } = await accountWithKey();
      const structured = await post(key, {
        model: 'gpt-fake',
        messages: [{ role: 'user', content: 'Plan a party' }],
        response_format: { type: 'json_schema', json_schema: { name: 'Event', schema: EVENT_SCHEMA, strict: true } },
      }).expect(200);
      expect(lastUpstreamBody().response_format).toEqual({ type: 'json_schema', json_schema: { name: 'Event', schema: EVENT_SCHEMA, strict: true } });
      const value = JSON.parse(structured.body.choices[0].message.content);
      expect(ajv.validate(EVENT_SCHEMA, value)).toBe(true);
      expect(value.title).toBe(FAKE_JSON_LABEL);

      const before = await tokensUsed(account);
      const several = await post(key, { model: 'gpt-fake', messages: [{ role: 'user', content: 'Hi' }], n: 2, logprobs: true, top_logprobs: 2 }).expect(200);
      expect(lastUpstreamBody()).toMatchObject({ n: 2, logprobs: true, top_logprobs: 2 });
      expect(several.body.choices.map((choice: { message: { content: string } }) => choice.message.content)).toEqual([
        STREAMED_PIECES.join(''),
        `${STREAMED_PIECES.join('')} (choice 2)`,
      ]);
      expect(several.body.choices[0].logprobs.content.map((entry: { token: string; logprob: number }) => [entry.token, entry.logprob])).toEqual(
        STREAMED_PIECES.map((piece) => [piece, FAKE_LOGPROB]),
      );
      const completion = tokensOf(STREAMED_PIECES.join('')) + tokensOf(`${STREAMED_PIECES.join('')} (choice 2)`);
      expect(several.body.usage.completion_tokens).toBe(completion);
      expect((await tokensUsed(account)) - before).toBe(several.body.usage.total_tokens);
    });
  });
});
