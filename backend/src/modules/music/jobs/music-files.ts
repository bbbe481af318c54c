import type { Logger } from '@nestjs/common';
import type { AssetStore } from '../../../assets/asset-store.service';

/** The project was deleted while its job waited: nothing to render for. */
export class ProjectGoneError extends Error {
  constructor() {
    super('The music project was deleted.');
    this.name = 'ProjectGoneError';
  }
}

/** Removes files a newer beat or export replaced; a file that cannot be removed is logged, never fatal. */
export async function removeMusicFiles(assets: AssetStore, ids: readonly string[], logger: Logger): Promise<void> {
  await Promise.all(
    ids.map((id) => assets.remove(id).catch((error: unknown) => logger.warn(`music file ${id} not removed: ${String(error)}`))),
  );
}
