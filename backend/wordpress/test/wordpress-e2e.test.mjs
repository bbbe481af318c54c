// The Atelier plugin and theme in a real WordPress (Debian `wordpress`, php-cli, MariaDB) against the real
// Atelier backend, all on loopback: zips downloaded from the backend, installed with WordPress's own
// upgraders, configured through the nonce-checked settings form, rendered for visitors, metered by the API.
// Needs: php-cli php-mysql mariadb-server wordpress (see .ci/run). A missing piece fails the suite; it never skips.
// One file on purpose: node --test runs every .mjs under test/, so helpers cannot live in modules beside it.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFile, execFileSync, spawn } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const BACKEND_DIR = join(ROOT, 'backend');
const WP_TASK = join(HERE, 'support', 'wp-task.php');
const WORDPRESS_SOURCE = '/usr/share/wordpress';
const ADMIN = { user: 'admin', password: `Adm-${randomBytes(9).toString('base64url')}` };
const PROMPTS = { chat: 'Hello', photo: 'A red fox', video: 'Waves' };

// ---------- processes ----------

const children = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** A child whose output is kept (for failure messages) and which teardown stops, with anything it forked. */
function start(name, command, args, options = {}) {
  // Own process group: php -S forks workers that outlive a signal to their parent alone.
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options });
  const record = { name, child, output: '', exited: new Promise((resolve) => child.once('exit', resolve)) };
  child.stdout.on('data', (chunk) => (record.output += chunk));
  child.stderr.on('data', (chunk) => (record.output += chunk));
  child.once('error', (error) => (record.output += `\n${error.message}`));
  children.push(record);
  return record;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is gone already
  }
}

async function stop(record) {
  const { child } = record;
  if (!child.pid) return;
  if (child.exitCode === null && child.signalCode === null) {
    signalGroup(child, 'SIGTERM');
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), 10_000);
    await record.exited;
    clearTimeout(timer);
  }
  signalGroup(child, 'SIGKILL');
  child.stdout.destroy();
  child.stderr.destroy();
}

// A crashed or interrupted run still leaves no server behind.
process.once('exit', () => children.forEach(({ child }) => child.pid && signalGroup(child, 'SIGKILL')));

async function waitFor(what, record, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (record.child.exitCode !== null) {
      throw new Error(`${record.name} exited (${record.child.exitCode}) before ${what}:\n${record.output.slice(-3000)}`);
    }
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${record.name}: no ${what} after ${timeoutMs} ms:\n${record.output.slice(-3000)}`);
}

// ---------- prerequisites and the backend build ----------

function findBinary(names, hint) {
  for (const name of names) {
    for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/usr/bin', '/sbin'])) {
      if (existsSync(join(dir, name))) return join(dir, name);
    }
  }
  throw new Error(`${names[0]} not found: install the Debian package ${hint} (apt-get install -y ${hint})`);
}

function newestTsTime(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return Math.max(newest, newestTsTime(full));
    const source = entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts');
    return source ? Math.max(newest, statSync(full).mtimeMs) : newest;
  }, 0);
}

/** `npm run build -w backend` when dist is missing or older than a source. */
function ensureBackendBuilt() {
  const entry = join(BACKEND_DIR, 'dist', 'main.js');
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestTsTime(join(BACKEND_DIR, 'src'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit', timeout: 300_000 });
}

/** The Debian packages this suite runs on; answers the php binary. */
function checkPrerequisites() {
  const php = findBinary(['php'], 'php-cli');
  findBinary(['mariadbd', 'mysqld'], 'mariadb-server');
  findBinary(['mariadb-install-db', 'mysql_install_db'], 'mariadb-server');
  const wordpressMissing = `${WORDPRESS_SOURCE} is missing: apt-get install -y wordpress`;
  assert.ok(existsSync(join(WORDPRESS_SOURCE, 'wp-settings.php')), wordpressMissing);
  const modules = execFileSync(php, ['-m'], { encoding: 'utf8' });
  assert.match(modules, /^mysqli$/m, 'PHP lacks mysqli: apt-get install -y php-mysql');
  return php;
}

// ---------- the servers ----------

/** A private MariaDB: own datadir and socket, TCP on loopback only, a `wordpress` database for user `wp`. */
async function startMariaDb(temp, port) {
  const mariadbd = findBinary(['mariadbd', 'mysqld'], 'mariadb-server');
  const installDb = findBinary(['mariadb-install-db', 'mysql_install_db'], 'mariadb-server');
  const datadir = join(temp, 'mariadb');
  const password = randomBytes(12).toString('hex');
  const installArgs = ['--no-defaults', `--datadir=${datadir}`, '--user=root', '--skip-test-db'];
  execFileSync(installDb, [...installArgs, '--auth-root-authentication-method=normal'], { stdio: 'pipe', timeout: 60_000 });
  writeFileSync(
    join(temp, 'init.sql'),
    [
      'CREATE DATABASE IF NOT EXISTS wordpress CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;',
      `CREATE USER IF NOT EXISTS 'wp'@'127.0.0.1' IDENTIFIED BY '${password}';`,
      "GRANT ALL PRIVILEGES ON wordpress.* TO 'wp'@'127.0.0.1';",
    ].join('\n'),
  );
  // --user=root: the suite runs as root in CI; mariadbd refuses to run as root without it.
  const server = start('mariadbd', mariadbd, [
    '--no-defaults', `--datadir=${datadir}`,
    `--socket=${join(temp, 'mariadb.sock')}`, `--pid-file=${join(temp, 'mariadb.pid')}`,
    `--port=${port}`, '--bind-address=127.0.0.1', '--skip-networking=0', '--skip-name-resolve', '--user=root',
    `--init-file=${join(temp, 'init.sql')}`, '--innodb-buffer-pool-size=32M', '--skip-log-bin', '--performance-schema=OFF',
  ]);
  await waitFor('"ready for connections"', server, async () => server.output.includes('ready for connections'), 60_000);
  return { host: `127.0.0.1:${port}`, user: 'wp', password };
}

/** A private copy of the Debian WordPress tree with its own wp-config.php (Debian's reads /etc/wordpress). */
function makeDocroot(temp, siteUrl, database) {
  const docroot = join(temp, 'wordpress');
  cpSync(WORDPRESS_SOURCE, docroot, { recursive: true, filter: (source) => !source.endsWith('/.htaccess') });
  const define = (name, value) => `define('${name}', ${typeof value === 'string' ? `'${value}'` : value});`;
  const salts = ['AUTH', 'SECURE_AUTH', 'LOGGED_IN', 'NONCE'].flatMap((name) => [`${name}_KEY`, `${name}_SALT`]);
  const config = [
    '<?php',
    define('DB_NAME', 'wordpress'),
    define('DB_USER', database.user),
    define('DB_PASSWORD', database.password),
    define('DB_HOST', database.host),
    define('DB_CHARSET', 'utf8mb4'),
    define('DB_COLLATE', ''),
    ...salts.map((name) => define(name, randomBytes(32).toString('hex'))),
    "$table_prefix = 'wp_';",
    define('WP_HOME', siteUrl),
    define('WP_SITEURL', siteUrl),
    "define('WP_CONTENT_DIR', __DIR__ . '/wp-content');",
    define('FS_METHOD', 'direct'),
    define('DISABLE_WP_CRON', true),
    define('AUTOMATIC_UPDATER_DISABLED', true),
    // Loopback only: the plugin may reach the backend on 127.0.0.1 and nothing else.
    define('WP_HTTP_BLOCK_EXTERNAL', true),
    define('WP_DEBUG', true),
    define('WP_DEBUG_DISPLAY', false),
    define('WP_DEBUG_LOG', join(temp, 'wp-debug.log')),
    "if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');",
    "require_once ABSPATH . 'wp-settings.php';",
  ];
  writeFileSync(join(docroot, 'wp-config.php'), `${config.join('\n')}\n`);
  return docroot;
}

/** The real backend, as `npm start` runs it, with embedded PostgreSQL under a private DATA_DIR. */
function startBackend(temp, port, pgPort) {
  const dataDir = join(temp, 'atelier-data');
  // Readable by the unprivileged user embedded PostgreSQL runs as when started by root.
  mkdirSync(dataDir, { mode: 0o755 });
  const { DATABASE_URL: _external, BACKEND_MODULES: _some, ...env } = process.env;
  return start('atelier backend', process.execPath, [join(BACKEND_DIR, 'dist', 'main.js')], {
    cwd: BACKEND_DIR,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
      // Media URLs handed to WordPress are absolute on this origin.
      PUBLIC_APP_URL: `http://127.0.0.1:${port}`,
    },
  });
}

// ---------- HTTP ----------

/** fetch with a cookie jar, as a browser keeps a WordPress session. */
function browser() {
  const jar = new Map();
  return async (url, init = {}) => {
    const cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, {
      redirect: 'manual',
      ...init,
      headers: { ...(cookie ? { Cookie: cookie } : {}), ...init.headers },
      signal: AbortSignal.timeout(150_000),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair.indexOf('=');
      jar.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  };
}

const form = (fields) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

function hiddenField(html, name) {
  const match = new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html);
  assert.ok(match, `no hidden field ${name} in the page`);
  return match[1].replace(/&amp;/g, '&');
}

/** Visible text of some HTML, for comparing with the API's plain text. */
function textOf(html) {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#0?39;|&#x27;|&apos;/g, "'")
    .replace(/&quot;|&#0?34;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#8217;|&#8216;/g, "'")
    .replace(/&#8220;|&#8221;/g, '"')
    .replace(/&#8211;/g, '–')
    .replace(/&#8212;/g, '—')
    .replace(/&#8230;/g, '…')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const plain = (text) => text.replace(/['"‘’“”]/g, "'").replace(/\s+/g, ' ').trim();

function escapeAttribute(value) {
  return value.replace(/&/g, '&#038;').replace(/"/g, '&quot;');
}

// ---------- the suite ----------

// Its own test, so a machine without the packages reports a named failure (a failing hook only cancels).
it('has php-cli, php-mysql, mariadb-server and wordpress installed', () => {
  checkPrerequisites();
});

describe('the Atelier plugin and theme in a real WordPress', { timeout: 600_000 }, () => {
  let temp;
  let api; // http://127.0.0.1:<port>/api
  let wpUrl;
  let bearer;
  let apiKey;
  let showcaseUrl;
  const captured = {}; // feature → the API's answer, as the plugin received it

  const apiCall = async (path, init = {}) => {
    const response = await fetch(`${api}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...(bearer && { Authorization: `Bearer ${bearer}` }), ...init.headers },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.json().catch(() => null);
    assert.ok(response.ok, `${init.method ?? 'GET'} ${path} answered ${response.status}: ${JSON.stringify(body)}`);
    return body;
  };
  const usage = () => apiCall('/integrations/usage');
  const apiOrigin = () => api.replace(/\/api$/, '');

  /** Runs support/wp-task.php through WordPress's own loader; answers its JSON. */
  const wp = (command, ...args) =>
    new Promise((resolve, reject) => {
      const argv = [WP_TASK, join(temp, 'wordpress'), wpUrl, command, ...args];
      execFile('php', argv, { timeout: 180_000, maxBuffer: 16 << 20 }, (error, stdout, stderr) => {
        try {
          if (error) throw error;
          resolve(JSON.parse(stdout.trim().split('\n').pop() ?? ''));
        } catch (cause) {
          reject(new Error(`wp-task ${command} failed: ${cause.message}\n${stdout.slice(-3000)}\n${stderr.slice(-3000)}`));
        }
      });
    });

  before(async () => {
    const php = checkPrerequisites();
    ensureBackendBuilt();

    temp = mkdtempSync(join(tmpdir(), 'atelier-wp-'));
    chmodSync(temp, 0o755);
    const [dbPort, wpPort, apiPort, pgPort] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    wpUrl = `http://127.0.0.1:${wpPort}`;
    api = `http://127.0.0.1:${apiPort}/api`;

    const backend = startBackend(temp, apiPort, pgPort);
    const docroot = makeDocroot(temp, wpUrl, await startMariaDb(temp, dbPort));
    await wp('install', ADMIN.user, ADMIN.password);
    const site = start('php -S', php, ['-S', `127.0.0.1:${wpPort}`, '-t', docroot], {
      env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
    });
    const answers = (url) => async () => (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok;
    await waitFor('answer', site, answers(`${wpUrl}/wp-login.php`), 30_000);
    await waitFor('healthy /api/health', backend, answers(`${api}/health`), 120_000);
  });

  after(async () => {
    await Promise.all(children.map(stop));
    if (temp) rmSync(temp, { recursive: true, force: true });
  });

  it('signs up on Atelier and creates an API key', async () => {
    const email = `wp-${randomBytes(5).toString('hex')}@example.com`;
    const credentials = { email, password: 'Lantern-orchid-93' };
    const signup = await apiCall('/auth/signup', { method: 'POST', body: JSON.stringify(credentials) });
    bearer = signup.token;
    const key = await apiCall('/integrations/key', { method: 'POST', body: JSON.stringify({ label: 'WordPress e2e' }) });
    apiKey = key.key;
    assert.equal(typeof apiKey, 'string');
    assert.ok(apiKey.length >= 20);
  });

  it('installs atelier-plugin.zip as downloaded from the backend and activates it', async () => {
    const zip = Buffer.from(await (await fetch(`${api}/download/plugin`)).arrayBuffer());
    writeFileSync(join(temp, 'atelier-plugin.zip'), zip);

    const installed = await wp('install-zip', 'plugin', join(temp, 'atelier-plugin.zip'));
    assert.deepEqual(installed.errors, []);
    assert.equal(installed.info, 'atelier/atelier.php');
    const activated = await wp('activate-plugin', 'atelier/atelier.php');
    assert.equal(activated.errors, null);
    assert.equal(activated.active, true);

    const state = await wp('state');
    assert.equal(state.version, '1.0.0');
    assert.deepEqual(state.shortcodes, ['atelier_chat', 'atelier_photo', 'atelier_video']);
    assert.deepEqual(state.blocks, ['atelier/chat', 'atelier/photo', 'atelier/video']);
  });

  it('saves the API URL and key through Settings → Atelier (nonce-checked) and never prints the key back', async () => {
    const admin = browser();
    await admin(`${wpUrl}/wp-login.php`); // sets the test cookie
    const login = await admin(
      `${wpUrl}/wp-login.php`,
      form({ log: ADMIN.user, pwd: ADMIN.password, testcookie: '1', redirect_to: `${wpUrl}/wp-admin/` }),
    );
    assert.equal(login.status, 302, 'wp-login.php did not accept the admin');
    const page = await admin(`${wpUrl}/wp-admin/options-general.php?page=atelier`);
    assert.equal(page.status, 200);
    const html = await page.text();
    assert.match(html, /<input type="url"[^>]+id="atelier_api_url"[^>]+value="http:\/\/localhost:3000"/);

    const submit = (fields) =>
      admin(`${wpUrl}/wp-admin/options.php`, form({ option_page: 'atelier', action: 'update', ...fields }));

    const forged = await submit({ _wpnonce: 'forged', 'atelier_settings[api_url]': 'http://evil.example' });
    assert.notEqual(forged.status, 302, 'a forged nonce was accepted');
    const saved = await submit({
      _wpnonce: hiddenField(html, '_wpnonce'),
      _wp_http_referer: hiddenField(html, '_wp_http_referer'),
      'atelier_settings[api_url]': `${apiOrigin()}/`,
      'atelier_settings[api_key]': apiKey,
    });
    assert.equal(saved.status, 302);
    assert.match(saved.headers.get('location') ?? '', /settings-updated=true/);
    assert.deepEqual((await wp('state')).settings, { api_url: apiOrigin(), api_key: apiKey });

    const after = await (await admin(`${wpUrl}/wp-admin/options-general.php?page=atelier`)).text();
    assert.ok(!after.includes(apiKey), 'the settings page printed the saved key');
    assert.match(after, new RegExp(`A key ending in ${apiKey.slice(-4).replace(/[-]/g, '\\-')} is saved`));
  });

  it('renders [atelier_chat|photo|video prompt="…"] with the API answers, server side, and the usage goes up', async () => {
    const before = await usage();

    for (const [feature, prompt] of Object.entries(PROMPTS)) {
      const { html, responses } = await wp('render', `[atelier_${feature} prompt="${prompt}"]`);
      assert.equal(responses.length, 1, `${feature}: expected one API call, got ${JSON.stringify(responses)}`);
      const [call] = responses;
      assert.equal(call.url, `${api}/wp/${feature === 'chat' ? 'text' : feature}`);
      assert.equal(call.status, 200, `${feature}: the API answered ${call.status} ${call.body}`);
      const answer = JSON.parse(call.body);
      captured[feature] = answer;
      assert.ok(!html.includes(apiKey), `${feature}: the key is in the rendered HTML`);
      if (feature === 'chat') {
        assert.ok(answer.text.length > 0);
        assert.match(html, /class="atelier-result atelier-result--chat"/);
        assert.ok(plain(textOf(html)).includes(plain(answer.text)), `chat: "${answer.text}" not in ${html}`);
      } else if (feature === 'photo') {
        assert.match(answer.image_url, /^https?:\/\//);
        assert.ok(html.includes(`<img src="${escapeAttribute(answer.image_url)}" alt="${prompt}"`), html);
      } else {
        assert.match(answer.video_url, /^https?:\/\//);
        assert.ok(html.includes(`<video src="${escapeAttribute(answer.video_url)}" controls`), html);
      }
    }

    const afterwards = await usage();
    assert.ok(afterwards.tokens_used > before.tokens_used, `tokens_used ${before.tokens_used} → ${afterwards.tokens_used}`);
    assert.equal(afterwards.images_used, before.images_used + 1);
    assert.equal(afterwards.videos_used, before.videos_used + 1);

    const image = await fetch(captured.photo.image_url);
    assert.equal(image.status, 200);
    assert.match(image.headers.get('content-type') ?? '', /^image\//);
    const video = await fetch(captured.video.video_url);
    assert.equal(video.status, 200);
    assert.equal(video.headers.get('content-type'), 'video/mp4');
  });

  it('lets visitor browsers load the generated media from the WordPress site (Cross-Origin-Resource-Policy)', async () => {
    // WordPress sites live on other sites than the API: a same-site or same-origin CORP blocks the <img>/<video>.
    for (const url of [captured.photo.image_url, captured.video.video_url]) {
      const response = await fetch(url, { headers: { Range: 'bytes=0-0' } });
      const policy = response.headers.get('cross-origin-resource-policy');
      assert.ok(policy === null || policy === 'cross-origin', `${url} sends Cross-Origin-Resource-Policy: ${policy}`);
    }
  });

  it('installs atelier-theme.zip and activates it beside the active plugin, whose copy keeps precedence', async () => {
    const zip = Buffer.from(await (await fetch(`${api}/download/theme`)).arrayBuffer());
    writeFileSync(join(temp, 'atelier-theme.zip'), zip);
    const installed = await wp('install-zip', 'theme', join(temp, 'atelier-theme.zip'));
    assert.deepEqual(installed.errors, []);
    assert.equal(installed.info, 'atelier-theme');
    assert.equal((await wp('switch-theme', 'atelier-theme')).template, 'atelier-theme');

    const state = await wp('state');
    assert.equal(state.template, 'atelier-theme');
    assert.match(state.plugin_dir, /\/wp-content\/plugins\/atelier\/$/);
    assert.deepEqual(state.shortcodes, ['atelier_chat', 'atelier_photo', 'atelier_video']);
  });

  it('serves visitors a page with the results and a form, never the key, without spending the quota again', async () => {
    const shortcodes = Object.entries(PROMPTS).map(([feature, prompt]) => `[atelier_${feature} prompt="${prompt}"]`);
    const content = shortcodes.join('\n\n');
    const { url, errors } = await wp('create-page', 'AI showcase', `${content}\n\n<!-- wp:atelier/chat /-->`);
    assert.equal(errors, null);
    showcaseUrl = url;
    const before = await usage();

    const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
    assert.equal(response.status, 200);
    const html = await response.text();

    assert.ok(!html.includes(apiKey), 'the key reached a visitor');
    assert.ok(plain(textOf(html)).includes(plain(captured.chat.text)), `chat text not in the page:\n${html}`);
    assert.ok(html.includes(`<img src="${escapeAttribute(captured.photo.image_url)}"`));
    assert.ok(html.includes(`<video src="${escapeAttribute(captured.video.video_url)}"`));
    assert.match(html, /<form class="atelier-form" data-atelier-feature="chat"/);
    assert.match(html, /atelier\/assets\/atelier\.js/);
    assert.deepEqual(await usage(), before);
  });

  it('answers the visitor form through its REST route, only with the page nonce', async () => {
    const visitor = browser();
    const page = await (await visitor(showcaseUrl)).text();
    const config = JSON.parse(/var atelierConfig = (\{.*?\});/.exec(page)?.[1] ?? 'null');
    assert.ok(config, `atelierConfig is not on the page:\n${page}`);
    assert.ok(!JSON.stringify(config).includes(apiKey));
    const post = (body, nonce) =>
      visitor(config.endpoint, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...(nonce && { 'X-WP-Nonce': nonce }) },
        body: JSON.stringify(body),
      });

    assert.equal((await post({ feature: 'photo', prompt: 'A blue bird' })).status, 403);
    assert.equal((await post({ feature: 'poem', prompt: 'A blue bird' }, config.nonce)).status, 400);
    const before = await usage();

    const response = await post({ feature: 'photo', prompt: 'A blue bird' }, config.nonce);
    const body = await response.json();

    assert.equal(response.status, 200, JSON.stringify(body));
    assert.match(body.html, /^<figure class="atelier-result atelier-result--photo"><img src="http:\/\/[^"]+" alt="A blue bird"/);
    assert.ok(!JSON.stringify(body).includes(apiKey));
    assert.equal((await usage()).images_used, before.images_used + 1);
  });

  it('shows visitors a plain message, not the API error, when the key is invalid', async () => {
    await wp('update-settings', apiOrigin(), `${apiKey.slice(0, -6)}zzzzzz`);
    try {
      const { html, responses } = await wp('render', '[atelier_chat prompt="Are you there?"]');
      assert.equal(responses[0]?.status, 401);
      const message = 'This site&#039;s AI features are not set up correctly. Please try again later.';
      assert.ok(html.includes(`<p class="atelier-error" role="alert">${message}</p>`), html);
    } finally {
      await wp('update-settings', apiOrigin(), apiKey);
    }
  });

  it('lets the bundled copy of the plugin stand in once the standalone plugin is deactivated', async () => {
    await wp('deactivate-plugin', 'atelier/atelier.php');
    const bundled = await wp('state');
    assert.match(bundled.plugin_dir, /\/wp-content\/themes\/atelier-theme\/inc\/atelier-plugin\/$/);
    assert.equal(bundled.plugin_url, `${wpUrl}/wp-content/themes/atelier-theme/inc/atelier-plugin/`);
    assert.deepEqual(bundled.shortcodes, ['atelier_chat', 'atelier_photo', 'atelier_video']);
    assert.deepEqual(bundled.settings, { api_url: apiOrigin(), api_key: apiKey });

    const home = await fetch(`${wpUrl}/`, { signal: AbortSignal.timeout(60_000) });
    const html = await home.text();
    assert.equal(home.status, 200);
    assert.match(html, /Create with AI, right on your site/);
    for (const feature of ['chat', 'photo', 'video']) assert.match(html, new RegExp(`data-atelier-feature="${feature}"`));
    assert.match(html, /themes\/atelier-theme\/inc\/atelier-plugin\/assets\/atelier\.js/);
    assert.ok(!html.includes(apiKey));
  });

  it('left no PHP error, warning or notice from the theme or the plugin in the debug log', () => {
    const log = existsSync(join(temp, 'wp-debug.log')) ? readFileSync(join(temp, 'wp-debug.log'), 'utf8') : '';
    const ours = log.split('\n').filter((line) => /plugins\/atelier\/|themes\/atelier-theme\/|PHP Fatal/.test(line));
    assert.deepEqual(ours, []);
  });
});
