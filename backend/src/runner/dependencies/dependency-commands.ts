import type { DependencyKind, DependencyRequest } from './dependency-manifest';

export interface ToolSettings {
  npmBinary: string;
  pythonBinary: string;
  /** The tools' download caches (npm's and pip's own), shared by every install of this runner. */
  toolCacheDir: string;
}

export interface InstallCommand {
  argv: string[];
  /** Files written into the install folder first. */
  files: Record<string, string>;
  /** The folder, inside the install folder, that is bound into the sandbox. */
  tree: string;
}

/** Python packages are bound here and put on sys.path through PYTHONPATH. */
export const SANDBOX_PYTHON_DEPS = '/opt/deps/python';
/** npm packages are bound where Node looks first for the project's files (require and import alike). */
export const SANDBOX_NODE_DEPS = '/app/node_modules';

/** The folder of an install that holds the packages. */
export function treeName(kind: DependencyKind): string {
  return kind === 'npm' ? 'node_modules' : 'site-packages';
}

/** How an installed tree appears in the sandbox: bound read-only, and for Python put on sys.path. */
export function sandboxMount(kind: DependencyKind, tree: string): { readOnly: { host: string; sandbox: string }; env: Record<string, string> } {
  return kind === 'npm'
    ? { readOnly: { host: tree, sandbox: SANDBOX_NODE_DEPS }, env: {} }
    : { readOnly: { host: tree, sandbox: SANDBOX_PYTHON_DEPS }, env: { PYTHONPATH: SANDBOX_PYTHON_DEPS } };
}

/**
 * The install command for a request, run in `dir`. Neither runs package code: npm with
 * `--ignore-scripts` (no install, postinstall or prepare scripts), pip with `--only-binary=:all:` (wheels
 * only, so no setup.py is ever executed), both without audit, funding or version-check calls.
 */
export function installCommand(request: DependencyRequest, dir: string, tools: ToolSettings): InstallCommand {
  if (request.kind === 'npm') {
    const common = ['--ignore-scripts', '--no-audit', '--no-fund', '--omit=dev', '--no-update-notifier', '--cache', `${tools.toolCacheDir}/npm`, '--loglevel=error'];
    return request.lockfile === null
      ? { argv: [tools.npmBinary, 'install', '--no-package-lock', ...common], files: { 'package.json': request.manifest }, tree: treeName('npm') }
      : { argv: [tools.npmBinary, 'ci', ...common], files: { 'package.json': request.manifest, 'package-lock.json': request.lockfile }, tree: treeName('npm') };
  }
  return {
    argv: [
      tools.pythonBinary,
      '-m',
      'pip',
      'install',
      '--only-binary=:all:',
      '--target',
      `${dir}/site-packages`,
      '--no-compile',
      '--no-input',
      '--disable-pip-version-check',
      '--no-warn-script-location',
      // An index that cannot be reached is skipped at once rather than retried for half a minute.
      '--retries',
      '0',
      '--cache-dir',
      `${tools.toolCacheDir}/pip`,
      '--requirement',
      `${dir}/requirements.txt`,
    ],
    files: { 'requirements.txt': request.manifest },
    tree: treeName('pip'),
  };
}

/** The one line the Terminal shows when a tool fails: its own words, after what was asked. */
export function failureLine(request: DependencyRequest, output: string): string {
  const tool = request.kind;
  const lines = output.split(/\r?\n/).map((line) => line.trim());
  const messages =
    tool === 'npm'
      ? lines
          .filter((line) => /^npm (?:error|ERR!)/.test(line))
          .map((line) => line.replace(/^npm (?:error|ERR!)\s*/, '').replace(/^(?:notarget|404|code)\s+/, ''))
          .filter((line) => line && !/^E[A-Z0-9]+$/.test(line) && !/complete log of this run|^In most cases|^Note that you can also|tarball, folder, http url/i.test(line))
      : lines.filter((line) => line.startsWith('ERROR:')).map((line) => line.replace(/^ERROR:\s*/, ''));
  const reason = [...new Set(messages)].slice(0, 2).join(' ') || lines.filter(Boolean).slice(-1)[0] || 'it gave no reason';
  return `${tool} could not install ${request.specs.join(', ')}: ${reason.slice(0, 400)}`;
}
