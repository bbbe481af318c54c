import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

interface EspeakInstance {
  FS: { readFile(path: string): Uint8Array };
}

type EspeakFactory = (options: Record<string, unknown>) => Promise<EspeakInstance>;

/** The WebAssembly global, which this build's type libraries (ES2022, no DOM) do not declare. */
interface WebAssemblyApi {
  compile(bytes: Uint8Array): Promise<object>;
  instantiate(module: object, imports: object): Promise<object>;
}
const wasmApi = (globalThis as unknown as { WebAssembly: WebAssemblyApi }).WebAssembly;

let espeak: Promise<{ factory: EspeakFactory; wasm: object }> | null = null;

/**
 * The espeak-ng WASM build, once per thread. It is ESM-only: a real dynamic import (TypeScript would turn
 * `import()` into `require()` in this CommonJS build). The WebAssembly is compiled once and instantiated
 * per utterance, which the emscripten build needs (it runs its main() once per instance).
 */
function loadEspeak(): Promise<{ factory: EspeakFactory; wasm: object }> {
  espeak ??= (async () => {
    const entry = require.resolve('espeak-ng');
    const importModule = new Function('specifier', 'return import(specifier)') as (specifier: string) => Promise<{ default: EspeakFactory }>;
    const [{ default: factory }, wasm] = await Promise.all([
      importModule(pathToFileURL(entry).href),
      wasmApi.compile(readFileSync(path.join(path.dirname(entry), 'espeak-ng.wasm'))),
    ]);
    return { factory, wasm };
  })().catch((error: unknown) => {
    espeak = null;
    throw error;
  });
  return espeak;
}

export interface EspeakRequest {
  /** An espeak-ng voice, optionally with a variant: `en-us`, `en+f3`. */
  voice: string;
  wordsPerMinute: number;
  /** 0–99; 50 is the voice's own. */
  pitch: number;
  /** One utterance; a leading space keeps it from being read as a command-line option. */
  text: string;
}

/** Speaks one utterance with espeak-ng; answers its WAV (16-bit mono, 22.05 kHz). */
export async function espeakWav(request: EspeakRequest): Promise<Buffer> {
  const text = request.text.startsWith(' ') ? request.text : ` ${request.text}`;
  return runEspeak(['-v', request.voice, '-s', String(request.wordsPerMinute), '-p', String(request.pitch), '-w', 'speech.wav', text], 'speech.wav');
}

/** Runs espeak-ng with its command-line arguments (which must write `-w <output>`); answers that WAV file's bytes. */
export async function runEspeak(args: readonly string[], output: string): Promise<Buffer> {
  const { factory, wasm } = await loadEspeak();
  // The build's in-memory file system makes an error with two stack traces (demangled) for each path it finds
  // missing while it lays out espeak-ng's data, thousands per instance: a third of an utterance's CPU (242–272 →
  // 146–185 ms). No stacks meanwhile; every caller runs this in a worker thread of its own (espeak-in-worker.ts, the movie's
  // speech worker, the music audio worker), so no other code's errors lose theirs.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const instance = await factory({
      arguments: [...args],
      print: () => undefined,
      printErr: () => undefined,
      instantiateWasm: (imports: object, done: (instance: object, module: object) => void) => {
        void wasmApi.instantiate(wasm, imports).then((created) => done(created, wasm));
        return {};
      },
    });
    return Buffer.from(instance.FS.readFile(output));
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}
