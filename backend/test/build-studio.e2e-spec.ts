import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { applyPatch } from 'diff';
import sharp from 'sharp';
import * as lazySharp from '../src/common/lazy-sharp';
import type { Engines } from '../src/engines/create-engines';
import { contentChecksum } from '../src/engines/code/content-checksum';
import { ENGINES } from '../src/engines/engines.module';
import { LocalCodeEngine } from '../src/engines/local/code/local-code.engine';
import { STARTER_FILES } from '../src/engines/code/starter-projects';
import { formatCurrentCode } from '../src/modules/build-studio/generation/current-code';
import { type StudioCaller, ScriptedCodeEngine, postStream, readZip, studioHeaders } from './build-studio.support';
import { newSessionId } from './chat.support';
import { type Http, type TestAccount, bearer, signUp, uniqueIp } from './support/accounts';
import { blackSquarePng } from './support/crafted-png';
import { describeCost, measure } from './support/resource-probe';
import { useSuiteServer } from './support/suite-server';

type Files = Array<{ path: string; content: string }>;

/** Build Studio over real HTTP and real PostgreSQL: generation in every mode, projects, versions, export, limits. */
describe('Build Studio (real PostgreSQL)', () => {
  let engines: Engines;
  const visitor = (): StudioCaller => ({ ip: uniqueIp(), session: newSessionId() });

  const suite = useSuiteServer('build_studio');

  beforeAll(async () => {
    engines = suite.server.app.get<symbol, Engines>(ENGINES);
  });

  afterEach(() => {
    engines.code = new LocalCodeEngine();
    jest.restoreAllMocks();
  });

  const generate = (caller: StudioCaller, body: object) => suite.http.post('/api/build-studio/generate').set(studioHeaders(caller)).send(body);

  describe('POST /api/build-studio/generate (spec 001 §7)', () => {
    it('answers a build with every file of the project (multi-file), exactly the spec fields, and names the engine', async () => {
      const response = await generate(visitor(), {
        prompt: 'A landing page for a coffee shop called Bean There with a menu',
        currentCode: formatCurrentCode(STARTER_FILES.static),
        conversationHistory: [],
        projectType: 'static',
        attachedFile: null,
      }).expect(200);

      expect(Object.keys(response.body).sort()).toEqual(['code', 'conversationalResponse', 'files', 'isConversation', 'isMultiFile']);
      expect(response.body).toMatchObject({ isConversation: false, isMultiFile: true, code: '' });
      expect(response.body.files.map((file: { path: string }) => file.path)).toEqual(['index.html', 'styles.css', 'script.js']);
      expect(response.body.files[0].content).toContain('<title>Bean There</title>');
      expect(response.body.conversationalResponse).toContain('Bean There');
      expect(response.headers['x-engine']).toBe('local/atelier-code-templates (offline engine)');
    });

    it('answers a one-file site in the single mode: `code` is the new index.html', async () => {
      const response = await generate(visitor(), { prompt: 'A portfolio for a photographer in a single file', currentCode: '', projectType: 'static' }).expect(200);

      expect(response.body).toMatchObject({ isConversation: false, isMultiFile: false, files: [] });
      expect(response.body.code).toMatch(/^<!DOCTYPE html>[\s\S]*<style>/);
    });

    it("answers a turn that changed only index.html in the single mode: `code` is its content, every other file as it was", async () => {
      const page = '<!DOCTYPE html>\n<h1>One page</h1>\n';
      engines.code = new ScriptedCodeEngine([
        { type: 'reply', text: 'Rewrote the page.' },
        { type: 'operation', operation: { op: 'write', path: 'index.html', content: page } },
      ]);
      const site = [
        { path: 'index.html', content: '<h1>Old</h1>' },
        { path: 'styles.css', content: 'h1 { color: red; }' },
        { path: 'script.js', content: 'console.log(1);' },
      ];

      const response = await generate(visitor(), { prompt: 'one page', currentCode: formatCurrentCode(site), projectType: 'static' }).expect(200);

      expect(response.body).toEqual({ isConversation: false, isMultiFile: false, files: [], code: page, conversationalResponse: 'Rewrote the page.' });
    });

    it('answers a question in the conversation mode, files unchanged', async () => {
      const response = await generate(visitor(), {
        prompt: 'How do I run this?',
        currentCode: formatCurrentCode([{ path: 'server.js', content: 'require("express")' }]),
        conversationHistory: [{ role: 'user', parts: [{ text: 'an api' }] }, { role: 'model', parts: [{ text: 'done' }] }],
        projectType: 'nodejs',
      }).expect(200);

      expect(response.body).toEqual({ isConversation: true, conversationalResponse: expect.stringContaining('npm start'), isMultiFile: false, files: [], code: '' });
    });

    it('builds Express and FastAPI projects from the nouns of the prompt', async () => {
      const express = await generate(visitor(), { prompt: 'An API for a bookshop with books and authors', projectType: 'nodejs' }).expect(200);
      const paths = express.body.files.map((file: { path: string }) => file.path);
      expect(paths).toEqual(expect.arrayContaining(['src/routes/books.js', 'src/routes/authors.js', 'README.md', 'run.sh', 'package.json']));

      const fastapi = await generate(visitor(), { prompt: 'An API to track expenses and categories', projectType: 'python' }).expect(200);
      expect(fastapi.body.files.map((file: { path: string }) => file.path)).toEqual(
        expect.arrayContaining(['main.py', 'routers/expenses.py', 'routers/categories.py', 'requirements.txt', 'README.md', 'run.sh']),
      );
    });

    it('sends the conversation history and an attached image on to the engine', async () => {
      const engine = new ScriptedCodeEngine([{ type: 'reply', text: 'Seen.' }]);
      engines.code = engine;
      const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#00ff00' } }).png().toBuffer();
      const history = [
        { role: 'user', parts: [{ text: 'make a site' }] },
        { role: 'model', parts: [{ text: 'here it is' }] },
      ];

      await generate(visitor(), { prompt: 'Use this picture', currentCode: '', projectType: 'static', conversationHistory: history, attachedFile: { mimeType: 'image/png', data: png.toString('base64') } }).expect(200);

      expect(engine.requests[0]).toMatchObject({ prompt: 'Use this picture', history, attachment: { mimeType: 'image/png', data: png.toString('base64') } });
    });

    it('refuses an attachment that is not an image by its content, whatever it says it is', async () => {
      const response = await generate(visitor(), {
        prompt: 'here',
        currentCode: '',
        attachedFile: { mimeType: 'image/png', data: Buffer.from('%PDF-1.7 not an image').toString('base64') },
      }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'INVALID_ATTACHMENT', message: 'Only images can be attached (PNG, JPEG, GIF or WebP).' });
    });

    it('refuses a 256-megapixel attachment (a 140 KB PNG) with 413 from its header: nothing decoded, nothing counted', async () => {
      // A real, valid 16000×16000 PNG: 1 GB as RGBA once decoded, within the 256 KB attachment limit.
      const bomb = blackSquarePng(16_000);
      const attachedFile = { mimeType: 'image/png', data: bomb.toString('base64') };
      const caller = visitor();
      const sharpLoads = jest.spyOn(lazySharp, 'loadSharp');

      const cost = await measure(() => generate(caller, { prompt: 'A site in the colours of this picture', currentCode: '', attachedFile }));
      const streamed = await postStream(suite.server.url, caller, { prompt: 'A site in the colours of this picture', files: [], attachedFile });

      console.log(describeCost(`build-studio generate, 256 MP PNG attachment (${Math.round(bomb.length / 1024)} KB)`, cost));
      const refusal = { statusCode: 413, code: 'ATTACHMENT_TOO_MANY_PIXELS', message: 'The attached image is too large: at most 40 megapixels.' };
      expect([cost.result.status, cost.result.body]).toEqual([413, refusal]);
      expect([streamed.status, JSON.parse(streamed.text)]).toEqual([413, refusal]);
      expect(sharpLoads).not.toHaveBeenCalled();
      const [row] = await suite.database.query<{ used: string; held: string }>("SELECT used, held FROM meter_counters WHERE subject = $1 AND meter = 'daily.build'", [`ip:${caller.ip}`]);
      expect(row ?? { used: '0', held: '0' }).toEqual({ used: '0', held: '0' });
    });

    it('refuses an attachment whose PNG header is cut short with 400 INVALID_ATTACHMENT', async () => {
      const cut = blackSquarePng(100).subarray(0, 20);

      const response = await generate(visitor(), { prompt: 'here', currentCode: '', attachedFile: { mimeType: 'image/png', data: cut.toString('base64') } }).expect(400);

      expect(response.body).toMatchObject({ statusCode: 400, code: 'INVALID_ATTACHMENT' });
    });

    it('answers 400, not 500, for an attachment or history image that is an array', async () => {
      const attached = await generate(visitor(), { prompt: 'here', currentCode: '', attachedFile: [] }).expect(400);
      expect(attached.body).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      const history = [{ role: 'user', parts: [{ inlineData: [] }] }];
      await generate(visitor(), { prompt: 'here', currentCode: '', conversationHistory: history }).expect(400);
    });

    it('answers 502 with the engine message when the engine fails, and does not count it', async () => {
      engines.code = new ScriptedCodeEngine([], { failBefore: true });
      const caller = visitor();

      const response = await generate(caller, { prompt: 'anything', currentCode: '' }).expect(502);

      expect(response.body).toEqual({ statusCode: 502, code: 'ENGINE_FAILED', message: 'The provider answered 500: upstream exploded' });
      const [row] = await suite.database.query<{ used: string; held: string }>("SELECT used, held FROM meter_counters WHERE subject = $1 AND meter = 'daily.build'", [`ip:${caller.ip}`]);
      expect(row ?? { used: '0', held: '0' }).toEqual({ used: '0', held: '0' });
    });
  });

  describe('paths and limits', () => {
    const files = (list: Files) => ({ prompt: 'hello', files: list, projectType: 'static' });

    it.each([
      ['../escape.html', 'The path "../escape.html" leaves the project folder ("..").'],
      ['/etc/passwd', 'The path "/etc/passwd" is absolute; paths are relative to the project folder.'],
      ['a\u0000b.js', 'files[0].path contains a character that is not allowed'],
      [`${'d/'.repeat(130)}x.js`, `The path "${'d/'.repeat(40)}…" is longer than 256 characters.`],
    ])('refuses the path %j with a clear 400', async (badPath, message) => {
      const response = await postStream(suite.server.url, visitor(), files([{ path: badPath, content: 'x' }]));
      expect(response.status).toBe(400);
      expect(JSON.parse(response.text).message).toBe(message);
    });

    it('refuses two files on one path, more than 200 files and more than 512 KB', async () => {
      const twice = await postStream(suite.server.url, visitor(), files([{ path: 'a.js', content: '' }, { path: './a.js', content: '' }]));
      expect(JSON.parse(twice.text)).toMatchObject({ code: 'INVALID_PROJECT', message: 'Two files have the path a.js.' });

      const many = await postStream(suite.server.url, visitor(), files(Array.from({ length: 201 }, (_, i) => ({ path: `f${i}.txt`, content: '' }))));
      expect(many.status).toBe(400);

      const large = await postStream(suite.server.url, visitor(), files([{ path: 'a.txt', content: 'x'.repeat(300_000) }, { path: 'b.txt', content: 'y'.repeat(300_000) }]));
      expect(JSON.parse(large.text)).toMatchObject({ code: 'INVALID_PROJECT', message: 'A project holds at most 512 KB of files.' });
    });

    it('turns an operation that breaks the rules into a notice and keeps the rest of the answer', async () => {
      engines.code = new ScriptedCodeEngine([
        { type: 'operation', operation: { op: 'write', path: '../../etc/cron.d/x', content: 'evil' } },
        { type: 'operation', operation: { op: 'write', path: 'ok.txt', content: 'fine' } },
        { type: 'operation', operation: { op: 'delete', path: 'index.html' } },
      ]);

      const answer = await postStream(suite.server.url, visitor(), files([{ path: 'index.html', content: '<p>x</p>' }]));

      const done = answer.events.find((event) => event.event === 'done')!.data as { notices: string[]; checksums: Record<string, string> };
      expect(done.notices).toEqual(['Skipped a change: The path "../../etc/cron.d/x" leaves the project folder ("..").']);
      expect(Object.keys(done.checksums)).toEqual(['ok.txt']);
    });
  });

  describe('POST /api/build-studio/generate/stream', () => {
    it('streams the reply and the files as they are written, then a summary the studio can check itself against', async () => {
      const answer = await postStream(suite.server.url, visitor(), { prompt: 'A site for a yoga studio', files: STARTER_FILES.static, projectType: 'static' });

      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-engine')).toBe('local/atelier-code-templates (offline engine)');
      const names = answer.events.map((event) => event.event);
      expect(names[0]).toBe('start');
      expect(names.at(-1)).toBe('done');
      expect(names).toContain('reply');
      expect(names.filter((name) => name === 'write-chunk').length).toBeGreaterThan(5);
      // Files assembled from the chunks match the checksums the server reports.
      const assembled = new Map<string, string>();
      for (const { event, data } of answer.events) {
        const d = data as { path: string; text?: string; op?: string; content?: string };
        if (event === 'write-start') assembled.set(d.path, '');
        if (event === 'write-chunk') assembled.set(d.path, assembled.get(d.path)! + d.text);
      }
      const done = answer.events.at(-1)!.data as { checksums: Record<string, string>; mode: string; isConversation: boolean };
      expect(done).toMatchObject({ mode: 'multi-file', isConversation: false });
      for (const [file, checksum] of Object.entries(done.checksums)) expect(contentChecksum(assembled.get(file)!)).toBe(checksum);
    });

    it('makes a follow-up ("make the header blue") a patch of the stylesheet alone, which applies to what the studio holds', async () => {
      const caller = visitor();
      const first = await generate(caller, { prompt: 'A website for a bakery', currentCode: '', projectType: 'static' }).expect(200);
      const files: Files = first.body.files;
      const history = [
        { role: 'user', parts: [{ text: 'A website for a bakery' }] },
        { role: 'model', parts: [{ text: first.body.conversationalResponse }] },
      ];

      const answer = await postStream(suite.server.url, caller, { prompt: 'make the header blue', files, projectType: 'static', conversationHistory: history });

      const ops = answer.events.filter((event) => event.event === 'op').map((event) => event.data as { op: string; path: string; diff: string; checksum: string });
      expect(ops).toEqual([{ op: 'patch', path: 'styles.css', diff: expect.any(String), checksum: expect.any(String) }]);
      const css = files.find((file) => file.path === 'styles.css')!.content;
      const patched = applyPatch(css, ops[0].diff) as string;
      expect(patched).toContain('--header-bg: #2563eb;');
      expect(contentChecksum(patched)).toBe(ops[0].checksum);
      expect((answer.events.at(-1)!.data as { changed: unknown }).changed).toEqual([{ path: 'styles.css', change: 'modified' }]);

      // The whole file is there for a studio whose copy drifted, for its owner only.
      const { generationId } = answer.events[0].data as { generationId: string };
      const file = await suite.http.get(`/api/build-studio/generations/${generationId}/file`).query({ path: 'styles.css' }).set(studioHeaders(caller)).expect(200);
      expect(file.body).toEqual({ path: 'styles.css', content: patched, checksum: ops[0].checksum });
      await suite.http.get(`/api/build-studio/generations/${generationId}/file`).query({ path: 'styles.css' }).set(studioHeaders(visitor())).expect(404);
    });

    it('falls back to a whole-file write when a patch does not apply', async () => {
      const engine = new ScriptedCodeEngine(
        [{ type: 'operation', operation: { op: 'patch', path: 'a.css', diff: '--- a/a.css\n+++ b/a.css\n@@ -1 +1 @@\n-nothing like this\n+x\n' } }],
        { rewrite: 'a { color: red; }\n' },
      );
      engines.code = engine;

      const answer = await postStream(suite.server.url, visitor(), { prompt: 'red', files: [{ path: 'a.css', content: 'a { color: blue; }\n' }] });

      expect(engine.rewrites).toBe(1);
      expect(answer.events.filter((event) => event.event === 'op').map((event) => event.data)).toEqual([
        { op: 'write', path: 'a.css', content: 'a { color: red; }\n', checksum: contentChecksum('a { color: red; }\n'), streamed: false },
      ]);
    });

    it('answers an engine that fails at once with a JSON 502, and one that fails later with an error event', async () => {
      engines.code = new ScriptedCodeEngine([], { failBefore: true });
      const early = await postStream(suite.server.url, visitor(), { prompt: 'x', files: [] });
      expect(early.status).toBe(502);

      engines.code = new ScriptedCodeEngine([{ type: 'reply', text: 'Working' }], { failAfter: true });
      const late = await postStream(suite.server.url, visitor(), { prompt: 'x', files: [] });
      expect(late.status).toBe(200);
      expect(late.events.at(-1)).toEqual({ event: 'error', id: null, data: { message: 'The provider failed mid-answer.' } });
    });
  });

  describe('daily code-generation quota', () => {
    it('lets a visitor generate 20 times a day, then answers 429 with Retry-After and a message the studio shows', async () => {
      engines.code = new ScriptedCodeEngine([{ type: 'reply', text: 'ok' }]);
      const caller = visitor();
      for (let i = 0; i < 20; i += 1) await generate(caller, { prompt: `turn ${i}`, currentCode: '' }).expect(200);

      const over = await generate(caller, { prompt: 'one more', currentCode: '' }).expect(429);

      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.body).toEqual({ statusCode: 429, code: 'QUOTA_EXCEEDED', message: "You've used all 20 free code generations for today. Sign up or upgrade for more.", resetsAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/) });
    });
  });

  describe('projects and versions (signed in)', () => {
    let owner: TestAccount;
    let stranger: TestAccount;
    const site: Files = [
      { path: 'index.html', content: '<h1>One</h1>\n' },
      { path: 'styles.css', content: 'h1 { color: red; }\n' },
    ];

    beforeAll(async () => {
      owner = await signUp(suite.http);
      stranger = await signUp(suite.http);
    });

    it('saves, lists, loads and saves again, each save a version', async () => {
      const created = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'My Site', projectType: 'static', files: site, history: [{ role: 'user', parts: [{ text: 'hi' }] }] }).expect(201);
      const id = created.body.id;
      expect(created.body).toMatchObject({ name: 'My Site', projectType: 'static', fileCount: 2, files: site, version: { number: 1 } });

      const list = await suite.http.get('/api/build-studio/projects').set(bearer(owner.token)).expect(200);
      expect(list.body.projects).toContainEqual({ id, name: 'My Site', projectType: 'static', fileCount: 2, lastSaved: expect.any(String), clientId: null });

      const changed = [site[0], { path: 'styles.css', content: 'h1 { color: blue; }\n' }];
      const saved = await suite.http.put(`/api/build-studio/projects/${id}`).set(bearer(owner.token)).send({ name: 'Renamed', files: changed }).expect(200);
      expect(saved.body).toMatchObject({ name: 'Renamed', files: changed, version: { number: 2 } });

      const versions = await suite.http.get(`/api/build-studio/projects/${id}/versions`).set(bearer(owner.token)).expect(200);
      expect(versions.body.versions.map((v: { number: number; kind: string }) => [v.number, v.kind])).toEqual([[2, 'save'], [1, 'save']]);
      const first = await suite.http.get(`/api/build-studio/projects/${id}/versions/${versions.body.versions[1].id}`).set(bearer(owner.token)).expect(200);
      expect(first.body.files).toEqual(site);
    });

    it('restores a version as a new version, keeping everything after it', async () => {
      const { body: project } = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Restore me', files: site }).expect(201);
      await suite.http.put(`/api/build-studio/projects/${project.id}`).set(bearer(owner.token)).send({ name: 'Restore me', files: [{ path: 'index.html', content: 'v2' }] }).expect(200);
      const firstId = project.version.id;

      const restored = await suite.http.post(`/api/build-studio/projects/${project.id}/versions/${firstId}/restore`).set(bearer(owner.token)).expect(200);

      expect(restored.body).toMatchObject({ files: site, version: { number: 3 } });
      const versions = await suite.http.get(`/api/build-studio/projects/${project.id}/versions`).set(bearer(owner.token)).expect(200);
      expect(versions.body.versions.map((v: { kind: string; message: string }) => [v.kind, v.message])).toEqual([
        ['restore', 'Restored version 1'],
        ['save', 'Saved'],
        ['save', 'Saved'],
      ]);
    });

    it('records a generation on a saved project as a version, with the turn in its conversation', async () => {
      const starter = STARTER_FILES.static;
      const { body: project } = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Generated', files: starter }).expect(201);
      const caller = { ip: uniqueIp(), token: owner.token };

      const answer = await postStream(suite.server.url, caller, { prompt: 'A site for a florist', files: starter, projectType: 'static', projectId: project.id });

      expect((answer.events.at(-1)!.data as { version: unknown }).version).toEqual({ id: expect.any(String), number: 2 });
      const loaded = await suite.http.get(`/api/build-studio/projects/${project.id}`).set(bearer(owner.token)).expect(200);
      expect(loaded.body.files.map((file: { path: string }) => file.path)).toEqual(['index.html', 'styles.css', 'script.js']);
      expect(loaded.body.history.map((entry: { role: string }) => entry.role)).toEqual(['user', 'model']);
      const versions = await suite.http.get(`/api/build-studio/projects/${project.id}/versions`).set(bearer(owner.token)).expect(200);
      expect(versions.body.versions[0]).toMatchObject({ kind: 'generation', message: 'A site for a florist', number: 2 });
    });

    it("keeps the hand-written files as a 'Before' version of the turn, and restoring it gives them back byte-exact", async () => {
      const own: Files = [
        { path: 'index.html', content: '<!DOCTYPE html>\r\n<html>\r\n<head><title>Mine</title></head>\r\n<body>\r\n<header><h1>Hand-made ✓</h1></header>  \r\n</body>\r\n</html>' },
        { path: 'notes/todo.md', content: 'tabs\tand trailing spaces   \n\n' },
      ];
      const { body: project } = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Mine', files: own }).expect(201);
      const caller = { ip: uniqueIp(), token: owner.token };

      const answer = await postStream(suite.server.url, caller, { prompt: 'make the header blue', files: own, projectType: 'static', projectId: project.id });
      const turned = await suite.http.get(`/api/build-studio/projects/${project.id}`).set(bearer(owner.token)).expect(200);
      expect(turned.body.files.find((file: { path: string }) => file.path === 'index.html').content).toContain('<header><h1>Hand-made ✓</h1></header>');
      expect(turned.body.files.find((file: { path: string }) => file.path === 'notes/todo.md').content).toBe(own[1].content);
      // A second turn starts from the first one's result, which the list already holds: no second 'Before'.
      await postStream(suite.server.url, caller, { prompt: 'make the footer green', files: turned.body.files, projectType: 'static', projectId: project.id });

      expect((answer.events.at(-1)!.data as { version: unknown }).version).toEqual({ id: expect.any(String), number: 3 });
      const versions = await suite.http.get(`/api/build-studio/projects/${project.id}/versions`).set(bearer(owner.token)).expect(200);
      expect(versions.body.versions.map((v: { number: number; kind: string; message: string }) => [v.number, v.kind, v.message])).toEqual([
        [4, 'generation', 'make the footer green'],
        [3, 'generation', 'make the header blue'],
        [2, 'before', 'Before: make the header blue'],
        [1, 'save', 'Saved'],
      ]);
      const before = versions.body.versions[2].id;
      const kept = await suite.http.get(`/api/build-studio/projects/${project.id}/versions/${before}`).set(bearer(owner.token)).expect(200);
      expect(kept.body.files).toEqual(own);

      const restored = await suite.http.post(`/api/build-studio/projects/${project.id}/versions/${before}/restore`).set(bearer(owner.token)).expect(200);
      expect(restored.body.files).toEqual(own);
      const loaded = await suite.http.get(`/api/build-studio/projects/${project.id}`).set(bearer(owner.token)).expect(200);
      expect(loaded.body.files).toEqual(own);
    });

    it('moves a browser project in once, with its versions, whatever the retries', async () => {
      const body = {
        name: 'From the browser',
        clientId: '1732400000000',
        files: site,
        versions: [
          { kind: 'before', message: 'Before: first try', createdAt: '2026-01-02T03:04:04.000Z', files: [{ path: 'index.html', content: 'mine' }] },
          { kind: 'generation', message: 'first try', createdAt: '2026-01-02T03:04:05.000Z', files: [{ path: 'index.html', content: 'v0' }] },
        ],
      };
      const moved = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send(body).expect(201);
      const again = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send(body).expect(200);

      expect(again.body.id).toBe(moved.body.id);
      const versions = await suite.http.get(`/api/build-studio/projects/${moved.body.id}/versions`).set(bearer(owner.token)).expect(200);
      expect(versions.body.versions.map((v: { kind: string; message: string; createdAt: string }) => [v.kind, v.message])).toEqual([
        ['import', 'Moved into your account'],
        ['generation', 'first try'],
        ['before', 'Before: first try'],
      ]);
      expect(versions.body.versions[1].createdAt).toBe('2026-01-02T03:04:05.000Z');
    });

    it('keeps every project to its owner: another account gets 404 for each route, visitors 401', async () => {
      const { body: project } = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Private', files: site }).expect(201);
      const other = bearer(stranger.token);

      await suite.http.get(`/api/build-studio/projects/${project.id}`).set(other).expect(404);
      await suite.http.put(`/api/build-studio/projects/${project.id}`).set(other).send({ name: 'x', files: site }).expect(404);
      await suite.http.delete(`/api/build-studio/projects/${project.id}`).set(other).expect(404);
      await suite.http.get(`/api/build-studio/projects/${project.id}/versions`).set(other).expect(404);
      await suite.http.get(`/api/build-studio/projects/${project.id}/versions/${project.version.id}`).set(other).expect(404);
      await suite.http.post(`/api/build-studio/projects/${project.id}/versions/${project.version.id}/restore`).set(other).expect(404);
      await suite.http.get(`/api/build-studio/projects/${project.id}/export`).set(other).expect(404);
      const foreign = await postStream(suite.server.url, { ip: uniqueIp(), token: stranger.token }, { prompt: 'x', files: site, projectId: project.id });
      expect(foreign.status).toBe(404);
      await suite.http.get('/api/build-studio/projects').expect(401);
      expect((await suite.http.get('/api/build-studio/projects').set(other).expect(200)).body.projects).toEqual([]);
    });

    it('deletes a project with its versions', async () => {
      const { body: project } = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Gone', files: site }).expect(201);
      await suite.http.delete(`/api/build-studio/projects/${project.id}`).set(bearer(owner.token)).expect(204);
      await suite.http.get(`/api/build-studio/projects/${project.id}`).set(bearer(owner.token)).expect(404);
      const rows = await suite.database.query('SELECT 1 FROM build_studio_versions WHERE project_id = $1', [project.id]);
      expect(rows).toEqual([]);
    });

    it('refuses a project without files', async () => {
      const response = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'Empty', files: [] }).expect(400);
      expect(response.body).toEqual({ statusCode: 400, code: 'INVALID_PROJECT', message: 'A project has at least one file.' });
    });
  });

  describe('export', () => {
    it('zips a saved API project into one folder, with its README and an executable run script, that unzip accepts', async () => {
      const account = await signUp(suite.http);
      const built = await generate({ ip: uniqueIp(), token: account.token }, { prompt: 'An API for a library with books', projectType: 'nodejs', currentCode: '' }).expect(200);
      const { body: project } = await suite.http.post('/api/build-studio/projects').set(bearer(account.token)).send({ name: 'Library API', projectType: 'nodejs', files: built.body.files }).expect(201);

      const response = await suite.http.get(`/api/build-studio/projects/${project.id}/export`).set(bearer(account.token)).buffer(true).parse(binary).expect(200);

      expect(response.headers['content-type']).toBe('application/zip');
      expect(response.headers['content-disposition']).toBe('attachment; filename="library-api.zip"');
      const entries = readZip(response.body as Buffer);
      for (const file of built.body.files as Files) expect(entries.get(`library-api/${file.path}`)?.data.toString()).toBe(file.content);
      expect(entries.get('library-api/run.sh')?.mode).toBe(0o100755);
      const dir = mkdtempSync(path.join(tmpdir(), 'atelier-export-'));
      try {
        writeFileSync(path.join(dir, 'a.zip'), response.body as Buffer);
        expect(execFileSync('unzip', ['-t', 'a.zip'], { cwd: dir, encoding: 'utf8' })).toContain('No errors detected');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('zips a project posted by a visitor, adding a README and run script it lacks', async () => {
      const response = await suite.http
        .post('/api/build-studio/export')
        .send({ name: 'Tiny API', projectType: 'python', files: [{ path: 'main.py', content: 'from fastapi import FastAPI\napp = FastAPI()\n' }] })
        .buffer(true)
        .parse(binary)
        .expect(200);

      expect([...readZip(response.body as Buffer).keys()].sort()).toEqual(['tiny-api/', 'tiny-api/README.md', 'tiny-api/main.py', 'tiny-api/requirements.txt', 'tiny-api/run.sh']);
    });
  });
});

/** A supertest parser that keeps the body as bytes (a zip). */
const binary: Parameters<ReturnType<Http['get']>['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  const stream = response as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};
