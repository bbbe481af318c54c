import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type HistoryVersion, historyBundle } from './history-bundle';
import { readHistoryBundle } from './history-reader';

const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, { cwd, encoding: 'utf8', env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', HOME: cwd, GIT_TERMINAL_PROMPT: '0' } });

const versions: HistoryVersion[] = [
  { kind: 'save', message: 'Saved', createdAt: new Date('2026-01-02T03:04:05Z'), files: [{ path: 'index.html', content: '<h1>Mine</h1>\n' }] },
  {
    kind: 'before',
    message: 'Before: make the header blue',
    createdAt: new Date('2026-01-02T03:05:00Z'),
    files: [{ path: 'index.html', content: '<h1>Mine</h1>\n' }],
  },
  {
    kind: 'generation',
    message: 'make the header blue',
    createdAt: new Date('2026-01-02T03:05:01Z'),
    files: [
      { path: 'index.html', content: '<h1>Mine</h1>\n<link rel="stylesheet" href="css/styles.css">\n' },
      { path: 'css/styles.css', content: 'h1 { color: blue; } /* é ✓ */\n' },
      { path: 'run.sh', content: '#!/bin/sh\necho hi\n' },
      { path: 'css-notes.txt', content: 'sorts before css/ in a git tree\n' },
    ],
  },
];
const limits = { maxVersions: 50, maxObjects: 10_000, maxInflatedBytes: 16 * 1024 * 1024 };

describe('historyBundle', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'git-export-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a bundle that git verifies and clones: one commit per version, in order, files byte-identical', () => {
    const { bundle, commits } = historyBundle(versions, 'Ada Lovelace');
    writeFileSync(join(dir, 'project.bundle'), bundle);
    git(dir, 'clone', '-q', 'project.bundle', 'clone');
    const clone = join(dir, 'clone');
    git(clone, 'bundle', 'verify', '-q', '../project.bundle'); // throws unless git finds it complete and well-formed
    expect(commits).toBe(3);
    expect(git(clone, 'rev-list', '--count', 'HEAD').trim()).toBe('3');
    expect(git(clone, 'log', '--reverse', '--format=%s').trim().split('\n')).toEqual(['Saved', 'Before: make the header blue', 'make the header blue']);
    expect(git(clone, 'log', '-1', '--format=%an <%ae> %at')).toBe('Ada Lovelace <build-studio@atelier.invalid> 1767323101\n');
    expect(git(clone, 'rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
    expect(git(clone, 'fsck', '--strict', '--no-progress')).toBe('');
    for (const file of versions[2].files) expect(readFileSync(join(clone, file.path), 'utf8')).toBe(file.content);
    expect(statSync(join(clone, 'run.sh')).mode & 0o111).not.toBe(0);
    expect(git(clone, 'show', 'HEAD~2:index.html')).toBe('<h1>Mine</h1>\n');
  });

  it('gives byte-identical bundles for the same versions', () => {
    expect(historyBundle(versions, 'Atelier').bundle.equals(historyBundle(versions, 'Atelier').bundle)).toBe(true);
  });

  it('reads its own bundle back into the same versions, kinds and times', () => {
    const { versions: read, skipped } = readHistoryBundle(historyBundle(versions, 'Atelier').bundle, limits);
    expect(skipped).toBe(0);
    expect(read.map(({ kind, message, createdAt }) => ({ kind, message, createdAt }))).toEqual(
      versions.map(({ kind, message, createdAt }) => ({ kind, message, createdAt })),
    );
    expect(new Set(read[2].files.map((file) => JSON.stringify(file)))).toEqual(new Set(versions[2].files.map((file) => JSON.stringify(file))));
  });
});

describe('readHistoryBundle', () => {
  let dir: string;
  beforeAll(() => {
    // A repository whose pack holds deltas: one large file changed a little in each of six commits.
    dir = mkdtempSync(join(tmpdir(), 'git-import-'));
    git(dir, 'init', '-q', '-b', 'trunk', 'repo');
    const repo = join(dir, 'repo');
    git(repo, 'config', 'user.name', 'Someone');
    git(repo, 'config', 'user.email', 'someone@example.com');
    const lines = Array.from({ length: 400 }, (_, index) => `line ${index}: ${'lorem ipsum dolor sit amet '.repeat(3)}`);
    for (let commit = 1; commit <= 6; commit++) {
      lines[commit * 50] = `changed in commit ${commit}`;
      writeFileSync(join(repo, 'app.js'), `${lines.join('\n')}\n`);
      writeFileSync(join(repo, 'README.md'), `# Commit ${commit}\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', `Commit ${commit}`, '-m', 'A body line.', '--date', `2026-02-0${commit}T10:00:00Z`);
    }
    git(repo, 'repack', '-a', '-d', '-f', '-q', '--depth=50', '--window=50');
    git(repo, 'bundle', 'create', '-q', join(dir, 'ofs.bundle'), '--all');
    // REF_DELTA: a pack written without --delta-base-offset, wrapped in a bundle header.
    const tip = git(repo, 'rev-parse', 'HEAD').trim();
    const pack = execFileSync('git', ['pack-objects', '--stdout', '--revs', '-q'], { cwd: repo, input: 'HEAD\n' });
    writeFileSync(join(dir, 'ref.bundle'), Buffer.concat([Buffer.from(`# v2 git bundle\n${tip} refs/heads/trunk\n\n`), pack]));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const packTypes = (bundle: Buffer) => {
    const idx = join(dir, 'probe.pack');
    writeFileSync(idx, bundle.subarray(bundle.indexOf('\n\nPACK') + 2));
    execFileSync('git', ['index-pack', idx], { cwd: dir });
    return execFileSync('git', ['verify-pack', '-v', idx.replace(/\.pack$/, '.idx')], { encoding: 'utf8' });
  };

  it.each(['ofs.bundle', 'ref.bundle'])('applies the deltas of a bundle made by git (%s)', (name) => {
    const bundle = readFileSync(join(dir, name));
    // The bundle really holds deltas (verify-pack lists a base id for each delta).
    expect(packTypes(bundle)).toMatch(/blob\s+\d+ \d+ \d+ \d+ [0-9a-f]{40}/);
    const { versions: read, ref } = readHistoryBundle(bundle, limits);
    expect(ref).toBe(name === 'ofs.bundle' ? 'HEAD' : 'refs/heads/trunk');
    expect(read.map((version) => version.message)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `Commit ${n}\n\nA body line.`));
    expect(read.every((version) => version.kind === 'import')).toBe(true);
    expect(read[5].createdAt.toISOString()).toBe('2026-02-06T10:00:00.000Z');
    expect(read[5].files.find((file) => file.path === 'app.js')?.content).toBe(readFileSync(join(dir, 'repo', 'app.js'), 'utf8'));
    expect(read[2].files.find((file) => file.path === 'app.js')?.content).toBe(git(join(dir, 'repo'), 'show', 'HEAD~3:app.js'));
  });

  it('keeps the newest commits past the versions limit', () => {
    const { versions: read, skipped } = readHistoryBundle(readFileSync(join(dir, 'ofs.bundle')), { ...limits, maxVersions: 2 });
    expect(read.map((version) => version.message.split('\n')[0])).toEqual(['Commit 5', 'Commit 6']);
    expect(skipped).toBe(4);
  });

  it('refuses a binary file with its path and commit', () => {
    const bundle = historyBundle([{ ...versions[0], files: [{ path: 'logo.png', content: '\u0000PNG' }] }], 'Atelier').bundle;
    expect(() => readHistoryBundle(bundle, limits)).toThrow(/Commit [0-9a-f]{7} \(“Saved”\): logo\.png is a binary file/);
  });

  it.each([
    ['not a bundle', Buffer.from('hello'), /not a git bundle/],
    ['a bundle with a range', Buffer.from(`# v2 git bundle\n-${'a'.repeat(40)}\n${'b'.repeat(40)} HEAD\n\nPACK`), /part of the history/],
    ['a cut pack', () => historyBundle(versions, 'Atelier').bundle.subarray(0, 200), /checksum|cut short|PACK/],
    ['a damaged byte', () => flip(historyBundle(versions, 'Atelier').bundle, -40), /checksum/],
  ])('refuses %s with a reason', (_, input, reason) => {
    const bundle = typeof input === 'function' ? input() : input;
    expect(() => readHistoryBundle(bundle, limits)).toThrow(reason);
  });

  it('refuses a pack that inflates past its budget', () => {
    expect(() => readHistoryBundle(readFileSync(join(dir, 'ofs.bundle')), { ...limits, maxInflatedBytes: 10_000 })).toThrow(/larger than/);
  });
});

function flip(buffer: Buffer, at: number): Buffer {
  const copy = Buffer.from(buffer);
  copy[at < 0 ? copy.length + at : at] ^= 0xff;
  return copy;
}
