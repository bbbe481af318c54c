import type { ProjectFile } from '../../engines/code/code-engine';

/** Where things are inside the sandbox. */
export const SANDBOX_APP_DIR = '/app';
export const SANDBOX_SOCKET = '/app/.atelier.sock';
export const SANDBOX_NODE_MODULES = '/opt/node_modules';
export const SANDBOX_SHIM = '/opt/atelier/listen-shim.cjs';

export type RunnableType = 'nodejs' | 'python';

export type LaunchPlan = { ok: true; command: string[]; entry: string } | { ok: false; reason: string };

export interface LaunchSettings {
  nodeBinary: string;
  pythonBinary: string;
  /** V8 heap limit for Node apps. */
  heapMegabytes: number;
}

const NODE_ENTRIES = ['server.js', 'index.js', 'app.js', 'main.js', 'src/server.js', 'src/index.js', 'src/app.js', 'server.mjs', 'index.mjs', 'server.cjs'];
const PYTHON_ENTRIES = ['main.py', 'app.py', 'server.py', 'api.py', 'app/main.py', 'src/main.py'];

/**
 * How to start a project: Node runs the file `npm start` would (`node <file>` in scripts.start, else
 * `main`, else a usual name) with a preload that moves any TCP listen onto the sandbox socket; Python
 * runs Uvicorn on the module that creates the FastAPI app. A reason the user can act on otherwise.
 */
export function planLaunch(type: RunnableType, files: readonly ProjectFile[], settings: LaunchSettings): LaunchPlan {
  return type === 'nodejs' ? planNode(files, settings) : planPython(files, settings);
}

function planNode(files: readonly ProjectFile[], settings: LaunchSettings): LaunchPlan {
  const paths = new Set(files.map((file) => file.path));
  const manifest = files.find((file) => file.path === 'package.json');
  let entry: string | undefined;
  if (manifest) {
    let parsed: { scripts?: { start?: unknown }; main?: unknown };
    try {
      parsed = JSON.parse(manifest.content) as typeof parsed;
    } catch {
      return { ok: false, reason: 'package.json is not valid JSON, so the app cannot be started.' };
    }
    const start = typeof parsed.scripts?.start === 'string' ? parsed.scripts.start : '';
    const fromStart = /^\s*node\s+(?:--?[\w-]+(?:=\S+)?\s+)*\.?\/?([\w./-]+\.[cm]?js)\b/.exec(start)?.[1];
    const main = typeof parsed.main === 'string' ? parsed.main.replace(/^\.\//, '') : undefined;
    entry = fromStart ?? main;
    if (entry && !paths.has(entry)) {
      return { ok: false, reason: `package.json starts ${entry}, which is not in the project.` };
    }
  }
  entry ??= NODE_ENTRIES.find((candidate) => paths.has(candidate));
  if (!entry) {
    return { ok: false, reason: 'No server file found: add server.js (or set "start": "node <file>" in package.json).' };
  }
  return {
    ok: true,
    entry,
    // Without the trap handler WebAssembly reserves no 10 GB guard regions, so it works under the address-space
    // limit: undici (Node's fetch) instantiates its HTTP parser in WebAssembly, and failed with "Out of memory".
    command: [settings.nodeBinary, `--max-old-space-size=${settings.heapMegabytes}`, '--disable-wasm-trap-handler', '--require', SANDBOX_SHIM, entry],
  };
}

function planPython(files: readonly ProjectFile[], settings: LaunchSettings): LaunchPlan {
  const python = files.filter((file) => file.path.endsWith('.py'));
  const ordered = [
    ...PYTHON_ENTRIES.flatMap((candidate) => python.filter((file) => file.path === candidate)),
    ...python.filter((file) => !PYTHON_ENTRIES.includes(file.path)),
  ];
  for (const file of ordered) {
    const variable = /^([A-Za-z_]\w*)\s*(?::\s*[\w.]+\s*)?=\s*(?:fastapi\.)?FastAPI\s*\(/m.exec(file.content)?.[1];
    if (!variable) continue;
    const module = file.path.replace(/\.py$/, '').split('/').join('.');
    if (!/^[A-Za-z_][\w.]*$/.test(module)) continue;
    return {
      ok: true,
      entry: file.path,
      command: [settings.pythonBinary, '-m', 'uvicorn', `${module}:${variable}`, '--uds', SANDBOX_SOCKET, '--log-level', 'info'],
    };
  }
  return { ok: false, reason: 'No FastAPI app found: create one with `app = FastAPI()` in main.py.' };
}
