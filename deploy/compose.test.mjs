// Consistency of the deployment, checked by parsing (no Docker engine needed): `node --test deploy/`.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, test } from 'node:test';
import { join, posix } from 'node:path';
import { readAppManifest } from '../packages/build-config/app-manifest.mjs';
import { dockerignore, expandVariables, globToRegExp } from './lib/dockerfile.mjs';
import { directives, listenPorts, matchLocation, parseNginx, route } from './lib/nginx-conf.mjs';
import { headersOf, staticServer } from './lib/nginx-headers.mjs';
import {
  apiServices, backendAreaNames, backendControllers, backendEnvNames, backendServices, BACKEND_DOCKERFILE, buildOf,
  compose, composeText, contract, dependsOn, dockerfile, environment, exists, imageOf, interpolate, isDir, isMigrate,
  isWorker, modulesOf, read, ROOT, runnerServices, serves, services, sourceOf, walk, workspaces,
} from './lib/repo.mjs';

/** The app manifest: every frontend is one compose service named after its folder (frontends.test.mjs). */
const APPS = readAppManifest();
const FRONTEND_FOLDERS = APPS.frontends.map((app) => app.folder);
const EXPECTED_SERVICES = ['postgres', 'minio', 'migrate', 'api-core', 'api-studio', 'worker', 'runner', 'proxy', ...FRONTEND_FOLDERS];
const built = Object.keys(services).filter((name) => buildOf(services[name]));
/** One entry per distinct image (Dockerfile + build args): the backend services share one. */
const images = [...new Map(built.map((name) => [JSON.stringify(buildOf(services[name])), name])).values()];
const proxyConf = parseNginx(read('deploy/nginx/proxy.conf'));
const remotesJson = JSON.parse(read('deploy/remotes.compose.json'));
const NGINX_HTML = '/usr/share/nginx/html';

const portOf = (spec) => Number(String(interpolate(spec.target ?? spec)).split(':').at(-1).split('/')[0]);
const healthcheckPort = (text) => Number(/https?:\/\/(?:127\.0\.0\.1|localhost)(?::(\d+))?/.exec(text)?.[1] ?? 80);
/** Compose services behind the upstream the proxy picks for a request path. */
const servedBy = (uri) => (route(proxyConf, uri)?.servers ?? []).map((s) => s.host);

/** Every server of every upstream in proxy.conf: the compose service and the port the proxy dials. */
function* proxyUpstreamTargets() {
  for (const u of directives(proxyConf, 'upstream')) {
    for (const s of directives(u.block, 'server')) {
      const [service, port] = s.args[0].split(':');
      yield { upstream: u.args[0], service, port: Number(port ?? 80) };
    }
  }
}

describe('docker-compose.yml', () => {
  test('declares every service of the platform', () => {
    for (const name of EXPECTED_SERVICES) assert.ok(services[name], `service ${name} is missing`);
  });

  test('depends_on names existing services with a known condition', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [dep, spec] of Object.entries(dependsOn(service))) {
        assert.ok(services[dep], `${name} depends on unknown service ${dep}`);
        assert.ok(
          ['service_started', 'service_healthy', 'service_completed_successfully'].includes(spec.condition),
          `${name} → ${dep}: unknown condition ${spec.condition}`,
        );
      }
    }
  });

  test('named volumes are declared and bind-mounted files exist', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0] : volume.source;
        if (/^[./~]/.test(source)) assert.ok(exists(source), `${name}: bind mount source ${source} does not exist`);
        else assert.ok(compose.volumes && source in compose.volumes, `${name}: volume ${source} is not declared`);
      }
    }
  });

  test('scalable services have no container_name and no published port', () => {
    for (const name of [...backendServices, ...FRONTEND_FOLDERS]) {
      assert.equal(services[name].container_name, undefined, `${name} sets container_name`);
      assert.equal(services[name].ports, undefined, `${name} publishes a port (only the proxy should)`);
    }
  });

  test('every ${VAR} and pass-through variable is listed in deploy/.env.example, and nothing else', () => {
    const used = new Set([...composeText.matchAll(/(?<!\$)\$\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]));
    for (const service of Object.values(services)) {
      for (const [key, value] of Object.entries(environment(service))) if (value === null) used.add(key);
    }
    const listed = new Set([...read('deploy/.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));
    for (const name of used) assert.ok(listed.has(name), `${name} is used by docker-compose.yml but not in deploy/.env.example`);
    for (const name of listed) assert.ok(used.has(name), `deploy/.env.example lists ${name}, which docker-compose.yml never reads`);
  });

  test('postgres keeps its data in a named volume and reports readiness with pg_isready', () => {
    const pg = services.postgres;
    assert.match(pg.image, /^postgres:17/);
    assert.ok((pg.volumes ?? []).some((v) => String(v).endsWith(':/var/lib/postgresql/data')), 'no data volume');
    assert.match(JSON.stringify(pg.healthcheck?.test), /pg_isready/);
  });
});

describe('images', () => {
  const ignored = dockerignore(read('.dockerignore'));

  test('every service with build has its context and Dockerfile', () => {
    assert.ok(built.length >= 8, 'expected the backend, the shell and six remotes to be built');
    for (const name of built) {
      const { context, dockerfile: file } = buildOf(services[name]);
      assert.ok(isDir(context), `${name}: build context ${context} is not a directory`);
      assert.ok(exists(file), `${name}: ${file} does not exist`);
    }
  });

  for (const name of images) {
    const { dockerfile: file, args } = buildOf(services[name]);
    const app = args.APP ?? posix.dirname(file);
    const image = imageOf(name);
    const label = Object.keys(args).length ? `${file} (${Object.entries(args).map(([k, v]) => `${k}=${v}`).join(' ')})` : file;
    /** A RUN line as its shell sees it: build arguments are environment variables there. */
    const shellText = (ins) => expandVariables(ins.args, { ...args }).replace(/"/g, '');

    test(`${label}: COPY sources exist in the repository and in the build context`, () => {
      for (const stage of image.stages) {
        for (const copy of image.copies(stage)) {
          if (copy.flags.from) continue;
          for (const source of copy.sources) {
            if (/[*?[]/.test(source)) {
              const re = globToRegExp(source.replace(/\/$/, ''));
              const matches = walk('.', (f) => re.test(f) && !ignored(f));
              assert.ok(matches.length, `${file}:${copy.line}: ${source} matches nothing in the build context`);
              continue;
            }
            assert.ok(exists(source), `${file}:${copy.line}: COPY source ${source} does not exist`);
            assert.ok(!ignored(source), `${file}:${copy.line}: COPY source ${source} is excluded by .dockerignore`);
          }
        }
      }
    });

    test(`${label}: copies every workspace manifest before npm ci`, () => {
      const stage = image.stages.find((s) => s.instructions.some((i) => /\bnpm ci\b/.test(i.args))) ?? image.stages[0];
      const chain = [stage];
      while (image.stages.some((s) => s.name === chain.at(-1).from)) chain.push(image.stages.find((s) => s.name === chain.at(-1).from));
      const copied = new Set(chain.flatMap((s) => image.copies(s).flatMap((c) => c.sources.map((src) => posix.join(c.dest, posix.basename(src))))));
      for (const manifest of ['package.json', 'package-lock.json', ...workspaces().map((w) => `${w}/package.json`)]) {
        assert.ok(copied.has(manifest), `${file}: ${manifest} is not copied before npm ci (npm ci needs every workspace)`);
      }
      for (const m of image.instructions.flatMap((i) => [...shellText(i).matchAll(/(?:-w|--workspace)[ =](\S+)/g)])) {
        assert.ok(workspaces().includes(m[1]), `${file}: workspace ${m[1]} does not exist`);
      }
    });

    test(`${label}: builds ${app} and ships its dist`, () => {
      assert.ok(image.instructions.some((i) => i.cmd === 'RUN' && shellText(i).includes(`npm run build -w ${app}`)), `no "npm run build -w ${app}"`);
      const fromBuild = image.copies(image.final).filter((c) => c.flags.from);
      assert.ok(fromBuild.some((c) => c.sources.some((s) => s.startsWith(`/app/${app}/`))), `final stage copies nothing of ${app}`);
      assert.ok(image.healthcheck, 'no HEALTHCHECK');
      assert.ok(image.expose.length, 'no EXPOSE');
    });
  }

  test('the backend image runs as a non-root user and ships the entry points compose runs', () => {
    const image = dockerfile(BACKEND_DOCKERFILE);
    assert.notEqual(image.user, 'root');
    const checked = image.instructions.filter((i) => i.cmd === 'RUN').map((i) => i.args).join(' ');
    const cmd = image.final.instructions.find((i) => i.cmd === 'CMD')?.args ?? '';
    const migrateCommand = (services.migrate.command ?? []).join(' ');
    for (const entry of [...cmd.matchAll(/backend\/dist\/[\w/.-]+\.js/g), ...migrateCommand.matchAll(/backend\/dist\/[\w/.-]+\.js/g)]) {
      assert.ok(checked.includes(`test -f ${entry[0]}`), `${entry[0]} is run but the build does not check it exists`);
    }
  });

  test('the backend image gets ffmpeg and its font from the backend\'s production npm dependencies', () => {
    // The local engines use the ffmpeg and DejaVu font shipped in npm, so the image needs no Debian packages for them.
    const dependencies = JSON.parse(read('backend/package.json')).dependencies ?? {};
    for (const name of ['@ffmpeg-installer/ffmpeg', 'dejavu-fonts-ttf']) assert.ok(dependencies[name], `backend/package.json: ${name} is not a production dependency`);
    const image = dockerfile(BACKEND_DOCKERFILE);
    const prodInstall = image.stages.flatMap((s) => s.instructions).find((i) => i.cmd === 'RUN' && /\bnpm ci\b.*--omit=dev/.test(i.args));
    assert.ok(prodInstall && /-w backend\b/.test(prodInstall.args), 'the image does not install the backend\'s production dependencies');
    assert.ok(image.copies(image.final).some((c) => c.flags.from && c.sources.includes('/app/node_modules/')), 'the runtime stage lacks the installed node_modules');
  });
});

describe('ports', () => {
  test('each static image listens, exposes, health-checks and is proxied on the same port', () => {
    for (const name of FRONTEND_FOLDERS) {
      const { image, source, block } = staticServer(imageOf(name));
      const [listen] = listenPorts(block);
      assert.deepEqual(image.expose, [listen], `${name}: EXPOSE ${image.expose} but ${source} listens on ${listen}`);
      assert.equal(healthcheckPort(image.healthcheck), listen, `${name}: HEALTHCHECK port differs from listen ${listen}`);
      const proxied = [...proxyUpstreamTargets()].filter((t) => t.service === name);
      assert.ok(proxied.length, `${name} is not an upstream of the proxy`);
      for (const t of proxied) assert.equal(t.port, listen, `proxy dials ${name}:${t.port}, it listens on ${listen}`);
    }
  });

  test('backend: PORT, EXPOSE, HEALTHCHECK and proxy upstreams agree', () => {
    const image = dockerfile(BACKEND_DOCKERFILE);
    const port = Number(image.env.PORT);
    assert.deepEqual(image.expose, [port], `EXPOSE ${image.expose} but ENV PORT=${port}`);
    assert.ok(/process\.env\.PORT/.test(image.healthcheck) || healthcheckPort(image.healthcheck) === port, 'HEALTHCHECK port');
    for (const name of backendServices) {
      const value = environment(services[name]).PORT;
      if (value !== undefined) assert.equal(Number(interpolate(value)), port, `${name}: PORT=${value}, image exposes ${port}`);
    }
    for (const t of proxyUpstreamTargets()) {
      if (backendServices.includes(t.service)) {
        const value = environment(services[t.service]).PORT;
        assert.equal(t.port, Number(value ? interpolate(value) : port), `proxy dials ${t.service}:${t.port}`);
      }
    }
  });

  test('the proxy publishes the port proxy.conf listens on and mounts it as its config', () => {
    const proxy = services.proxy;
    const server = directives(proxyConf, 'server')[0].block;
    assert.equal(proxy.ports?.length, 1, 'the proxy publishes one port');
    assert.deepEqual(listenPorts(server), [portOf(proxy.ports[0])]);
    assert.ok(proxy.volumes.some((v) => v.startsWith('./deploy/nginx/proxy.conf:/etc/nginx/conf.d/')), 'proxy.conf not mounted');
    assert.match(JSON.stringify(proxy.healthcheck?.test ?? ''), new RegExp(`127\\.0\\.0\\.1:${listenPorts(server)[0]}/healthz`));
    // `server … resolve` in an upstream needs nginx 1.27.3 or later.
    const [major, minor, patch = 99] = /^nginx:(\d+)\.(\d+)(?:\.(\d+))?/.exec(proxy.image).slice(1).filter(Boolean).map(Number);
    assert.ok(major > 1 || minor > 27 || (minor === 27 && patch >= 3), `${proxy.image} is older than nginx 1.27.3`);
  });
});

describe('backend configuration', () => {
  const env = backendEnvNames();
  const areas = backendAreaNames();

  test(`every variable set on a backend service is read by the backend (${env.source})`, () => {
    for (const name of backendServices) {
      for (const key of Object.keys(environment(services[name]))) assert.ok(env.known(key), `${name}: ${key} is not a backend variable`);
    }
    for (const key of Object.keys(dockerfile(BACKEND_DOCKERFILE).env)) assert.ok(env.known(key), `backend image ENV ${key} is not a backend variable`);
  });

  test(`BACKEND_MODULES names only known areas (${areas.source}), each with its /api paths in the contract`, () => {
    for (const name of backendServices) {
      const list = modulesOf(name);
      assert.equal(new Set(list).size, list.length, `${name}: BACKEND_MODULES repeats an area`);
      for (const area of list) assert.ok(areas.names.includes(area), `${name}: unknown area ${area}`);
    }
    assert.deepEqual(Object.keys(contract.areas).sort(), [...areas.names].sort(), 'deploy/backend-contract.json areas ≠ backend AREA_NAMES');
  });

  test('backends wait for the migrate step and do not migrate themselves', () => {
    assert.ok(isMigrate('migrate'), 'migrate does not run the migrate command');
    assert.equal(dependsOn(services.migrate).postgres?.condition, 'service_healthy');
    for (const name of backendServices.filter((n) => !isMigrate(n))) {
      assert.equal(dependsOn(services[name]).migrate?.condition, 'service_completed_successfully', `${name} does not wait for migrate`);
      assert.equal(String(environment(services[name]).RUN_MIGRATIONS), 'false', `${name}: RUN_MIGRATIONS must be false`);
    }
  });

  test('backends reach the compose PostgreSQL, listen on all interfaces and keep media on a shared volume', () => {
    for (const name of backendServices) {
      const vars = environment(services[name]);
      const url = new URL(interpolate(vars.DATABASE_URL));
      assert.ok(services[url.hostname], `${name}: DATABASE_URL host ${url.hostname} is not a service`);
      assert.equal(Number(url.port || 5432), 5432);
      assert.equal(vars.HOST ?? dockerfile(BACKEND_DOCKERFILE).env.HOST, '0.0.0.0', `${name}: HOST must be 0.0.0.0 in a container`);
      if (isMigrate(name)) continue;
      const dataDir = vars.DATA_DIR ?? dockerfile(BACKEND_DOCKERFILE).env.DATA_DIR;
      assert.ok((services[name].volumes ?? []).some((v) => String(v).endsWith(`:${dataDir}`)), `${name}: no volume at DATA_DIR ${dataDir}`);
    }
    const mounts = backendServices.filter((n) => !isMigrate(n)).map((n) => services[n].volumes.map((v) => v.split(':')[0]));
    assert.ok(mounts.every((m) => m.some((v) => mounts[0].includes(v))), 'backends do not share one media volume');
  });

  test('CORS_ORIGINS default allows the published origin', () => {
    const origin = `http://localhost:${interpolate(services.proxy.ports[0]).split(':')[0]}`;
    for (const name of apiServices) assert.ok(interpolate(environment(services[name]).CORS_ORIGINS).split(',').includes(origin), name);
  });
});

describe("Build Studio's sandbox runner", () => {
  const runner = services.runner;
  const runnerEnv = environment(runner);
  const studio = environment(services['api-studio']);
  /** Variables the runner reads: RUNNER_* names in its settings and launch code. */
  const runnerVariables = new Set(
    walk('backend/src/runner', (f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
      .concat(['backend/src/config/runner-config.ts'])
      .flatMap((file) => [...read(file).matchAll(/['"`](RUNNER_[A-Z0-9_]+|DATA_DIR)['"`]/g)].map((m) => m[1])),
  );

  test('runs apart from the APIs, can sandbox, and only api-studio reaches it', () => {
    assert.deepEqual(runnerServices, ['runner']);
    assert.deepEqual(runner.command, ['node', 'backend/dist/runner/main.js']);
    assert.ok((runner.cap_add ?? []).includes('SYS_ADMIN'), 'bubblewrap needs SYS_ADMIN to create namespaces');
    assert.ok((runner.security_opt ?? []).some((o) => /^seccomp[=:]unconfined$/.test(o)), 'the default seccomp profile refuses unshare');
    for (const t of proxyUpstreamTargets()) assert.notEqual(t.service, 'runner', 'the proxy must never route to the runner');
    const listen = String(interpolate(runnerEnv.RUNNER_LISTEN));
    const port = Number(listen.split(':').at(-1));
    assert.equal(interpolate(studio.RUNNER_URL), `http://runner:${port}`);
    assert.match(JSON.stringify(runner.healthcheck?.test ?? ''), new RegExp(`127\\.0\\.0\\.1:${port}/health`));
    const image = dockerfile(BACKEND_DOCKERFILE);
    const runs = image.instructions.filter((i) => i.cmd === 'RUN').map((i) => i.args).join(' ');
    assert.ok(runs.includes('test -f backend/dist/runner/main.js'), 'the build does not check the runner entry exists');
    for (const name of ['bubblewrap', 'python3-fastapi', 'python3-uvicorn']) assert.ok(runs.includes(name), `the image lacks ${name}`);
  });

  test("gets its own variables only: none of the backend's secrets reach the process that runs untrusted code", () => {
    for (const name of Object.keys(runnerEnv)) assert.ok(runnerVariables.has(name), `runner: ${name} is not a runner variable`);
    for (const secret of ['DATABASE_URL', 'OPENAI_API_KEY', 'S3_SECRET_ACCESS_KEY', 'S3_ACCESS_KEY_ID', 'SMTP_URL', 'RUNNER_TOKEN']) {
      assert.ok(!(secret in runnerEnv), `runner: ${secret} must not be in its environment`);
    }
    assert.ok(!(runner.volumes ?? []).some((v) => String(v).startsWith('media:')), 'the runner does not need the media volume');
  });

  test('shares its token with api-studio as a file in a volume only the two mount, read-only for api-studio', () => {
    const tokenFile = String(interpolate(runnerEnv.RUNNER_TOKEN_FILE));
    assert.equal(interpolate(studio.RUNNER_TOKEN_FILE), tokenFile, 'api-studio and the runner read one token file');
    assert.ok(!('RUNNER_TOKEN' in studio), 'api-studio takes the token from the file, not from its environment');
    const mountOf = (name) => (services[name].volumes ?? []).map(String).find((v) => tokenFile.startsWith(`${v.split(':')[1]}/`));
    const [volume] = mountOf('runner').split(':');
    assert.match(mountOf('api-studio'), new RegExp(`^${volume}:[^:]+:ro$`));
    const holders = Object.keys(services).filter((name) => (services[name].volumes ?? []).some((v) => String(v).startsWith(`${volume}:`)));
    assert.deepEqual(holders.sort(), ['api-studio', 'runner']);
    assert.equal(dependsOn(services['api-studio']).runner?.condition, 'service_healthy', 'api-studio waits for the token the runner makes');
    assert.match(JSON.stringify(runner.healthcheck?.test ?? ''), new RegExp(tokenFile.replaceAll('/', '\\/')));
  });
});

describe('asset storage (MinIO)', () => {
  const minio = services.minio ?? {};
  const truthy = (value) => ['1', 'true'].includes(String(interpolate(value) ?? '').toLowerCase());
  /** The port MinIO's S3 API listens on: `--address` in its command, else 9000. */
  const minioPort = () => {
    const command = [].concat(minio.command ?? []).join(' ');
    return Number(/--address[ =]\S*:(\d+)/.exec(command)?.[1] ?? 9000);
  };

  test('minio keeps its data in a named volume, reports readiness and is not published', () => {
    assert.match(minio.image ?? '', /^minio\/minio(:|$)/);
    const data = (minio.volumes ?? []).map(String).find((v) => /\s*\S+:\/data$/.test(v));
    assert.ok(data && compose.volumes && data.split(':')[0] in compose.volumes, 'no named volume at /data');
    assert.ok([].concat(minio.command ?? []).includes('/data'), 'minio does not serve /data');
    assert.match(JSON.stringify(minio.healthcheck?.test ?? ''), /mc",\s*"ready|health\/(live|ready)/);
    assert.equal(minio.ports, undefined, 'minio publishes a port (only the proxy should)');
    assert.ok(String(interpolate(environment(minio).MINIO_ROOT_PASSWORD) ?? '').length >= 8, 'MinIO refuses root passwords under 8 characters');
  });

  test('every backend service stores assets in the compose MinIO, with its credentials', () => {
    for (const name of backendServices) {
      const vars = environment(services[name]);
      assert.equal(interpolate(vars.STORAGE_DRIVER), 's3', `${name}: STORAGE_DRIVER is not s3`);
      const endpoint = new URL(interpolate(vars.S3_ENDPOINT));
      assert.equal(services[endpoint.hostname], minio, `${name}: S3_ENDPOINT ${endpoint} is not the minio service`);
      assert.equal(Number(endpoint.port || 80), minioPort(), `${name}: S3_ENDPOINT port differs from MinIO's`);
      assert.match(String(interpolate(vars.S3_BUCKET)), /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, `${name}: S3_BUCKET`);
      assert.equal(interpolate(vars.S3_ACCESS_KEY_ID), interpolate(environment(minio).MINIO_ROOT_USER), `${name}: S3_ACCESS_KEY_ID`);
      assert.equal(interpolate(vars.S3_SECRET_ACCESS_KEY), interpolate(environment(minio).MINIO_ROOT_PASSWORD), `${name}: S3_SECRET_ACCESS_KEY`);
      assert.ok(vars.S3_FORCE_PATH_STYLE === undefined || truthy(vars.S3_FORCE_PATH_STYLE), `${name}: MinIO needs path-style addressing`);
    }
  });

  test('backends that serve or run jobs wait for a healthy MinIO, and the bucket is created', () => {
    const creators = Object.keys(services).filter((n) => /^minio\/mc(:|$)/.test(services[n].image ?? ''));
    for (const name of backendServices.filter((n) => !isMigrate(n))) {
      const deps = dependsOn(services[name]);
      assert.equal(deps.minio?.condition, 'service_healthy', `${name} does not wait for minio to be healthy`);
      const createsBucket = truthy(environment(services[name]).S3_CREATE_BUCKET);
      const waitsForCreator = creators.some((c) => deps[c]?.condition === 'service_completed_successfully');
      assert.ok(createsBucket || waitsForCreator, `${name}: nothing creates the bucket before it starts (S3_CREATE_BUCKET=1 or a minio/mc step)`);
    }
  });
});

describe('proxy routing (deploy/nginx/proxy.conf)', () => {
  test('every upstream server is a compose service, and every proxy_pass names an upstream', () => {
    for (const t of proxyUpstreamTargets()) assert.ok(services[t.service], `upstream ${t.upstream}: no service ${t.service}`);
    const names = new Set(directives(proxyConf, 'upstream').map((u) => u.args[0]));
    for (const l of directives(directives(proxyConf, 'server')[0].block, 'location')) {
      for (const p of directives(l.block, 'proxy_pass')) {
        const host = /^https?:\/\/([^/:]+)/.exec(p.args[0])[1];
        assert.ok(names.has(host), `location ${l.args.join(' ')}: proxy_pass to ${host}, not an upstream`);
      }
    }
  });

  for (const [area, paths] of Object.entries(contract.areas)) {
    test(`/api paths of area "${area}" reach a group that serves it`, () => {
      for (const path of paths.flatMap((p) => [p, `${p}/probe`])) {
        const targets = servedBy(path);
        assert.ok(targets.length, `${path} is not proxied`);
        for (const service of targets) {
          assert.ok(apiServices.includes(service), `${path} → ${service}, not an API backend`);
          assert.ok(serves(service, area), `${path} → ${service}, whose BACKEND_MODULES (${modulesOf(service)}) lacks ${area}`);
        }
      }
    });
  }

  test('pinned routes (health, docs) go to their group', () => {
    for (const [path, service] of Object.entries(contract.pinnedRoutes)) assert.deepEqual(servedBy(path), [service], path);
  });

  test('every controller in backend/src/modules is routed to a group serving its area', (t) => {
    const controllers = backendControllers();
    if (!controllers.length) return t.skip('no controllers yet');
    for (const { area, segment, file } of controllers) {
      assert.ok(contract.areas[area], `${file}: folder ${area} is not a known area`);
      for (const service of servedBy(`/api/${segment}`)) {
        assert.ok(serves(service, area), `/api/${segment} (${file}) → ${service}, which does not serve ${area}`);
      }
      if (!contract.areas[area].includes(`/api/${segment}`)) t.diagnostic(`/api/${segment} (${file}) is missing from deploy/backend-contract.json`);
    }
  });

  test('SSE and uploads: /api/chat is unbuffered, bodies up to 12m, forwarding headers set once for all', () => {
    const server = directives(proxyConf, 'server')[0].block;
    const chat = matchLocation(server, '/api/chat/stream');
    assert.deepEqual(directives(chat.block, 'proxy_buffering')[0]?.args, ['off']);
    assert.deepEqual(directives(server, 'client_max_body_size')[0]?.args, ['12m']);
    const set = directives(server, 'proxy_set_header').map((d) => d.args[0]);
    for (const header of ['X-Request-Id', 'X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host', 'Host']) assert.ok(set.includes(header), header);
    for (const l of directives(server, 'location')) {
      assert.equal(directives(l.block, 'proxy_set_header').length, 0, `location ${l.args.join(' ')} would drop the server's proxy_set_header`);
    }
  });

  test('pages go to the shell; the worker, migrate and postgres are never proxied', () => {
    for (const path of ['/', '/chat', '/build-studio', '/remotes.json', '/static/js/index.js']) assert.deepEqual(servedBy(path), ['shell'], path);
    const proxied = new Set([...proxyUpstreamTargets()].map((t) => t.service));
    for (const name of ['postgres', 'migrate', ...backendServices.filter(isWorker)]) assert.ok(!proxied.has(name), name);
  });
});

describe('module federation remotes', () => {
  test('deploy/remotes.compose.json names exactly the remotes of the app manifest', () => {
    assert.deepEqual(Object.keys(remotesJson).sort(), APPS.remotes.map((app) => app.name).sort());
  });

  for (const { folder, name } of APPS.remotes) {
    test(`${folder}: its manifest URL reaches its own static server as /mf-manifest.json`, () => {
      const url = remotesJson[name];
      assert.ok(url?.startsWith('/'), `${folder}: expected a same-origin path, got ${url}`);
      const r = route(proxyConf, url);
      assert.deepEqual(r?.servers.map((s) => s.host), [folder], `${url} reaches the wrong service`);
      assert.equal(r.path, '/mf-manifest.json', `${url} arrives as ${r.path}`);
    });

    test(`${folder}: CORS on everything, no-cache on manifest and entry, immutable hashed assets`, () => {
      const { image, block } = staticServer(imageOf(folder));
      for (const path of ['/mf-manifest.json', '/remoteEntry.js', '/static/js/async/chunk.0123abcd.js']) {
        const headers = headersOf(image, matchLocation(block, path).block);
        assert.equal(headers['access-control-allow-origin'], '*', `${path}: no CORS header`);
        assert.match(headers['cache-control'] ?? '', path.startsWith('/static/') ? /immutable/ : /no-cache/, path);
      }
      assert.ok(image.copies(image.final).some((c) => c.dest.replace(/\/$/, '') === NGINX_HTML && c.sources.includes(`/app/${folder}/dist/`)));
    });
  }

  test('the shell serves remotes.json from the mounted deploy file, uncached, with its pages\' HTML and an SPA fallback', () => {
    const { image, block } = staticServer(imageOf(APPS.host.folder));
    const root = directives(parseNginx(read(sourceOf(image, '/etc/nginx/atelier/static-server.conf'))), 'root')[0].args[0];
    assert.equal(root, NGINX_HTML);
    assert.ok(services.shell.volumes.includes(`./deploy/remotes.compose.json:${root}/remotes.json:ro`), 'remotes.json not mounted');
    assert.equal(sourceOf(image, `${root}/remotes.json`), 'deploy/remotes.compose.json', 'image default differs from the compose file');
    assert.match(headersOf(image, matchLocation(block, '/remotes.json').block)['cache-control'], /no-store|no-cache/);
    assert.match(headersOf(image, matchLocation(block, '/index.html').block)['cache-control'], /no-cache/);
    assert.equal(directives(matchLocation(block, '/music-studio').block, 'try_files')[0].args.at(-1), '/index.html');
    // A shell page's own HTML (its chunks preloaded, shell/build/page-preloads.ts) before the app's.
    assert.deepEqual(directives(matchLocation(block, '/pricing').block, 'try_files')[0].args, ['$uri', '$uri/index.html', '/index.html']);
    assert.match(headersOf(image, matchLocation(block, '/static/js/index.0123abcd.js').block)['cache-control'], /immutable/);
    assert.equal(directives(matchLocation(block, '/static/js/missing.js').block, 'try_files')[0].args.at(-1), '=404');
    const script = image.copies(image.final).find((c) => c.dest.startsWith('/docker-entrypoint.d/'));
    assert.ok(script && script.flags.chmod === '0755', 'REMOTES_JSON renderer missing or not executable');
    assert.ok(read(script.sources[0]).includes(`target=\${ATELIER_HTML_ROOT:-${root}}/remotes.json`), 'REMOTES_JSON renderer writes elsewhere');
  });
});

describe("the Build Studio preview's own host (PREVIEW_HOST / PREVIEW_ORIGIN)", () => {
  const SCRIPT = 'deploy/nginx/45-preview-host.sh';
  const TEMPLATE = 'deploy/nginx/preview-host.conf';
  const PAGE = '/api/build-studio/preview-frame';

  /** Runs 45-preview-host.sh as the proxy container does; returns its status and the server it rendered (or null). */
  function renderPreviewHost(env) {
    const dir = mkdtempSync(join(tmpdir(), 'atelier-preview-host-'));
    try {
      const run = spawnSync('sh', [join(ROOT, SCRIPT)], {
        env: { PATH: process.env.PATH, ATELIER_PREVIEW_TEMPLATE: join(ROOT, TEMPLATE), ATELIER_NGINX_CONF_D: dir, ...env },
        encoding: 'utf8',
      });
      let server = null;
      try {
        server = directives(parseNginx(readFileSync(join(dir, 'preview-host.conf'), 'utf8')), 'server')[0];
      } catch (error) {
        if (error.code !== 'ENOENT') throw error;
      }
      return { status: run.status, stderr: run.stderr, server };
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  test('compose passes PREVIEW_ORIGIN to the config and build-studio backends, the shell and the proxy', () => {
    for (const area of ['config', 'build-studio']) {
      const servers = apiServices.filter((name) => serves(name, area));
      assert.ok(servers.length > 0, `no service serves ${area}`);
      for (const name of servers) assert.ok('PREVIEW_ORIGIN' in environment(services[name]), `${name} (${area}) lacks PREVIEW_ORIGIN`);
    }
    assert.ok('PREVIEW_ORIGIN' in environment(services[APPS.host.folder]), 'the shell lacks PREVIEW_ORIGIN (its CSP frame-src)');
    for (const key of ['PREVIEW_HOST', 'PREVIEW_ORIGIN']) assert.ok(key in environment(services.proxy), `the proxy lacks ${key}`);
  });

  test('the proxy mounts the renderer into the nginx entrypoint, executable, and the template where it reads it', () => {
    const volumes = services.proxy.volumes ?? [];
    assert.ok(volumes.includes(`./${SCRIPT}:/docker-entrypoint.d/45-preview-host.sh:ro`), 'renderer not mounted in /docker-entrypoint.d/');
    assert.ok(statSync(join(ROOT, SCRIPT)).mode & 0o111, `${SCRIPT} is not executable (the entrypoint skips it)`);
    const templateInImage = /ATELIER_PREVIEW_TEMPLATE:-([^}]+)\}/.exec(read(SCRIPT))[1];
    assert.ok(volumes.includes(`./${TEMPLATE}:${templateInImage}:ro`), `${TEMPLATE} not mounted at ${templateInImage}`);
  });

  test('the preview host proxies only the host page, to the group serving build-studio, without credentials', () => {
    const { status, stderr, server } = renderPreviewHost({ PREVIEW_ORIGIN: 'https://preview.example.com' });
    assert.equal(status, 0, stderr);
    const block = server.block;
    assert.deepEqual(directives(block, 'server_name').map((d) => d.args), [['preview.example.com']]);
    assert.deepEqual(listenPorts(block), listenPorts(directives(proxyConf, 'server')[0].block), 'not on the proxy port');
    const page = matchLocation(block, PAGE);
    const [pass] = directives(page.block, 'proxy_pass');
    const [, upstream, path] = /^http:\/\/([a-z0-9_]+)(\/[^$]*)\$is_args\$args$/.exec(pass.args[0]);
    assert.equal(path, PAGE);
    assert.equal(upstream, route(proxyConf, '/api/build-studio/projects').upstream, 'not the upstream /api/build-studio goes to');
    for (const service of servedBy('/api/build-studio/projects')) assert.ok(serves(service, 'build-studio'), service);
    for (const uri of ['/', '/healthz', '/api/health', '/api/build-studio/projects', `${PAGE}/x`, '/mfe/chat/mf-manifest.json']) {
      const location = matchLocation(block, uri);
      assert.deepEqual(directives(location.block, 'proxy_pass'), [], uri);
      assert.equal(directives(location.block, 'return')[0]?.args[0], '404', uri);
    }
    const cleared = directives(block, 'proxy_set_header').filter((d) => d.args[1] === '').map((d) => d.args[0].toLowerCase());
    for (const name of ['cookie', 'authorization', 'x-api-key']) assert.ok(cleared.includes(name), `${name} is passed on`);
    assert.equal(directives(page.block, 'proxy_set_header').length, 0, 'a proxy_set_header in the location would drop the cleared ones');
    // The backend's own CSP (frame-ancestors: the studio) is the page's: nothing here replaces or hides it.
    for (const directive of [...directives(block, 'add_header'), ...directives(page.block, 'add_header'), ...directives(block, 'proxy_hide_header')]) {
      assert.notEqual(directive.args[0].toLowerCase(), 'content-security-policy');
    }
  });

  test('PREVIEW_HOST wins over PREVIEW_ORIGIN; neither set → no preview host; a name that is not a host stops the proxy', () => {
    const named = renderPreviewHost({ PREVIEW_HOST: 'Frames.Example.net', PREVIEW_ORIGIN: 'https://preview.example.com' });
    assert.deepEqual(directives(named.server.block, 'server_name')[0].args, ['frames.example.net']);
    const local = renderPreviewHost({ PREVIEW_ORIGIN: 'http://preview.localhost:8080' });
    assert.deepEqual(directives(local.server.block, 'server_name')[0].args, ['preview.localhost']);
    const none = renderPreviewHost({ PREVIEW_HOST: '', PREVIEW_ORIGIN: '' });
    assert.equal(none.status, 0, none.stderr);
    assert.equal(none.server, null);
    for (const value of ['preview.example.com; return 200', '*.example.com', '~^preview', 'a b']) {
      const bad = renderPreviewHost({ PREVIEW_HOST: value });
      assert.notEqual(bad.status, 0, value);
      assert.equal(bad.server, null, value);
    }
  });
});
