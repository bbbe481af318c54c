import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import type { AppConfig } from '../../config/app-config.interface';
import { APP_CONFIG } from '../../config/app-config.tokens';
import { EnginesModule } from '../../engines/engines.module';
import { IdentityModule } from '../../identity/identity.module';
import { CharacterAvatars } from './characters/character-avatars.service';
import { CharactersRepository } from './characters/characters.repository';
import { CharactersService } from './characters/characters.service';
import { ExportsRepository } from './export/exports.repository';
import { MovieExports } from './export/movie-exports.service';
import { MovieRenders } from './jobs/movie-renders.service';
import { MoviePlans } from './movie-plans.service';
import { MovieStudioController } from './movie-studio.controller';
import { MovieStudioService } from './movie-studio.service';
import { MOVIE_JOB_SETTINGS, movieJobSettingsFrom } from './movie.constants';
import { MovieController } from './movie.controller';
import { MovieSubtitlesController } from './export/movie-subtitles.controller';
import { MovieOwners } from './projects/movie-owners.service';
import { ProjectViews } from './projects/project-views.service';
import { ProjectsRepository } from './projects/projects.repository';
import { ProjectsService } from './projects/projects.service';
import { ScenesRepository } from './scenes/scenes.repository';
import { ScenesService } from './scenes/scenes.service';
import { ScriptWriter } from './script/script-writer.service';
import { ScriptService } from './script/script.service';

/**
 * Area `movie` (routes /api/movie and /api/movie-studio): projects, the Character Bible, scene
 * breakdowns, and submitting scene renders and exports. The jobs run wherever MovieWorkerModule is
 * loaded (WORKER=1, or the all-in-one process).
 */
@Module({
  imports: [IdentityModule, AssetsModule, EnginesModule],
  controllers: [MovieController, MovieStudioController, MovieSubtitlesController],
  providers: [
    MovieOwners,
    MoviePlans,
    ProjectsRepository,
    ProjectsService,
    ProjectViews,
    CharactersRepository,
    CharactersService,
    CharacterAvatars,
    ScenesRepository,
    ScenesService,
    ScriptWriter,
    ScriptService,
    MovieRenders,
    MovieStudioService,
    ExportsRepository,
    MovieExports,
    // A copy per app, so tests can shorten the timings of the app they run.
    { provide: MOVIE_JOB_SETTINGS, inject: [APP_CONFIG], useFactory: (config: AppConfig) => movieJobSettingsFrom(config) },
  ],
})
export class MovieModule {}
