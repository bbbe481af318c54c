import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { scaled } from '../../../../test/support/time-factor';
import type { CodeEvent, CodeOperation, CodeRequest, HistoryEntry, ProjectFile } from '../../code/code-engine';
import { ProjectWorkspace } from '../../code/project-workspace';
import { STARTER_FILES } from '../../code/starter-projects';
import { LocalCodeEngine } from './local-code.engine';

const run = promisify(execFile);
// Tests that write a generated project and run it in a fresh node or python3: a few seconds on an idle machine.
const RUNS_A_PROJECT = scaled(15_000);
const LIMITS = { maxFiles: 200, maxTotalBytes: 512 * 1024 };
const ANSWERED: HistoryEntry[] = [
  { role: 'user', parts: [{ text: 'build it' }] },
  { role: 'model', parts: [{ text: 'done' }] },
];
const PYTHON = '/usr/bin/python3';
const HAND_WRITTEN_PAGE = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '  <head>',
  '    <title>Mine</title>',
  '  </head>',
  '  <body>',
  '    <header><h1>Hand-made header</h1></header>',
  '    <p>Written by me, kept by the studio.</p>',
  '  </body>',
  '</html>',
  '',
].join('\n');

async function turn(request: Partial<CodeRequest> & Pick<CodeRequest, 'prompt'>) {
  const full: CodeRequest = { projectType: 'static', files: [], history: [], attachment: null, ...request };
  const events: CodeEvent[] = [];
  for await (const event of new LocalCodeEngine().generate(full)) events.push(event);
  const operations = events.flatMap((event) => (event.type === 'operation' ? [event.operation] : []));
  const workspace = new ProjectWorkspace(full.files, LIMITS);
  for (const operation of operations) expect(workspace.apply(operation)).toMatchObject({ ok: true });
  const reply = events.flatMap((event) => (event.type === 'reply' ? [event.text] : [])).join('');
  return { events, operations, files: workspace.list(), reply };
}

const read = (files: ProjectFile[], file: string) => files.find((candidate) => candidate.path === file)?.content ?? '';
const touched = (operations: CodeOperation[]) => operations.map((operation) => (operation.op === 'rename' ? operation.to : operation.path));

function writeProject(files: ProjectFile[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'atelier-code-'));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
    writeFileSync(path.join(dir, file.path), file.content);
  }
  return dir;
}

describe(LocalCodeEngine.name, () => {
  it('labels itself the offline engine', () => {
    expect(new LocalCodeEngine().engine).toEqual({ provider: 'local', model: 'atelier-code-templates', label: 'offline engine' });
  });

  describe('static sites', () => {
    it('builds a site whose name, subject, sections and colours follow the prompt', async () => {
      const { files, reply, events } = await turn({
        prompt: 'Build a landing page for a coffee shop called Bean There with a menu, a gallery and opening hours, with a green accent',
        files: STARTER_FILES.static,
      });

      expect(files.map((file) => file.path)).toEqual(['index.html', 'styles.css', 'script.js']);
      const html = read(files, 'index.html');
      expect(html).toContain('<title>Bean There</title>');
      expect(html).toContain('<p class="eyebrow">Coffee shop</p>');
      for (const id of ['menu', 'gallery', 'hours']) expect(html).toContain(`<section id="${id}"`);
      expect(html).toContain('Flat White');
      expect(read(files, 'styles.css')).toContain('  --accent: #16a34a;');
      expect(reply).toContain('Bean There');
      // The page streams in pieces before its write completes.
      expect(events.filter((event) => event.type === 'write-chunk' && event.path === 'styles.css').length).toBeGreaterThan(3);
    });

    it('answers a single-file request with one index.html holding the CSS and JS inline', async () => {
      const { files } = await turn({ prompt: 'Create a portfolio site for a photographer in a single file' });
      expect(files.map((file) => file.path)).toEqual(['index.html']);
      expect(read(files, 'index.html')).toMatch(/<style>[\s\S]*--accent[\s\S]*<\/style>[\s\S]*<script>[\s\S]*<\/script>/);
    });

    it('replaces only index.html for a one-file site, leaving the other files of the project as they are', async () => {
      const own: ProjectFile[] = [
        { path: 'index.html', content: '' },
        { path: 'js/app.js', content: '' },
      ];

      const { operations, files } = await turn({ prompt: 'Create a portfolio site for a photographer in a single file', files: own });

      expect(operations).toEqual([{ op: 'write', path: 'index.html', content: expect.stringContaining('<style>') }]);
      expect(files.map((file) => file.path).sort()).toEqual(['index.html', 'js/app.js']);
    });

    it('makes the header blue with a one-line patch of the stylesheet and touches nothing else', async () => {
      const built = await turn({ prompt: 'a bakery website with products and a contact form' });

      const { operations, files, reply } = await turn({ prompt: 'make the header blue', files: built.files, history: ANSWERED });

      expect(operations).toEqual([{ op: 'patch', path: 'styles.css', diff: expect.any(String) }]);
      const diff = (operations[0] as Extract<CodeOperation, { op: 'patch' }>).diff;
      expect(diff.split('\n').filter((line) => /^[-+][^-+]/.test(line))).toEqual([
        expect.stringMatching(/^- {2}--header-bg: /),
        expect.stringMatching(/^- {2}--header-text: /),
        '+  --header-bg: #2563eb;',
        '+  --header-text: #ffffff;',
      ]);
      expect(read(files, 'index.html')).toBe(read(built.files, 'index.html'));
      expect(reply).toContain('The header is now blue (#2563eb) (styles.css).');
    });

    it("patches the user's own page on the first turn: the hand-written text stays and the header turns blue", async () => {
      const own: ProjectFile[] = [{ path: 'index.html', content: HAND_WRITTEN_PAGE }];

      const { operations, files, reply } = await turn({ prompt: 'make the header blue', files: own });

      expect(operations).toEqual([{ op: 'patch', path: 'index.html', diff: expect.any(String) }]);
      const html = read(files, 'index.html');
      expect(html).toContain('<h1>Hand-made header</h1>');
      expect(html).toContain('<p>Written by me, kept by the studio.</p>');
      // The rule styles the page's own <header>, not a class the offline engine's sites use.
      expect(html).toMatch(/<style>[\s\S]*\sheader \{\n {2}background: #2563eb;/);
      expect(reply).toContain('The header is now blue');
    });

    it("never replaces the user's own files for a build request, and says how to start from scratch", async () => {
      const own: ProjectFile[] = [{ path: 'index.html', content: '<h1>Welcome</h1>' }];

      const { operations, reply } = await turn({ prompt: 'Build a portfolio website for a photographer called Ana', files: own });

      expect(operations).toEqual([]);
      expect(reply).toContain('Your project already has its own files, so I did not replace them');
    });

    it("builds from scratch on a new project's starter files, whatever came before in the chat", async () => {
      const { files } = await turn({ prompt: 'a bakery website with products', files: STARTER_FILES.static, history: ANSWERED });
      expect(files.map((file) => file.path)).toEqual(['index.html', 'styles.css', 'script.js']);
      expect(read(files, 'index.html')).toContain('<section id="products"');
    });

    it('adds and removes sections, keeping the menu links in step', async () => {
      const built = await turn({ prompt: 'a website for a yoga studio' });
      const added = await turn({ prompt: 'add a FAQ section and a newsletter signup', files: built.files, history: ANSWERED });
      expect(touched(added.operations)).toEqual(['index.html']);
      expect(read(added.files, 'index.html')).toContain('<section id="faq"');
      expect(read(added.files, 'index.html')).toContain('<li><a href="#faq">FAQ</a></li>');

      const removed = await turn({ prompt: 'remove the FAQ', files: added.files, history: ANSWERED });
      expect(read(removed.files, 'index.html')).not.toContain('faq');
    });

    it('changes the headline and the theme on request', async () => {
      const built = await turn({ prompt: 'a site for a law firm' });
      const { files, operations } = await turn({ prompt: 'change the headline to "Counsel you can trust" and use a dark theme', files: built.files, history: ANSWERED });
      expect(read(files, 'index.html')).toContain('<h1>Counsel you can trust</h1>');
      expect(read(files, 'styles.css')).toContain('  --bg: #0f172a;');
      expect(touched(operations).sort()).toEqual(['index.html', 'styles.css']);
    });

    it('takes the accent colour from an attached image', async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#ff6600' } }).png().toBuffer();
      const { files, reply } = await turn({ prompt: 'a site for a juice bar', attachment: { mimeType: 'image/png', data: png.toString('base64') } });
      expect(read(files, 'styles.css')).toMatch(/--accent: #f[0-9a-f]6[0-9a-f]0[0-9a-f];/);
      expect(reply).toContain('from your image');
    });
  });

  describe('conversation', () => {
    it('answers a question without touching files, and says what it is', async () => {
      const { operations, reply } = await turn({ prompt: 'What can you do?', files: [{ path: 'index.html', content: '<p>x</p>' }], history: ANSWERED });
      expect(operations).toEqual([]);
      expect(reply).toContain('make the header blue');
    });

    it('explains an error sent with "Fix this" and admits it cannot rewrite the code', async () => {
      const { operations, reply } = await turn({ prompt: 'Fix this: ReferenceError: totl is not defined at script.js:12:5', history: ANSWERED, files: [{ path: 'index.html', content: '' }] });
      expect(operations).toEqual([]);
      expect(reply).toContain('`totl` is used before anything defines it (around line 12)');
      expect(reply).toContain('offline engine');
    });

    it('says so when it cannot tell what to change', async () => {
      const built = await turn({ prompt: 'a site for a florist' });
      const { operations, reply } = await turn({ prompt: 'sprinkle some magic', files: built.files, history: ANSWERED });
      expect(operations).toEqual([]);
      expect(reply).toMatch(/^I could not tell what to change from that\./);
    });
  });

  describe('Express APIs', () => {
    it('builds resources from the nouns of the prompt, with a README, run script and passing tests', async () => {
      const { files, reply } = await turn({ projectType: 'nodejs', prompt: 'A REST API for a library with books and authors' });

      expect(files.map((file) => file.path)).toEqual(
        expect.arrayContaining(['package.json', 'server.js', 'app.js', 'src/routes/books.js', 'src/routes/authors.js', 'README.md', 'run.sh', 'test/api.test.js']),
      );
      expect(read(files, 'src/routes/books.js')).toContain("  title: { type: 'string', required: true, maxLength: 200 },");
      expect(read(files, 'README.md')).toContain('| POST | /api/authors | Create a author |');
      expect(reply).toContain('/api/books and /api/authors');

      const dir = writeProject(files);
      try {
        const result = await run(process.execPath, ['--test'], { cwd: dir, env: { ...process.env, NODE_PATH: path.resolve(__dirname, '../../../../../node_modules') } });
        expect(result.stdout).toMatch(/# fail 0/);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, RUNS_A_PROJECT);

    it('adds a resource with a new router file and a one-line mount, and a field with a one-line schema patch', async () => {
      const built = await turn({ projectType: 'nodejs', prompt: 'an API to manage tasks' });

      const resource = await turn({ projectType: 'nodejs', prompt: 'add a projects resource', files: built.files, history: ANSWERED });
      expect(touched(resource.operations).sort()).toEqual(['README.md', 'app.js', 'src/routes/projects.js']);
      expect(read(resource.files, 'app.js')).toContain("app.use('/api/projects', require('./src/routes/projects'));");

      const health = await turn({ projectType: 'nodejs', prompt: 'Add a health check endpoint', files: resource.files, history: ANSWERED });
      expect(health.operations).toEqual([]);
      expect(health.reply).toMatch(/^GET \/health already exists: app\.js answers it \(line \d+\), so I changed nothing\.$/);

      const field = await turn({ projectType: 'nodejs', prompt: 'add a location field to tasks', files: resource.files, history: ANSWERED });
      expect(field.operations).toEqual([{ op: 'patch', path: 'src/routes/tasks.js', diff: expect.stringContaining("+  location: { type: 'string', maxLength: 200 },") }]);
    });
  });

  describe('FastAPI APIs', () => {
    const python = existsSync(PYTHON) ? it : it.skip;

    python('builds a FastAPI app whose routes answer, with validation errors as JSON', async () => {
      const { files } = await turn({ projectType: 'python', prompt: 'an API for a clinic with patients and appointments' });
      expect(read(files, 'main.py')).toContain('from routers import appointments, patients');

      const dir = writeProject(files);
      try {
        const script = `
import asyncio, json, sys
sys.path.insert(0, '.')
try:
    import fastapi  # noqa: F401
except ImportError:
    print(json.dumps({"skipped": True})); sys.exit(0)
from main import app

async def call(method, path, body=None):
    sent = json.dumps(body).encode() if body is not None else b''
    scope = {"type": "http", "method": method, "path": path, "raw_path": path.encode(), "query_string": b"", "root_path": "",
             "headers": [(b"content-type", b"application/json"), (b"content-length", str(len(sent)).encode())], "scheme": "http",
             "server": ("t", 80), "client": ("c", 1), "http_version": "1.1"}
    out = {"status": None, "body": b""}
    async def receive():
        return {"type": "http.request", "body": sent, "more_body": False}
    async def send(message):
        if message["type"] == "http.response.start": out["status"] = message["status"]
        if message["type"] == "http.response.body": out["body"] += message.get("body", b"")
    await app(scope, receive, send)
    return out["status"], json.loads(out["body"] or b"null")

async def main():
    results = {}
    results["list"] = await call("GET", "/api/patients")
    results["create"] = await call("POST", "/api/patients", {"name": "Ada"})
    results["invalid"] = await call("POST", "/api/patients", {"nope": 1})
    results["missing"] = await call("GET", "/api/appointments/999")
    print(json.dumps(results))
asyncio.run(main())
`;
        const { stdout } = await run(PYTHON, ['-c', script], { cwd: dir });
        const results = JSON.parse(stdout);
        if (results.skipped) return;
        expect(results.list[0]).toBe(200);
        expect(results.list[1].items.length).toBe(2);
        expect(results.create[0]).toBe(201);
        expect(results.invalid).toEqual([422, { error: expect.objectContaining({ status: 422, message: 'The request is invalid' }) }]);
        expect(results.missing).toEqual([404, { error: { status: 404, message: 'Appointment 999 was not found' } }]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    }, RUNS_A_PROJECT);

    it('says that /health exists, naming the route and its file, instead of failing to find a change', async () => {
      const built = await turn({ projectType: 'python', prompt: 'an API for recipes' });
      const line = read(built.files, 'main.py').split('\n').findIndex((text) => text.startsWith('@app.get("/health")')) + 1;

      const { operations, reply } = await turn({ projectType: 'python', prompt: 'add a /health endpoint', files: built.files, history: ANSWERED });

      expect(operations).toEqual([]);
      expect(reply).toBe(`GET /health already exists: main.py answers it (line ${line}), so I changed nothing.`);
    });

    it('adds a field to both the input and the patch model only', async () => {
      const built = await turn({ projectType: 'python', prompt: 'an API for recipes' });
      const { operations } = await turn({ projectType: 'python', prompt: 'add a cuisine field to recipes', files: built.files, history: ANSWERED });
      expect(operations).toEqual([{ op: 'patch', path: 'models.py', diff: expect.stringContaining('+    cuisine: Optional[str] = Field(None, min_length=1, max_length=200)') }]);
    });
  });
});
