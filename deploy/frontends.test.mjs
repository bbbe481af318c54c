// The frontends of the app manifest (packages/build-config/apps.json) in compose: one service each, all
// built from one parameterised Dockerfile. Parsed, no Docker engine needed: `node --test deploy/`.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { posix } from 'node:path';
import { readAppManifest } from '../packages/build-config/app-manifest.mjs';
import { listenPorts } from './lib/nginx-conf.mjs';
import { staticServer } from './lib/nginx-headers.mjs';
import { buildOf, dockerfile, exists, imageOf, read, services, servicesByDockerfile, sourceOf, walk } from './lib/repo.mjs';

const APPS = readAppManifest();
const FRONTEND_DOCKERFILE = 'deploy/frontend.Dockerfile';
const FRONTEND_FOLDERS = APPS.frontends.map((app) => app.folder);
const healthcheckPort = (text) => Number(/https?:\/\/(?:127\.0\.0\.1|localhost)(?::(\d+))?/.exec(text)?.[1] ?? 80);

describe('frontends (packages/build-config/apps.json)', () => {
  const frontendServices = servicesByDockerfile(FRONTEND_DOCKERFILE);

  test(`each app is one service named after its folder, built from ${FRONTEND_DOCKERFILE} with its APP and KIND`, () => {
    for (const app of APPS.frontends) {
      const matching = frontendServices.filter((name) => buildOf(services[name]).args.APP === app.folder);
      assert.deepEqual(matching, [app.folder], `${app.folder}: expected exactly one service "${app.folder}" with APP=${app.folder}`);
      assert.equal(buildOf(services[app.folder]).args.KIND, app.kind, `${app.folder}: KIND must be ${app.kind}`);
      assert.equal(buildOf(services[app.folder]).context, '.', `${app.folder}: build from the repository root`);
    }
    assert.deepEqual([...frontendServices].sort(), [...FRONTEND_FOLDERS].sort(), `services built from ${FRONTEND_DOCKERFILE} that are not in the manifest`);
  });

  test('each frontend service keeps the image healthcheck on the port its nginx listens on', () => {
    for (const name of FRONTEND_FOLDERS) {
      const { image, block } = staticServer(imageOf(name));
      const own = services[name].healthcheck;
      assert.ok(!own?.disable, `${name}: healthcheck disabled`);
      const check = own?.test ? JSON.stringify(own.test) : image.healthcheck;
      assert.match(check ?? '', /\/healthz/, `${name}: the healthcheck does not call /healthz`);
      assert.equal(healthcheckPort(check), listenPorts(block)[0], `${name}: healthcheck port`);
    }
  });

  test('the KIND picks the nginx conf of the app\'s role; only the host serves remotes.json', () => {
    for (const app of APPS.frontends) {
      const { image, source } = staticServer(imageOf(app.folder));
      assert.equal(source, app.kind === 'host' ? 'deploy/nginx/static-shell.conf' : 'deploy/nginx/static-remote.conf', app.folder);
      assert.equal(Boolean(sourceOf(image, '/usr/share/nginx/html/remotes.json')), app.kind === 'host', `${app.folder}: remotes.json`);
    }
  });

  test('npm ci installs exactly the manifest frontends, in one layer shared by every image', () => {
    const image = dockerfile(FRONTEND_DOCKERFILE, { APP: APPS.host.folder, KIND: APPS.host.kind });
    const install = image.instructions.filter((i) => i.cmd === 'RUN' && /\bnpm ci\b/.test(i.args));
    assert.equal(install.length, 1);
    const listed = [...install[0].args.matchAll(/(?:-w|--workspace)[ =](\S+)/g)].map((m) => m[1]);
    assert.deepEqual([...listed].sort(), [...FRONTEND_FOLDERS].sort(), 'the npm ci workspaces differ from the manifest frontends');
    // A build argument declared before the install would give each app its own install layer.
    const stage = image.stages.find((s) => s.instructions.includes(install[0]));
    const firstArg = stage.instructions.findIndex((i) => i.cmd === 'ARG');
    assert.ok(firstArg === -1 || firstArg > stage.instructions.indexOf(install[0]), 'ARG declared before npm ci');
  });

  test('no per-app Dockerfile remains, and nothing refers to one', () => {
    for (const folder of FRONTEND_FOLDERS) assert.ok(!exists(`${folder}/Dockerfile`), `${folder}/Dockerfile still exists`);
    const perApp = new RegExp(`\\b(?:${FRONTEND_FOLDERS.join('|')})/Dockerfile\\b`);
    const text = (f) => /\.(?:md|ya?ml|mjs|js|ts|json|sh|conf)$|Dockerfile$|^\.dockerignore$/.test(posix.basename(f));
    const files = ['README.md', 'docker-compose.yml', '.dockerignore', 'backend/Dockerfile', ...['deploy', 'scripts', 'e2e', '.ci', ...FRONTEND_FOLDERS].flatMap((dir) => walk(dir, text))];
    for (const file of files.filter(exists)) assert.doesNotMatch(read(file), perApp, `${file} refers to a per-app Dockerfile`);
  });
});
