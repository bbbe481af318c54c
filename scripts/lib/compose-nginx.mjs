// The site as docker-compose.yml's nginx serves it, without Docker: one nginx (from PATH) running the
// deploy/ configs unchanged but for addresses — the edge proxy (deploy/nginx/proxy.conf), the shell's
// static server (static-shell.conf) and one per remote (static-remote.conf) — each on a loopback port,
// over copies of the built dist/ folders with the gzip -9 twins that frontend.Dockerfile adds, the
// compose remotes.json and the CSP that 40-remotes-json.sh renders from it, and, given a preview origin, the
// Build Studio preview's host that 45-preview-host.sh renders (preview-host.conf). /api goes to a running backend.
// Used by `bench:lighthouse --nginx`; nginx 1.22+ (Debian's nginx-light) is enough: only `resolve`
// (Docker's DNS) is dropped from the upstreams.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { FRONTENDS, ROOT, SHELL } from './apps.mjs';

const NGINX_DIR = join(ROOT, 'deploy/nginx');
const SNIPPETS_IN_IMAGE = '/etc/nginx/atelier/';
const HTML_IN_IMAGE = '/usr/share/nginx/html';
/** What frontend.Dockerfile precompresses: text assets under static/ larger than 1 KiB. */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;

/** The nginx binary, or null when none is installed. */
export function findNginx() {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  return null;
}

function gzipTwins(folder) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = join(folder, entry.name);
    if (entry.isDirectory()) gzipTwins(file);
    else if (PRECOMPRESSED.test(entry.name) && statSync(file).size > 1024) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  }
}

/** One image's files: dist/ as the Dockerfile copies it, its snippets pointing at that copy. */
function prepareImage(dir, app, distOf, previewOrigin) {
  const html = join(dir, 'html', app.folder);
  cpSync(distOf(app), html, { recursive: true });
  gzipTwins(join(html, 'static'));
  const snippets = join(dir, 'snippets', app.folder);
  mkdirSync(snippets, { recursive: true });
  for (const name of readdirSync(join(NGINX_DIR, 'snippets'))) {
    const text = readFileSync(join(NGINX_DIR, 'snippets', name), 'utf8');
    writeFileSync(join(snippets, name), text.replaceAll(SNIPPETS_IN_IMAGE, `${snippets}/`).replaceAll(HTML_IN_IMAGE, html));
  }
  if (app === SHELL) {
    cpSync(join(ROOT, 'deploy/remotes.compose.json'), join(html, 'remotes.json'));
    const rendered = spawnSync('sh', [join(NGINX_DIR, '40-remotes-json.sh')], {
      env: { ...process.env, REMOTES_JSON: '', PREVIEW_ORIGIN: previewOrigin ?? '', ATELIER_HTML_ROOT: html, ATELIER_NGINX_SNIPPETS: snippets },
      encoding: 'utf8',
    });
    if (rendered.status !== 0) throw new Error(`40-remotes-json.sh failed: ${rendered.stderr}`);
  }
  return snippets;
}

function serverConf(file, port, snippets) {
  return readFileSync(join(NGINX_DIR, file), 'utf8').replace(/listen 80;/, `listen 127.0.0.1:${port};`).replaceAll(SNIPPETS_IN_IMAGE, `${snippets}/`);
}

/** proxy.conf with each compose service name (api-core, shell, mfe-chat, …) pointed at its loopback port. */
function proxyConf(dir, port, ports) {
  let text = readFileSync(join(NGINX_DIR, 'proxy.conf'), 'utf8')
    .replace(/^resolver .*$/m, '# resolver: no Docker DNS here')
    .replace(/listen 80( default_server)?;/, `listen 127.0.0.1:${port}$1;`)
    .replace('/var/log/nginx/access.log', join(dir, 'access.log'));
  text = text.replace(/server ([a-z0-9-]+):\d+ resolve;/g, (line, service) => {
    const target = ports[service];
    if (!target) throw new Error(`proxy.conf names ${service}, which this harness does not run`);
    return `server 127.0.0.1:${target};`;
  });
  return text;
}

/** preview-host.conf as 45-preview-host.sh renders it in the proxy container, on the proxy's loopback port; null without a host. */
function previewHostConf(dir, port, previewOrigin) {
  const out = join(dir, 'preview');
  mkdirSync(out, { recursive: true });
  const rendered = spawnSync('sh', [join(NGINX_DIR, '45-preview-host.sh')], {
    env: { PATH: process.env.PATH, PREVIEW_ORIGIN: previewOrigin, ATELIER_PREVIEW_TEMPLATE: join(NGINX_DIR, 'preview-host.conf'), ATELIER_NGINX_CONF_D: out },
    encoding: 'utf8',
  });
  if (rendered.status !== 0) throw new Error(`45-preview-host.sh failed: ${rendered.stderr}`);
  if (!existsSync(join(out, 'preview-host.conf'))) return null;
  return readFileSync(join(out, 'preview-host.conf'), 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/access.log', join(dir, 'access.log'));
}

/**
 * Starts nginx with the compose layout. `ports`: { proxy, backend, <frontend folder>: port }; `distOf`: where
 * an app's built files are (its dist/ by default); `previewOrigin`: compose's PREVIEW_ORIGIN (the proxy then
 * also answers for its host, and the shell's CSP frames it). `dir` and its parents must be readable by nginx's workers
 * (nobody, when started as root). Resolves with { url, stop } once the proxy answers /healthz.
 */
export async function startComposeNginx({ dir, ports, distOf = (app) => join(ROOT, app.folder, 'dist'), previewOrigin }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found (apt-get install nginx-light, or set NGINX_PATH)');
  const confDir = join(dir, 'conf.d');
  mkdirSync(confDir, { recursive: true });
  mkdirSync(join(dir, 'temp'), { recursive: true });
  for (const app of FRONTENDS) {
    const snippets = prepareImage(dir, app, distOf, previewOrigin);
    const file = app === SHELL ? 'static-shell.conf' : 'static-remote.conf';
    writeFileSync(join(confDir, `${app.folder}.conf`), serverConf(file, ports[app.folder], snippets));
  }
  const services = { 'api-core': ports.backend, 'api-studio': ports.backend, shell: ports[SHELL.folder] };
  for (const app of FRONTENDS) if (app !== SHELL) services[app.folder] = ports[app.folder];
  writeFileSync(join(confDir, 'proxy.conf'), proxyConf(dir, ports.proxy, services));
  const preview = previewOrigin ? previewHostConf(dir, ports.proxy, previewOrigin) : null;
  // After proxy.conf (conf.d is read in name order): it uses its log format, maps and upstreams.
  if (preview) writeFileSync(join(confDir, 'proxy.preview-host.conf'), preview);
  // The nginx:alpine image's own nginx.conf, reduced to what matters here.
  const temp = join(dir, 'temp');
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    sendfile on;
    keepalive_timeout 65;
    client_body_temp_path ${temp}/body;
    proxy_temp_path ${temp}/proxy;
    fastcgi_temp_path ${temp}/fastcgi;
    uwsgi_temp_path ${temp}/uwsgi;
    scgi_temp_path ${temp}/scgi;
    include ${confDir}/*.conf;
}
`,
  );
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  const url = `http://localhost:${ports.proxy}`;
  const deadline = Date.now() + 10000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errors || readFileSync(join(dir, 'error.log'), 'utf8')}`);
    if (await fetch(`${url}/healthz`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGQUIT');
    });
  return { url, stop };
}
