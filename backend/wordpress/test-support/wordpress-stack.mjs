// The real servers the WordPress suite drives, on loopback: a private MariaDB, WordPress's own files in a
// temporary docroot, and the Atelier backend. Lives beside test/ because node --test runs every .mjs in it.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/free-port.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..', '..');
const BACKEND_DIR = join(ROOT, 'backend');
export const WP_TASK = join(HERE, 'wp-task.php');
const WORDPRESS_SOURCE = '/usr/share/wordpress';

// ---------- processes ----------

const children = [];

export { freePort };

/** A child whose output is kept (for failure messages) and which teardown stops, with anything it forked. */
export function start(name, command, args, options = {}) {
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

export async function waitFor(what, record, check, timeoutMs) {
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
export function ensureBackendBuilt() {
  const entry = join(BACKEND_DIR, 'dist', 'main.js');
  if (existsSync(entry) && statSync(entry).mtimeMs >= newestTsTime(join(BACKEND_DIR, 'src'))) return;
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: ROOT, stdio: 'inherit', timeout: 300_000 });
}

/** The Debian packages this suite runs on; answers the php binary. */
export function checkPrerequisites() {
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
export async function startMariaDb(temp, port) {
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
export function makeDocroot(temp, siteUrl, database) {
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
export function startBackend(temp, port, pgPort) {
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


/** Stops every process the suite started. */
export function stopAll() {
  return Promise.all(children.map(stop));
}
