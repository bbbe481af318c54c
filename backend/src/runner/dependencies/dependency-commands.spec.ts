import { failureLine, installCommand, sandboxMount } from './dependency-commands';
import type { DependencyRequest } from './dependency-manifest';

const tools = { npmBinary: '/usr/bin/npm', pythonBinary: '/usr/bin/python3', toolCacheDir: '/data/deps/.tool-cache' };
const npm: DependencyRequest = { kind: 'npm', specs: ['lodash@99'], manifest: '{}', lockfile: null, key: 'k' };
const pip: DependencyRequest = { kind: 'pip', specs: ['requests==99'], manifest: 'requests==99\n', lockfile: null, key: 'k' };

describe(installCommand.name, () => {
  it('installs npm packages without running any of their scripts, and exactly the lockfile with npm ci', () => {
    const install = installCommand(npm, '/data/deps/npm/.building-k', tools);
    expect(install.argv.slice(0, 2)).toEqual(['/usr/bin/npm', 'install']);
    expect(install.argv).toEqual(expect.arrayContaining(['--ignore-scripts', '--no-audit', '--no-fund', '--omit=dev', '--no-package-lock']));
    expect(install).toMatchObject({ files: { 'package.json': '{}' }, tree: 'node_modules' });
    const ci = installCommand({ ...npm, lockfile: '{"lockfileVersion":3}' }, '/d', tools);
    expect(ci.argv.slice(0, 2)).toEqual(['/usr/bin/npm', 'ci']);
    expect(ci.argv).toContain('--ignore-scripts');
    expect(ci.files).toEqual({ 'package.json': '{}', 'package-lock.json': '{"lockfileVersion":3}' });
  });

  it('installs Python packages as wheels only (no setup.py runs) into a target folder, with the sandbox’s Python', () => {
    const install = installCommand(pip, '/d', tools);
    expect(install.argv.slice(0, 4)).toEqual(['/usr/bin/python3', '-m', 'pip', 'install']);
    expect(install.argv).toEqual(expect.arrayContaining(['--only-binary=:all:', '--no-input', '--requirement', '/d/requirements.txt']));
    expect(install.argv.slice(install.argv.indexOf('--target'), install.argv.indexOf('--target') + 2)).toEqual(['--target', '/d/site-packages']);
    expect(install.tree).toBe('site-packages');
  });
});

describe(sandboxMount.name, () => {
  it('binds npm packages where Node resolves the project’s own, and puts Python packages on sys.path', () => {
    expect(sandboxMount('npm', '/t')).toEqual({ readOnly: { host: '/t', sandbox: '/app/node_modules' }, env: {} });
    expect(sandboxMount('pip', '/t')).toEqual({ readOnly: { host: '/t', sandbox: '/opt/deps/python' }, env: { PYTHONPATH: '/opt/deps/python' } });
  });
});

describe(failureLine.name, () => {
  it("says what could not be installed in npm's own words", () => {
    const output = [
      'npm error code ETARGET',
      'npm error notarget No matching version found for lodash@99.',
      'npm error notarget In most cases you or one of your dependencies are requesting',
      'npm error A complete log of this run can be found in: /x.log',
    ].join('\n');
    expect(failureLine(npm, output)).toBe('npm could not install lodash@99: No matching version found for lodash@99.');
  });

  it("says what could not be installed in pip's own words", () => {
    const output = 'Looking in links: /opt/wheels\nERROR: Could not find a version that satisfies the requirement requests==99 (from versions: 2.34.2)\nERROR: No matching distribution found for requests==99\n';
    expect(failureLine(pip, output)).toBe(
      'pip could not install requests==99: Could not find a version that satisfies the requirement requests==99 (from versions: 2.34.2) No matching distribution found for requests==99',
    );
  });
});
