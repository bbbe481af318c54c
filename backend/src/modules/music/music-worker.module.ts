import { Module } from '@nestjs/common';
import { AssetsModule } from '../../assets/assets.module';
import { MusicEngineModule } from '../../engines/music-engine.module';
import { BeatJobRunner } from './beats/beat-job.runner';
import { ExportJobRunner } from './export/export-job.runner';
import { MusicProjectsRepository } from './projects/music-projects.repository';

/** Runs beat and export jobs; loaded by processes that run jobs, whether or not they serve `music`. */
@Module({
  imports: [AssetsModule, MusicEngineModule],
  providers: [MusicProjectsRepository, BeatJobRunner, ExportJobRunner],
})
export class MusicWorkerModule {}
