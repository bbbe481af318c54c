import type { ProjectFile } from '../../code/code-engine';
import { type ApiSpec, type FieldSpec, type ResourceSpec, exampleValue, modelName } from './api-spec';
import { apiReadme } from './api-readme';
import { titleCase } from './prompt-words';

/** Marks the line after which app.js mounts resources, so a follow-up can add one with a one-line patch. */
export const EXPRESS_MOUNT_MARKER = '// Resources (one router each):';

/** A runnable Express 5 API: CRUD per resource with validation, errors as JSON, tests, README and run script. */
export function renderExpressApi(spec: ApiSpec): ProjectFile[] {
  return [
    { path: 'package.json', content: packageJson(spec) },
    { path: 'server.js', content: SERVER_JS },
    { path: 'app.js', content: appJs(spec.resources) },
    { path: 'src/errors.js', content: ERRORS_JS },
    { path: 'src/store.js', content: STORE_JS },
    { path: 'src/validate.js', content: VALIDATE_JS },
    ...spec.resources.map((resource) => ({ path: expressRoutePath(resource), content: expressRoute(resource) })),
    { path: 'test/api.test.js', content: testJs(spec.resources) },
    { path: 'README.md', content: readme(spec) },
    { path: 'run.sh', content: RUN_SH },
    { path: '.gitignore', content: 'node_modules/\n.env\n' },
  ];
}

export function expressRoutePath(resource: ResourceSpec): string {
  return `src/routes/${resource.plural}.js`;
}

export function expressMountLine(resource: ResourceSpec): string {
  return `app.use('/api/${resource.plural}', require('./${expressRoutePath(resource).replace(/\.js$/, '')}'));`;
}

/** The `schema` entry of one field, as the route file declares it. */
export function expressSchemaLine(field: FieldSpec): string {
  const rules = [`type: '${field.type}'`];
  if (field.required) rules.push('required: true');
  if (field.type === 'string' || field.type === 'email') rules.push('maxLength: 200');
  if (field.type === 'text') rules.push('maxLength: 5000');
  return `  ${field.name}: { ${rules.join(', ')} },`;
}

function packageJson(spec: ApiSpec): string {
  return `${JSON.stringify(
    {
      name: spec.slug,
      version: '1.0.0',
      private: true,
      description: `${spec.title}: a REST API built with Express`,
      main: 'server.js',
      scripts: { start: 'node server.js', dev: 'node --watch server.js', test: 'node --test' },
      engines: { node: '>=18' },
      dependencies: { express: '^5.1.0' },
    },
    null,
    2,
  )}\n`;
}

const SERVER_JS = `const app = require('./app');

const port = process.env.PORT || 3000;

app.listen(port, () => {
  console.log(\`API listening on port \${port}\`);
});
`;

function appJs(resources: readonly ResourceSpec[]): string {
  return `const express = require('express');
const { HttpError } = require('./src/errors');

const app = express();

app.disable('x-powered-by');
app.use(express.json({ limit: '100kb' }));

app.get('/', (req, res) => {
  res.json({
    name: 'API',
    resources: [${resources.map((r) => `'/api/${r.plural}'`).join(', ')}],
    health: '/health',
  });
});

app.get('/health', (req, res) => {
  res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
});

${EXPRESS_MOUNT_MARKER}
${resources.map(expressMountLine).join('\n')}

app.use((req, res, next) => {
  next(new HttpError(404, \`No route for \${req.method} \${req.path}\`));
});

// Every error leaves as JSON: { error: { status, message, details? } }.
app.use((error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = error.status || error.statusCode || 500;
  const body = { status, message: status >= 500 ? 'Something went wrong' : error.message };
  if (error.type === 'entity.parse.failed') body.message = 'The request body is not valid JSON';
  if (error.details) body.details = error.details;
  if (status >= 500) console.error(error);
  res.status(status).json({ error: body });
});

module.exports = app;
`;
}

const ERRORS_JS = `/** An error with an HTTP status, turned into a JSON answer by the handler in app.js. */
class HttpError extends Error {
  constructor(status, message, details) {
    super(message);
    this.status = status;
    this.details = details;
  }
}

const notFound = (what, id) => new HttpError(404, \`\${what} \${id} was not found\`);
const badRequest = (details) => new HttpError(400, 'The request is invalid', details);

module.exports = { HttpError, notFound, badRequest };
`;

const STORE_JS = `/** An in-memory collection with numeric ids; swap it for a database when you need persistence. */
class Collection {
  constructor(seed = []) {
    this.items = new Map();
    this.nextId = 1;
    for (const item of seed) this.create(item);
  }

  list({ q, limit = 50, offset = 0 } = {}) {
    let items = [...this.items.values()];
    if (q) {
      const needle = String(q).toLowerCase();
      items = items.filter((item) => Object.values(item).some((value) => String(value).toLowerCase().includes(needle)));
    }
    return { items: items.slice(offset, offset + limit), total: items.length, limit, offset };
  }

  get(id) {
    return this.items.get(Number(id)) || null;
  }

  create(fields) {
    const now = new Date().toISOString();
    const item = { id: this.nextId++, ...fields, createdAt: now, updatedAt: now };
    this.items.set(item.id, item);
    return item;
  }

  replace(id, fields) {
    const current = this.get(id);
    if (!current) return null;
    const item = { id: current.id, ...fields, createdAt: current.createdAt, updatedAt: new Date().toISOString() };
    this.items.set(item.id, item);
    return item;
  }

  update(id, fields) {
    const current = this.get(id);
    if (!current) return null;
    return this.replace(id, { ...current, ...fields });
  }

  remove(id) {
    return this.items.delete(Number(id));
  }
}

module.exports = { Collection };
`;

const VALIDATE_JS = `const EMAIL = /^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$/;
const DATE = /^\\d{4}-\\d{2}-\\d{2}/;

const CHECKS = {
  string: (value) => typeof value === 'string',
  text: (value) => typeof value === 'string',
  email: (value) => typeof value === 'string' && EMAIL.test(value),
  integer: (value) => Number.isInteger(value),
  number: (value) => typeof value === 'number' && Number.isFinite(value),
  boolean: (value) => typeof value === 'boolean',
  date: (value) => typeof value === 'string' && DATE.test(value) && !Number.isNaN(Date.parse(value)),
};

const EXPECTED = {
  string: 'a string',
  text: 'a string',
  email: 'an email address',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  date: 'a date (YYYY-MM-DD)',
};

/**
 * Checks a request body against a schema ({ field: { type, required, maxLength } }).
 * \`partial\` (PATCH) makes every field optional. Unknown fields are errors, so typos are caught.
 */
function validate(body, schema, { partial = false } = {}) {
  const errors = [];
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    return { value: null, errors: [{ field: null, message: 'The body must be a JSON object' }] };
  }
  const value = {};
  for (const [field, rule] of Object.entries(schema)) {
    const given = body[field];
    if (given === undefined || given === null || given === '') {
      if (rule.required && !partial) errors.push({ field, message: \`\${field} is required\` });
      continue;
    }
    if (!CHECKS[rule.type](given)) {
      errors.push({ field, message: \`\${field} must be \${EXPECTED[rule.type]}\` });
      continue;
    }
    if (rule.maxLength && given.length > rule.maxLength) {
      errors.push({ field, message: \`\${field} must be at most \${rule.maxLength} characters\` });
      continue;
    }
    value[field] = typeof given === 'string' ? given.trim() : given;
  }
  for (const field of Object.keys(body)) {
    if (!(field in schema) && !['id', 'createdAt', 'updatedAt'].includes(field)) {
      errors.push({ field, message: \`\${field} is not a known field\` });
    }
  }
  return { value, errors };
}

module.exports = { validate };
`;

/** One resource's router: list (search, paging), read, create, replace, update, delete. */
export function expressRoute(resource: ResourceSpec): string {
  const model = modelName(resource);
  const seed = [0, 1].map((index) => seedObject(resource, index));
  return `const express = require('express');
const { badRequest, notFound } = require('../errors');
const { Collection } = require('../store');
const { validate } = require('../validate');

/** Fields of a ${resource.singular}: what POST and PUT require and PATCH may change. */
const schema = {
${resource.fields.map(expressSchemaLine).join('\n')}
};

const ${resource.plural} = new Collection([
${seed.map((item) => `  ${JSON.stringify(item)},`).join('\n')}
]);

const router = express.Router();

function pageOf(query) {
  const limit = Math.min(Math.max(Number.parseInt(query.limit ?? '50', 10) || 50, 1), 100);
  const offset = Math.max(Number.parseInt(query.offset ?? '0', 10) || 0, 0);
  return { q: query.q, limit, offset };
}

router.get('/', (req, res) => {
  res.json(${resource.plural}.list(pageOf(req.query)));
});

router.get('/:id', (req, res, next) => {
  const item = ${resource.plural}.get(req.params.id);
  if (!item) return next(notFound('${model}', req.params.id));
  res.json(item);
});

router.post('/', (req, res, next) => {
  const { value, errors } = validate(req.body, schema);
  if (errors.length) return next(badRequest(errors));
  const item = ${resource.plural}.create(value);
  res.status(201).location(\`\${req.baseUrl}/\${item.id}\`).json(item);
});

router.put('/:id', (req, res, next) => {
  const { value, errors } = validate(req.body, schema);
  if (errors.length) return next(badRequest(errors));
  const item = ${resource.plural}.replace(req.params.id, value);
  if (!item) return next(notFound('${model}', req.params.id));
  res.json(item);
});

router.patch('/:id', (req, res, next) => {
  const { value, errors } = validate(req.body, schema, { partial: true });
  if (errors.length) return next(badRequest(errors));
  const item = ${resource.plural}.update(req.params.id, value);
  if (!item) return next(notFound('${model}', req.params.id));
  res.json(item);
});

router.delete('/:id', (req, res, next) => {
  if (!${resource.plural}.remove(req.params.id)) return next(notFound('${model}', req.params.id));
  res.status(204).end();
});

module.exports = router;
`;
}

function seedObject(resource: ResourceSpec, index: number): Record<string, unknown> {
  return Object.fromEntries(resource.fields.filter((field) => field.required || index === 0).map((field) => [field.name, exampleValue(resource, field, index)]));
}

function testJs(resources: readonly ResourceSpec[]): string {
  const first = resources[0];
  const valid = JSON.stringify(seedObject(first, 2));
  const required = first.fields.find((field) => field.required);
  return `// Run with \`npm test\` (Node's built-in test runner; no extra packages).
const { test, before, after } = require('node:test');
const assert = require('node:assert/strict');
const app = require('../app');

let server;
let base;

before(async () => {
  server = app.listen(0);
  await new Promise((resolve) => server.once('listening', resolve));
  base = \`http://127.0.0.1:\${server.address().port}\`;
});

after(() => server.close());

const send = (method, path, body) =>
  fetch(base + path, { method, headers: { 'content-type': 'application/json' }, body: body && JSON.stringify(body) });

test('lists the seeded ${first.plural}', async () => {
  const response = await send('GET', '/api/${first.plural}');
  assert.equal(response.status, 200);
  assert.ok((await response.json()).items.length >= 2);
});

test('creates, reads, updates and deletes a ${first.singular}', async () => {
  const created = await send('POST', '/api/${first.plural}', ${valid});
  assert.equal(created.status, 201);
  const { id } = await created.json();
  assert.equal((await send('GET', \`/api/${first.plural}/\${id}\`)).status, 200);
  assert.equal((await send('PATCH', \`/api/${first.plural}/\${id}\`, {})).status, 200);
  assert.equal((await send('DELETE', \`/api/${first.plural}/\${id}\`)).status, 204);
  assert.equal((await send('GET', \`/api/${first.plural}/\${id}\`)).status, 404);
});
${
  required
    ? `
test('refuses a ${first.singular} without ${required.name}', async () => {
  const response = await send('POST', '/api/${first.plural}', {});
  assert.equal(response.status, 400);
  const { error } = await response.json();
  assert.ok(error.details.some((detail) => detail.field === '${required.name}'));
});
`
    : ''
}`;
}

function readme(spec: ApiSpec): string {
  const rows = spec.resources.flatMap((resource) => {
    const base = `/api/${resource.plural}`;
    return [
      `| GET | ${base} | List ${resource.plural} (\`?q=\` search, \`?limit=\` and \`?offset=\` paging) |`,
      `| GET | ${base}/:id | One ${resource.singular} |`,
      `| POST | ${base} | Create a ${resource.singular} |`,
      `| PUT | ${base}/:id | Replace a ${resource.singular} |`,
      `| PATCH | ${base}/:id | Change some fields of a ${resource.singular} |`,
      `| DELETE | ${base}/:id | Delete a ${resource.singular} |`,
    ];
  });
  const first = spec.resources[0];
  const fields = spec.resources
    .map((resource) => `- **${titleCase(resource.singular)}**: ${resource.fields.map((field) => `\`${field.name}\` (${field.type}${field.required ? ', required' : ''})`).join(', ')}`)
    .join('\n');
  return apiReadme({
    title: spec.title,
    intro: 'A REST API built with [Express](https://expressjs.com/) 5. Data is kept in memory (it resets when the server restarts), so it runs anywhere with no database.',
    runIt: `\`\`\`sh
npm install
npm start          # http://localhost:3000
\`\`\`

Or \`./run.sh\`. Set \`PORT\` to use another port; \`npm run dev\` restarts on changes and \`npm test\` runs the tests.`,
    rows,
    fields,
    first,
    port: 3000,
    example: seedObject(first, 2),
    errorExample: '{ "error": { "status": 400, "message": "The request is invalid", "details": [{ "field": "...", "message": "..." }] } }',
  });
}

const RUN_SH = `#!/bin/sh
# Installs the dependencies once, then starts the API (PORT defaults to 3000).
set -e
cd "$(dirname "$0")"
[ -d node_modules ] || npm install
exec npm start
`;
