import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import { MusicEngineModule } from '../../engines/music-engine.module';
import { IdentityModule } from '../../identity/identity.module';
import { BeatService } from './beats/beat.service';
import { ExportService } from './export/export.service';
import { MusicJobs } from './jobs/music-jobs.service';
import { LyricsService } from './lyrics/lyrics.service';
import { MusicAccess } from './music-access.service';
import { MusicRenderController } from './music-render.controller';
import { MusicUsage } from './music-usage.service';
import { MusicOwners } from './projects/music-owners.service';
import { MusicProjectsController } from './projects/music-projects.controller';
import { MusicProjectsRepository } from './projects/music-projects.repository';
import { MusicProjectsService } from './projects/music-projects.service';

/**
 * Area `music` (Music Studio, spec 001): projects, lyrics, beats and exports. Beats and exports are
 * durable jobs, run wherever MusicWorkerModule is loaded (WORKER=1, or the all-in-one process).
 */
@Module({
  imports: [IdentityModule, AssetsModule, MusicEngineModule],
  controllers: [MusicProjectsController, MusicRenderController],
  providers: [
    MusicProjectsRepository,
    MusicProjectsService,
    MusicOwners,
    MusicAccess,
    MusicUsage,
    MusicJobs,
    LyricsService,
    BeatService,
    ExportService,
  ],
})
export class MusicModule {}
