import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { EnginesModule } from '../../engines/engines.module';
import { CharactersRepository } from './characters/characters.repository';
import { ClipsRepository } from './export/clips.repository';
import { ExportKeeper } from './export/export-keeper';
import { ExportsRepository } from './export/exports.repository';
import { MovieExportRunner } from './export/movie-export.runner';
import { SceneRenderGate } from './jobs/scene-render-gate';
import { SceneRenderRunner } from './jobs/scene-render.runner';
import { MOVIE_JOB_SETTINGS, movieJobSettingsFrom } from './movie.constants';
import { ProjectsRepository } from './projects/projects.repository';
import { SceneRenderer } from './render/scene-renderer.service';
import { ScenesRepository } from './scenes/scenes.repository';

/** Runs scene renders and movie exports; loaded by processes that run jobs, whether or not they serve `movie`. */
@Module({
  imports: [EnginesModule, AssetsModule],
  providers: [
    SceneRenderRunner,
    SceneRenderGate,
    MovieExportRunner,
    SceneRenderer,
    ProjectsRepository,
    CharactersRepository,
    ScenesRepository,
    ClipsRepository,
    ExportsRepository,
    ExportKeeper,
    { provide: MOVIE_JOB_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => movieJobSettingsFrom(config) },
  ],
})
export class MovieWorkerModule {}
