// `php -l` on every PHP file of the theme and the plugin: one test per file.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const WORDPRESS_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

function phpFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.php'))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

describe('php -l', () => {
  it('has a PHP binary (Debian package php-cli)', () => {
    const probe = spawnSync('php', ['-v'], { encoding: 'utf8' });
    assert.equal(probe.error?.code, undefined, 'php is not on PATH: install php-cli (apt-get install php-cli)');
    assert.equal(probe.status, 0, probe.stderr);
  });

  for (const folder of ['plugin', 'theme']) {
    const files = phpFiles(join(WORDPRESS_DIR, folder));
    it(`finds PHP files in ${folder}/`, () => assert.ok(files.length > 0));
    for (const file of files) {
      it(`${relative(WORDPRESS_DIR, file)} has no syntax errors`, () => {
        const output = execFileSync('php', ['-n', '-l', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
        assert.match(output, /No syntax errors detected/);
      });
    }
  }
});
