import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { type Http, type TestAccount, bearer, signUp } from './support/accounts';
import { useSuiteServer } from './support/suite-server';

type Files = Array<{ path: string; content: string }>;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, HOME: cwd, GIT_CONFIG_NOSYSTEM: '1' } });

/** A supertest parser that keeps the body as bytes (a bundle). */
const binary: Parameters<ReturnType<Http['get']>['parse']>[0] = (response, done) => {
  const chunks: Buffer[] = [];
  const stream = response as unknown as NodeJS.ReadableStream;
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
};

/** Build Studio projects as git repositories over real HTTP and PostgreSQL: export with one commit per version, import back. */
describe('Build Studio git export and import (real PostgreSQL)', () => {
  const suite = useSuiteServer('build_studio_git');
  let owner: TestAccount;
  let stranger: TestAccount;
  let dir: string;

  beforeAll(async () => {
    owner = await signUp(suite.http, { name: 'Ada Lovelace' });
    stranger = await signUp(suite.http);
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'atelier-git-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const v1: Files = [{ path: 'index.html', content: '<h1>One</h1>\n' }];
  const v2: Files = [...v1, { path: 'css/styles.css', content: 'h1 { color: red; }\n' }];
  const v3: Files = [{ path: 'index.html', content: '<h1>Three</h1>\n' }, v2[1]];

  /** A saved project with three versions: a save, a save with a message, and a restore of the first. */
  async function savedProject(): Promise<string> {
    const created = await suite.http.post('/api/build-studio/projects').set(bearer(owner.token)).send({ name: 'My Site', files: v1 }).expect(201);
    const id = created.body.id as string;
    await suite.http.put(`/api/build-studio/projects/${id}`).set(bearer(owner.token)).send({ name: 'My Site', files: v2, message: 'Add styles' }).expect(200);
    await suite.http.put(`/api/build-studio/projects/${id}`).set(bearer(owner.token)).send({ name: 'My Site', files: v3 }).expect(200);
    return id;
  }

  it('exports a saved project with 3 versions as a bundle that clones with 3 commits in order, files byte-identical', async () => {
    const id = await savedProject();
    const response = await suite.http.get(`/api/build-studio/projects/${id}/git`).set(bearer(owner.token)).buffer(true).parse(binary).expect(200);

    expect(response.headers['content-type']).toBe('application/x-git-bundle');
    expect(response.headers['content-disposition']).toBe('attachment; filename="my-site.bundle"');
    writeFileSync(path.join(dir, 'my-site.bundle'), response.body as Buffer);
    git(dir, 'clone', '-q', 'my-site.bundle', 'clone');
    const clone = path.join(dir, 'clone');
    expect(git(clone, 'rev-list', '--count', 'HEAD').trim()).toBe('3');
    expect(git(clone, 'log', '--reverse', '--format=%s|%an').trim().split('\n')).toEqual(['Saved|Ada Lovelace', 'Add styles|Ada Lovelace', 'Saved|Ada Lovelace']);
    expect(git(clone, 'fsck', '--strict', '--no-progress')).toBe('');
    for (const file of v3) expect(readFileSync(path.join(clone, file.path), 'utf8')).toBe(file.content);
    expect(git(clone, 'show', 'HEAD~2:index.html')).toBe(v1[0].content);

    const again = await suite.http.get(`/api/build-studio/projects/${id}/git`).set(bearer(owner.token)).buffer(true).parse(binary).expect(200);
    expect((again.body as Buffer).equals(response.body as Buffer)).toBe(true);
  });

  it("answers 404 for another account's project and 401 for a visitor", async () => {
    const id = await savedProject();
    const refused = await suite.http.get(`/api/build-studio/projects/${id}/git`).set(bearer(stranger.token)).expect(404);
    expect(refused.body.code).toBe('PROJECT_NOT_FOUND');
    await suite.http.get(`/api/build-studio/projects/${id}/git`).expect(401);
  });

  it('imports a bundle made by `git bundle create` (with deltas) as a saved project whose versions are the commits', async () => {
    git(dir, 'init', '-q', '-b', 'main', 'repo');
    const repo = path.join(dir, 'repo');
    git(repo, 'config', 'user.name', 'Someone');
    git(repo, 'config', 'user.email', 'someone@example.com');
    const lines = Array.from({ length: 300 }, (_, index) => `<p>paragraph ${index} of a long page</p>`);
    for (const n of [1, 2, 3]) {
      lines[n * 40] = `<p>edited in commit ${n}</p>`;
      writeFileSync(path.join(repo, 'index.html'), `${lines.join('\n')}\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', `Commit ${n}`, '--date', `2026-03-0${n}T12:00:00Z`);
    }
    git(repo, 'repack', '-a', '-d', '-f', '-q');
    git(repo, 'bundle', 'create', '-q', path.join(dir, 'landing.bundle'), '--all');

    const imported = await suite.http.post('/api/build-studio/projects/import/git').set(bearer(owner.token)).attach('bundle', path.join(dir, 'landing.bundle')).expect(201);

    expect(imported.body).toMatchObject({ name: 'landing', projectType: 'static', fileCount: 1, version: { number: 3 } });
    expect(imported.body.files[0].content).toBe(readFileSync(path.join(repo, 'index.html'), 'utf8'));
    const versions = await suite.http.get(`/api/build-studio/projects/${imported.body.id}/versions`).set(bearer(owner.token)).expect(200);
    expect(versions.body.versions.map((version: { kind: string; message: string; createdAt: string }) => [version.kind, version.message, version.createdAt])).toEqual([
      ['import', 'Commit 3', '2026-03-03T12:00:00.000Z'],
      ['import', 'Commit 2', '2026-03-02T12:00:00.000Z'],
      ['import', 'Commit 1', '2026-03-01T12:00:00.000Z'],
    ]);
  });

  it("round-trips a visitor's versions: posted export, read back with the same kinds and messages", async () => {
    const contents = ['<h1>Mine</h1>\n', '<h1>Mine</h1>\n<p>blue</p>\n', 'h1 { color: blue; }\n'];
    const exported = await suite.http
      .post('/api/build-studio/export/git')
      .send({
        name: 'Visitor Site',
        contents,
        versions: [
          { kind: 'before', message: 'Before: make it blue', createdAt: '2026-04-01T10:00:00Z', files: [{ path: 'index.html', content: 0 }] },
          { kind: 'generation', message: 'make it blue', createdAt: '2026-04-01T10:00:02Z', files: [{ path: 'index.html', content: 1 }, { path: 'styles.css', content: 2 }] },
        ],
      })
      .buffer(true)
      .parse(binary)
      .expect(200);
    writeFileSync(path.join(dir, 'visitor-site.bundle'), exported.body as Buffer);
    git(dir, 'clone', '-q', 'visitor-site.bundle', 'clone');
    expect(git(path.join(dir, 'clone'), 'log', '--format=%s|%an').trim().split('\n')).toEqual(['make it blue|Atelier', 'Before: make it blue|Atelier']);

    const read = await suite.http.post('/api/build-studio/import/git').attach('bundle', path.join(dir, 'visitor-site.bundle')).expect(200);
    expect(read.body).toMatchObject({ name: 'visitor-site', projectType: 'static', ref: 'HEAD', skipped: 0 });
    expect(read.body.versions.map((version: { kind: string; message: string }) => [version.kind, version.message])).toEqual([
      ['before', 'Before: make it blue'],
      ['generation', 'make it blue'],
    ]);
    expect(read.body.versions[1].files).toEqual([
      { path: 'index.html', content: contents[1] },
      { path: 'styles.css', content: contents[2] },
    ]);
  });

  it('answers 400 with a reason for a malformed upload, a missing file, or a version past the limits', async () => {
    const garbage = await suite.http.post('/api/build-studio/import/git').attach('bundle', Buffer.from('not a bundle at all'), 'x.bundle').expect(400);
    expect(garbage.body).toMatchObject({ code: 'INVALID_GIT_BUNDLE', message: expect.stringContaining('not a git bundle') });
    const cut = await suite.http
      .post('/api/build-studio/import/git')
      .attach('bundle', Buffer.from(`# v2 git bundle\n${'a'.repeat(40)} HEAD\n\nPACK\u0000\u0000\u0000\u0002`), 'x.bundle')
      .expect(400);
    expect(cut.body.code).toBe('INVALID_GIT_BUNDLE');
    const missing = await suite.http.post('/api/build-studio/projects/import/git').set(bearer(owner.token)).field('other', 'x').expect(400);
    expect(missing.body.code).toMatch(/GIT_BUNDLE_REQUIRED|INVALID_GIT_BUNDLE/);
    const tooMany = await suite.http
      .post('/api/build-studio/export/git')
      .send({ name: 'x', contents: ['a'], versions: [{ kind: 'save', message: 'Saved', createdAt: '2026-01-01T00:00:00Z', files: [{ path: '../x', content: 0 }] }] })
      .expect(400);
    expect(tooMany.body.code).toBe('INVALID_PROJECT');
    const unknownContent = await suite.http
      .post('/api/build-studio/export/git')
      .send({ name: 'x', contents: [], versions: [{ kind: 'save', message: 'Saved', createdAt: '2026-01-01T00:00:00Z', files: [{ path: 'a.txt', content: 3 }] }] })
      .expect(400);
    expect(unknownContent.body.code).toBe('INVALID_PROJECT');
  });
});
