import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { curlExample, javascriptExample, phpExample, phpValue } from './code-examples';
import { type OpenApiDocument, type ReferenceOperation, isPublicPath, publicReference } from './openapi-reference';

/** A slice of the backend's real /api/docs-json: public and internal operations side by side. */
const DOCUMENT = JSON.parse(readFileSync(path.join(__dirname, 'openapi-fixture.json'), 'utf8')) as OpenApiDocument;
const ORIGIN = 'https://atelier.example';

function operation(method: string, apiPath: string): ReferenceOperation {
  const found = publicReference(DOCUMENT)
    .flatMap((group) => group.operations)
    .find((entry) => entry.method === method && entry.path === apiPath);
  if (!found) throw new Error(`${method} ${apiPath} is not in the reference`);
  return found;
}

describe(publicReference.name, () => {
  it('keeps only /api/wp/*, the OpenAI-compatible API, API keys, usage and plans, grouped in that order', () => {
    const groups = publicReference(DOCUMENT);

    expect(groups.map((group) => group.id)).toEqual(['wordpress', 'openai', 'keys', 'usage', 'plans']);
    const paths = groups.flatMap((group) => group.operations.map((entry) => `${entry.method.toUpperCase()} ${entry.path}`));
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /api/wp/text',
        'GET /api/wp/embed/chat',
        'GET /api/openai/v1/models',
        'POST /api/openai/v1/chat/completions',
        'POST /api/integrations/key',
        'DELETE /api/integrations/key/{id}',
        'GET /api/integrations/keys',
        'GET /api/integrations/usage',
        'GET /api/integrations/plans',
      ]),
    );
    expect(paths.some((entry) => /\/api\/(chat|account|download|integrations\/auth)/.test(entry))).toBe(false);
  });

  it.each([
    ['/api/wp/photo', true],
    ['/api/openai/v1/models', true],
    ['/api/integrations/key/{id}', true],
    ['/api/integrations/auth/login', false],
    ['/api/integrations/keyring', false],
    ['/api/chat/stream', false],
    ['/api/account/sessions', false],
  ])('%s is public: %s', (apiPath, expected) => {
    expect(isPublicPath(apiPath)).toBe(expected);
  });

  it('describes an operation: summary, body fields, responses with their fields, and how it is authorised', () => {
    const text = operation('post', '/api/wp/text');

    expect(text.summary).toBe('Generate text');
    expect(text.auth).toBe('api-key-in-body');
    expect(text.bodyFields).toEqual([
      expect.objectContaining({ name: 'prompt', type: 'string', required: true }),
      expect.objectContaining({ name: 'api_key', type: 'string', required: true }),
    ]);
    expect(text.body).toEqual({ prompt: 'Write a welcome line for a bakery', api_key: 'atk_…' });
    expect(text.responses.map((response) => response.status)).toEqual(['200', '400', '401', '429', '502']);
    expect(text.responses[0].fields.map((field) => field.name)).toEqual(['text', 'tokens']);
    expect(operation('get', '/api/integrations/keys').auth).toBe('session');
    expect(operation('get', '/api/openai/v1/models').auth).toBe('api-key-bearer');
    expect(operation('get', '/api/integrations/plans').auth).toBe('none');
  });

  it('lists path and query parameters but explains Authorization once instead of as a parameter', () => {
    expect(operation('delete', '/api/integrations/key/{id}').parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
    expect(operation('delete', '/api/integrations/key/{id}').examplePath).toBe('/api/integrations/key/ID');
    expect(operation('get', '/api/openai/v1/models').parameters).toEqual([]);
  });
});

describe('code examples', () => {
  it('curl: method, the site origin, JSON body with the key placeholder', () => {
    expect(curlExample(ORIGIN, operation('post', '/api/wp/text'))).toBe(
      [
        "curl -X POST 'https://atelier.example/api/wp/text' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"prompt":"Write a welcome line for a bakery","api_key":"YOUR_API_KEY"}'`,
      ].join('\n'),
    );
  });

  it('curl: bearer API key for the OpenAI-compatible API, session token for key management', () => {
    expect(curlExample(ORIGIN, operation('get', '/api/openai/v1/models'))).toBe(
      "curl -X GET 'https://atelier.example/api/openai/v1/models' \\\n  -H 'Authorization: Bearer YOUR_API_KEY'",
    );
    expect(curlExample(ORIGIN, operation('delete', '/api/integrations/key/{id}'))).toBe(
      "curl -X DELETE 'https://atelier.example/api/integrations/key/ID' \\\n  -H 'Authorization: Bearer YOUR_SESSION_TOKEN'",
    );
  });

  it('PHP: curl_setopt_array with a PHP array body', () => {
    expect(phpExample(ORIGIN, operation('post', '/api/wp/text'))).toBe(
      [
        '<?php',
        "$ch = curl_init('https://atelier.example/api/wp/text');",
        'curl_setopt_array($ch, [',
        "    CURLOPT_CUSTOMREQUEST => 'POST',",
        '    CURLOPT_RETURNTRANSFER => true,',
        "    CURLOPT_HTTPHEADER => ['Content-Type: application/json'],",
        '    CURLOPT_POSTFIELDS => json_encode([',
        "        'prompt' => 'Write a welcome line for a bakery',",
        "        'api_key' => 'YOUR_API_KEY',",
        '    ]),',
        ']);',
        '$data = json_decode(curl_exec($ch), true);',
        'curl_close($ch);',
      ].join('\n'),
    );
  });

  it('PHP literals escape quotes and nest lists and objects', () => {
    expect(phpValue({ a: "it's", b: [1, true, null], c: {} })).toBe("[\n    'a' => 'it\\'s',\n    'b' => [\n        1,\n        true,\n        null,\n    ],\n    'c' => new stdClass(),\n]");
  });

  it('JavaScript: fetch with headers and a JSON.stringify body', () => {
    expect(javascriptExample(ORIGIN, operation('post', '/api/integrations/key'))).toBe(
      [
        "const response = await fetch('https://atelier.example/api/integrations/key', {",
        "  method: 'POST',",
        "  headers: { Authorization: 'Bearer YOUR_SESSION_TOKEN', 'Content-Type': 'application/json' },",
        '  body: JSON.stringify({',
        '    "label": "My WordPress site"',
        '  }),',
        '});',
        'const data = await response.json();',
      ].join('\n'),
    );
  });

  it('the OpenAI-compatible chat example sends the required model and messages', () => {
    const body = JSON.parse(/-d '(.*)'$/m.exec(curlExample(ORIGIN, operation('post', '/api/openai/v1/chat/completions')))![1]);
    expect(Object.keys(body).sort()).toEqual(['messages', 'model']);
    expect(body.messages[0]).toEqual(expect.objectContaining({ role: expect.any(String), content: expect.any(String) }));
  });
});
