import { existsSync, watch } from 'node:fs';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../config/app-config.interface';
import { APP_CONFIG } from '../../../config/app-config.tokens';

/**
 * End-to-end tests only (MOVIE_RENDER_GATE_DIR, ARCHITECTURE.md §15): a scene whose id names a file in the
 * gate folder waits before it renders until the test removes the file, so "scene 1 done while scene 3 is
 * queued" is a state the test sets up, not a race against the renderer. Scenes without a file, and every
 * scene when the folder is not configured (always in production), pass at once.
 */
@Injectable()
export class SceneRenderGate {
  private readonly dir: string | undefined;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'movieRenderGateDir'>) {
    this.dir = config.movieRenderGateDir;
  }

  /** Resolves once the scene may render; rejects with the signal's reason when the attempt stops first. */
  async pass(sceneId: string, signal: AbortSignal): Promise<void> {
    if (!this.dir) return;
    const dir = this.dir;
    const held = join(dir, sceneId);
    if (!existsSync(held)) return;
    await new Promise<void>((resolve, reject) => {
      const settle = (error?: unknown) => {
        watcher.close();
        clearInterval(poll);
        signal.removeEventListener('abort', aborted);
        if (error === undefined) resolve();
        else reject(error);
      };
      const aborted = () => settle(signal.reason);
      const watcher = watch(dir, () => {
        if (!existsSync(held)) settle();
      });
      watcher.on('error', settle);
      // inotify can drop events (a full queue on a busy machine): a slow poll makes sure a release is seen.
      const poll = setInterval(() => {
        if (!existsSync(held)) settle();
      }, 250);
      signal.addEventListener('abort', aborted, { once: true });
      // The file may have gone between the first look and the watcher starting.
      if (signal.aborted) aborted();
      else if (!existsSync(held)) settle();
    });
  }
}
