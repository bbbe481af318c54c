// The app manifest (packages/build-config/apps.json): its loader, and its agreement with the repository.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, test } from 'node:test';
import { parseAppManifest, readAppManifest } from '../../packages/build-config/app-manifest.mjs';
import { FRONTENDS, REMOTES, ROOT, SHELL } from '../lib/apps.mjs';
import { TYPECHECKED } from '../lib/typechecked.mjs';

const readJson = (path) => JSON.parse(readFileSync(join(ROOT, path), 'utf8'));

/** A small valid manifest; `change` edits a deep copy. */
function manifest(change = () => {}) {
  const data = {
    backend: { folder: 'backend', port: 4000 },
    frontends: [
      { folder: 'shell', name: 'shell', kind: 'host', port: 3000 },
      { folder: 'mfe-chat', name: 'chat', kind: 'remote', port: 3001, screens: { landing: { module: 'Landing', title: 'Chat', routes: ['/', '/chat'] } } },
      { folder: 'mfe-music-studio', name: 'music_studio', kind: 'remote', port: 3004 },
    ],
  };
  change(data);
  return data;
}

function problemsOf(data) {
  try {
    parseAppManifest(data);
  } catch (error) {
    return error.message;
  }
  assert.fail('the manifest was accepted');
}

describe('parseAppManifest', () => {
  test('picks out the host and the remotes, in manifest order; a remote without screens has none', () => {
    const parsed = parseAppManifest(manifest());
    assert.equal(parsed.host.folder, 'shell');
    assert.deepEqual(parsed.remotes.map((app) => app.name), ['chat', 'music_studio']);
    assert.deepEqual(parsed.remotes[1].screens, {});
    assert.deepEqual(parsed.backend, { folder: 'backend', port: 4000 });
  });

  test('lists every problem in one error', () => {
    const message = problemsOf(
      manifest((data) => {
        data.frontends[1].port = 4000;
        data.frontends[2].name = 'music-studio';
        data.frontends[2].kind = 'host';
        data.frontends.push({ folder: 'shell', name: 'other', kind: 'remote', port: 3009, screens: { landing: { module: 'Landing', title: '', routes: ['chat'] } } });
      }),
    );
    assert.match(message, /frontends\[1\] \(mfe-chat\): port 4000 is also used by backend/);
    assert.match(message, /frontends\[2\] \(mfe-music-studio\)\.name must be a JS identifier/);
    assert.match(message, /exactly one frontend must be the host \(kind "host"\), found 2/);
    assert.match(message, /frontends\[3\] \(shell\): folder shell is also used by frontends\[0\]/);
    assert.match(message, /frontends\[3\] \(shell\)\.screens\.landing\.title must be a non-empty string/);
    assert.match(message, /screens\.landing\.routes must be a non-empty list of paths/);
    assert.match(message, /frontends\[3\] \(shell\): screen landing is also used by frontends\[1\] \(mfe-chat\)/);
  });

  test('refuses a route served by two screens, a module exposed twice and screens on the host', () => {
    const message = problemsOf(
      manifest((data) => {
        data.frontends[0].screens = { home: { module: 'Home', title: 'Home', routes: ['/home'] } };
        data.frontends[1].screens.again = { module: 'Landing', title: 'Again', routes: ['/chat'] };
      }),
    );
    assert.match(message, /frontends\[0\] \(shell\): the host exposes no screens/);
    assert.match(message, /screens\.again\.module Landing is used twice/);
    assert.match(message, /route \/chat is also used by frontends\[1\] \(mfe-chat\)/);
  });

  test('refuses what is not a manifest', () => {
    assert.throws(() => parseAppManifest([]), /must be a JSON object/);
    assert.match(problemsOf({ backend: { folder: 'backend', port: 0 }, frontends: [] }), /backend must be .*\n.*frontends must be a non-empty list/);
    assert.match(problemsOf(manifest((data) => (data.frontends[1].kind = 'plugin'))), /kind must be "host" or "remote"/);
  });

  test('readAppManifest names the file in its error', () => {
    const missing = join(ROOT, 'no-such-apps.json');
    assert.throws(() => readAppManifest(missing), (error) => error.message.startsWith(missing));
  });
});

describe('apps.json against the repository', () => {
  const workspaces = readJson('package.json').workspaces;
  const rsbuildApps = workspaces.filter((folder) => !folder.includes('*') && existsSync(join(ROOT, folder, 'rsbuild.config.ts')));

  test('lists exactly the workspaces built by Rsbuild, and the backend workspace', () => {
    assert.deepEqual(FRONTENDS.map((app) => app.folder).sort(), [...rsbuildApps].sort());
    assert.ok(workspaces.includes(readAppManifest().backend.folder));
    assert.equal(SHELL, FRONTENDS[0]);
    assert.equal(SHELL.kind, 'host');
    assert.ok(REMOTES.every((app) => app.kind === 'remote'));
  });

  test('the typecheck list holds every frontend, every package with a tsconfig, the backend and e2e', () => {
    for (const app of FRONTENDS) assert.ok(TYPECHECKED.includes(app.folder), app.folder);
    for (const folder of ['packages/build-config', 'packages/runtime', 'packages/ui', 'backend', 'e2e']) assert.ok(TYPECHECKED.includes(folder), folder);
    for (const folder of TYPECHECKED) assert.ok(existsSync(join(ROOT, folder, 'tsconfig.json')), `${folder} has no tsconfig.json`);
  });

  test("the shell's built-in remotes.json points at manifest remotes on their manifest ports", () => {
    // `npm start` on other ports re-points these URLs by their port (scripts/lib/stack.mjs).
    const local = readJson('shell/public/remotes.json');
    assert.ok(Object.keys(local).length, 'shell/public/remotes.json names no remote');
    for (const [name, url] of Object.entries(local)) {
      const app = REMOTES.find((remote) => remote.name === name);
      assert.ok(app, `shell/public/remotes.json names ${name}, which is not a remote in apps.json`);
      assert.equal(url, `http://localhost:${app.port}/mf-manifest.json`, name);
    }
  });
});
