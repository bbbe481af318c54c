import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import * as path from 'node:path';

/** The parts of `@tonaljs/tonal` the synthesizer uses, typed here (its own .d.ts files name missing entries too). */
export interface Tonal {
  Scale: {
    get(name: string): { empty: boolean; notes: string[]; type: string };
    rangeOf(scale: string): (from: string, to: string) => string[];
  };
  Chord: { get(name: string): { empty: boolean; tonic: string | null; notes: string[]; intervals: string[]; type: string } };
  Progression: { fromRomanNumerals(tonic: string, chords: readonly string[]): string[] };
  Note: { midi(note: string): number | null; chroma(note: string): number | undefined; transpose(note: string, interval: string): string };
  Midi: { midiToFreq(midi: number, tuning?: number): number };
}

interface LoadedModule {
  exports: unknown;
}

/**
 * The installed @tonaljs 4.x sub-packages ship `dist/index.cjs` while their package.json `main` still names
 * `dist/index.js` (an upstream packaging slip), so neither Node's nor Jest's resolver can load them. This
 * minimal CommonJS loader resolves `@tonaljs/*` the way Node would (nearest node_modules first) but falls
 * back to the file that exists; everything else goes through the real `require`.
 */
class TonalLoader {
  private readonly cache = new Map<string, LoadedModule>();

  load(request: string, fromDir: string): unknown {
    return this.evaluate(this.locate(request, fromDir));
  }

  private locate(request: string, fromDir: string): string {
    for (let dir = fromDir; ; dir = path.dirname(dir)) {
      const packageDir = path.join(dir, 'node_modules', request);
      const manifest = path.join(packageDir, 'package.json');
      if (existsSync(manifest)) {
        const { main } = JSON.parse(readFileSync(manifest, 'utf8')) as { main?: string };
        const entry = [main, 'dist/index.cjs', 'dist/index.js']
          .filter((candidate): candidate is string => !!candidate)
          .map((candidate) => path.join(packageDir, candidate))
          .find((file) => existsSync(file));
        if (!entry) throw new Error(`${request} has no loadable entry in ${packageDir}`);
        return entry;
      }
      if (dir === path.dirname(dir)) throw new Error(`cannot find ${request} from ${fromDir}`);
    }
  }

  private evaluate(file: string): unknown {
    const cached = this.cache.get(file);
    if (cached) return cached.exports;
    const module: LoadedModule = { exports: {} };
    this.cache.set(file, module);
    const dir = path.dirname(file);
    const nodeRequire = createRequire(file);
    const localRequire = (request: string): unknown =>
      request.startsWith('@tonaljs/') ? this.load(request, dir) : nodeRequire(request);
    // The files are the package's own CommonJS build, run with a require that can find its siblings.
    const run = new Function('module', 'exports', 'require', '__filename', '__dirname', readFileSync(file, 'utf8')) as (
      ...args: unknown[]
    ) => void;
    run(module, module.exports, localRequire, file, dir);
    return module.exports;
  }
}

let tonal: Tonal | null = null;

/** The music-theory library, loaded once per thread. */
export function loadTonal(): Tonal {
  tonal ??= new TonalLoader().load('@tonaljs/tonal', __dirname) as Tonal;
  return tonal;
}
