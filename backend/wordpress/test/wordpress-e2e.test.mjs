// The Atelier plugin and theme in a real WordPress (Debian `wordpress`, php-cli, MariaDB) against the real
// Atelier backend, all on loopback: zips downloaded from the backend, installed with WordPress's own
// upgraders, configured through the nonce-checked settings form, rendered for visitors, metered by the API.
// Needs: php-cli php-mysql mariadb-server wordpress (see .ci/run). A missing piece fails the suite; it never skips.
// Its helpers live in ../test-support/: node --test runs every .mjs under test/.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { browser, escapeAttribute, form, hiddenField, plain, textOf } from '../test-support/web-client.mjs';
import {
  WP_TASK,
  checkPrerequisites,
  ensureBackendBuilt,
  freePort,
  makeDocroot,
  start,
  startBackend,
  startMariaDb,
  stopAll,
  waitFor,
} from '../test-support/wordpress-stack.mjs';

const ADMIN = { user: 'admin', password: `Adm-${randomBytes(9).toString('base64url')}` };
const PROMPTS = { chat: 'Hello', photo: 'A red fox', video: 'Waves' };

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
    await stopAll();
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
