import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The e2e backend's scene render gate (MOVIE_RENDER_GATE_DIR, set by global setup; ARCHITECTURE.md §15):
 * a held scene waits before it renders until the test releases it, so the test decides which scenes of a
 * batch are done, not the renderer's speed. Scenes never held render at once.
 */
export class RenderGate {
  private readonly held = new Set<string>();

  /** Read when used: global setup sets it after the test files are loaded. */
  private get dir(): string {
    const dir = process.env.E2E_RENDER_GATE_DIR;
    if (!dir) throw new Error('E2E_RENDER_GATE_DIR is not set (global setup)');
    return dir;
  }

  hold(...sceneIds: string[]): void {
    for (const id of sceneIds) {
      writeFileSync(join(this.dir, id), '');
      this.held.add(id);
    }
  }

  release(...sceneIds: string[]): void {
    for (const id of sceneIds) {
      rmSync(join(this.dir, id), { force: true });
      this.held.delete(id);
    }
  }

  /** A test that stopped early must not leave the shared worker waiting on its scenes. */
  releaseAll(): void {
    this.release(...this.held);
  }
}
