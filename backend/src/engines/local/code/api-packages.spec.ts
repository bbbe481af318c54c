import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { scaled } from '../../../../test/support/time-factor';
import type { CodeEvent, CodeOperation, CodeRequest, ProjectFile } from '../../code/code-engine';
import { ProjectWorkspace } from '../../code/project-workspace';
import { addRequestedPackages } from './api-packages';
import { LocalCodeEngine } from './local-code.engine';

const run = promisify(execFile);
// Tests that write a generated project and run it in a fresh node or python3: a few seconds on an idle machine.
const RUNS_A_PROJECT = scaled(15_000);

async function turn(request: Partial<CodeRequest> & Pick<CodeRequest, 'prompt' | 'projectType'>) {
  const full: CodeRequest = { files: [], history: [], attachment: null, ...request };
  const events: CodeEvent[] = [];
  for await (const event of new LocalCodeEngine().generate(full)) events.push(event);
  const operations = events.flatMap((event) => (event.type === 'operation' ? [event.operation] : []));
  const workspace = new ProjectWorkspace(full.files, { maxFiles: 200, maxTotalBytes: 512 * 1024 });
  for (const operation of operations) expect(workspace.apply(operation)).toMatchObject({ ok: true });
  const reply = events.flatMap((event) => (event.type === 'reply' ? [event.text] : [])).join('');
  return { operations, files: workspace.list(), reply };
}

const read = (files: ProjectFile[], file: string) => files.find((candidate) => candidate.path === file)?.content ?? '';
const touched = (operations: CodeOperation[]) => operations.map((operation) => (operation.op === 'rename' ? operation.to : operation.path)).sort();

describe(addRequestedPackages.name, () => {
  it('builds an Express API that declares lodash and sorts its lists with it, and the code runs', async () => {
    const { files, reply } = await turn({ projectType: 'nodejs', prompt: 'A REST API for a library with books, use lodash to sort them' });

    expect(JSON.parse(read(files, 'package.json')).dependencies).toEqual({ express: '^5.1.0', lodash: '^4.17.21' });
    expect(read(files, 'src/routes/books.js')).toContain("const _ = require('lodash');");
    expect(reply).toContain('Added lodash ^4.17.21 to package.json, and used its _.sortBy in GET /api/books?sort=<field> (src/routes/books.js).');
    const dir = mkdtempSync(path.join(tmpdir(), 'atelier-lodash-'));
    try {
      for (const file of files) {
        mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
        writeFileSync(path.join(dir, file.path), file.content);
      }
      const script = `const server = require('./app').listen(0, async () => {
  const base = 'http://127.0.0.1:' + server.address().port + '/api/books';
  await fetch(base, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(${JSON.stringify({ title: 'Aardvark Tales', author: 'Ann' })}) });
  const titles = (await (await fetch(base + '?sort=title')).json()).items.map((book) => book.title);
  console.log(JSON.stringify(titles));
  server.close();
});`;
      const env = { ...process.env, NODE_PATH: path.resolve(__dirname, '../../../../../node_modules') };
      const { stdout } = await run(process.execPath, ['-e', script], { cwd: dir, env });
      const titles = JSON.parse(stdout) as string[];
      expect(titles).toHaveLength(3);
      expect(titles).toEqual([...titles].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, RUNS_A_PROJECT);

  it('adds lodash to an API that exists with a patch of package.json and of each list route, nothing else', async () => {
    const built = await turn({ projectType: 'nodejs', prompt: 'An API for a shop with products and orders' });

    const { operations, files, reply } = await turn({ projectType: 'nodejs', prompt: 'use lodash to sort the products', files: built.files });

    expect(touched(operations)).toEqual(['package.json', 'src/routes/orders.js', 'src/routes/products.js']);
    expect(operations.every((operation) => operation.op === 'patch')).toBe(true);
    expect(read(files, 'src/routes/products.js')).toContain("if (typeof req.query.sort === 'string') page.items = _.sortBy(page.items, req.query.sort);");
    expect(reply).toMatch(/^Added lodash \^4\.17\.21 to package\.json, and used its _\.sortBy in GET \/api\/orders\?sort=<field>/);
    expect((await turn({ projectType: 'nodejs', prompt: 'use lodash to sort the products', files })).operations).not.toContainEqual(expect.objectContaining({ path: 'package.json' }));
  });

  it('builds a FastAPI app that declares requests and uses it in a route that runs without network', async () => {
    const { files, reply } = await turn({ projectType: 'python', prompt: 'An API for a newsroom with articles; fetch pages with requests' });

    expect(read(files, 'requirements.txt')).toBe('fastapi>=0.92\nuvicorn>=0.17\nrequests>=2.31\n');
    const main = read(files, 'main.py');
    expect(main).toMatch(/^import requests$/m);
    expect(main).toContain('requests.Request("GET", url, params={"q": q} if q else None).prepare()');
    expect(reply).toContain('The preview runs apps without network, so there it answers 502 with the URL it prepared');
    const compiled = await run('/usr/bin/python3', ['-c', `import ast; ast.parse(${JSON.stringify(main)})`]);
    expect(compiled.stderr).toBe('');
  }, RUNS_A_PROJECT);

  it('reads "requests" as the library only when it is named as one', () => {
    const project = [
      { path: 'requirements.txt', content: 'fastapi\n' },
      { path: 'main.py', content: 'from fastapi import FastAPI\n' },
    ];
    for (const prompt of ['log all requests', 'handle requests for books faster', 'add rate limiting to requests']) {
      expect(addRequestedPackages(prompt, 'python', project)).toBeNull();
    }
    for (const prompt of ['use requests to call the weather API', 'install the requests library', 'fetch the page with requests']) {
      expect(addRequestedPackages(prompt, 'python', project)?.files.find((file) => file.path === 'requirements.txt')?.content).toBe('fastapi\nrequests>=2.31\n');
    }
  });
});
