import { Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import { ProjectsRepository } from '../projects/projects.repository';
import { ExportsRepository, type NewExport } from './exports.repository';

/** The export job's side of keeping exports (the worker has no project views): see MovieExports. */
@Injectable()
export class ExportKeeper {
  constructor(
    private readonly exports: ExportsRepository,
    private readonly projects: ProjectsRepository,
    private readonly assets: AssetStore,
  ) {}

  /** A finished export: listed, made the project's current one, and linked from the tombstones of deleted ones. */
  async keep(row: NewExport): Promise<void> {
    await this.exports.insert(row);
    await this.projects.setExport(row.project_id, row.asset_id, row.content_hash);
    await this.assets.succeedRetired(row.project_id, row.asset_id);
  }
}
