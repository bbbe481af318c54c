import { Injectable } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { MovieExportListDto } from '../dto/movie-responses.dto';
import { mapExport } from './export-view';
import type { MovieOwner } from '../movie-owner';
import { MovieException } from '../movie.errors';
import { ProjectsRepository } from '../projects/projects.repository';
import { ProjectsService } from '../projects/projects.service';
import { ExportsRepository } from './exports.repository';

/**
 * Every export of a movie is its own file, kept (and its link working) until the owner deletes it; the
 * newest is the project's current export. A deleted export's link answers 410 with a link to the newest
 * one left (AssetStore.retire), so a shared link never silently turns into a 404. The export job keeps
 * new ones (ExportKeeper).
 */
@Injectable()
export class MovieExports {
  constructor(
    private readonly exports: ExportsRepository,
    private readonly projectRows: ProjectsRepository,
    private readonly projects: ProjectsService,
    private readonly assets: AssetStore,
  ) {}

  async delete(owner: MovieOwner, ref: string, exportId: string): Promise<MovieExportListDto> {
    const project = await this.projects.require(owner, ref);
    const deleted = await this.exports.delete(project.id, exportId);
    if (!deleted) throw MovieException.exportNotFound();
    const left = await this.exports.list(project.id);
    const latest = left[0] ?? null;
    await this.projectRows.setLatestExport(project.id, latest?.asset_id ?? null, latest?.content_hash ?? null);
    await this.assets.succeedRetired(project.id, latest?.asset_id ?? null);
    await this.assets.retire(deleted.asset_id, project.id, latest?.asset_id ?? null);
    for (const id of Object.values(deleted.extra_asset_ids)) await this.assets.remove(id);
    return { exports: left.map(mapExport) };
  }
}
