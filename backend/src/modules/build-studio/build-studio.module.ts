import { Module } from '@nestjs/common';
import { EnginesModule } from '../../engines/engines.module';
import { IdentityModule } from '../../identity/identity.module';
import { ExportController } from './export/export.controller';
import { GenerationCache } from './generation/generation-cache';
import { GenerationController } from './generation/generation.controller';
import { GenerationStreamer } from './generation/generation-streamer';
import { GenerationService } from './generation/generation.service';
import { GitController } from './git/git.controller';
import { GitService } from './git/git.service';
import { PreviewController } from './preview/preview.controller';
import { PublicationController } from './publish/publication.controller';
import { PublicationsService } from './publish/publications.service';
import { PublishedApps } from './publish/published-app';
import { PublishedSiteController } from './publish/published-site.controller';
import { ProjectsController } from './projects/projects.controller';
import { ProjectsService } from './projects/projects.service';
import { RunLogStreamer } from './runs/run-log-streamer';
import { RunnerClient } from './runs/runner-client';
import { RunsController } from './runs/runs.controller';
import { RunsService } from './runs/runs.service';

/**
 * Area `build-studio`: code generation (JSON and streamed file operations) within the plan's daily
 * quota, saved projects with every version, zip and git export (and git import), runs of Node.js and Python
 * projects on the sandbox runner (a separate service), and publication of saved projects at a share URL.
 */
@Module({
  imports: [IdentityModule, EnginesModule],
  controllers: [
    GenerationController,
    ProjectsController,
    ExportController,
    RunsController,
    PreviewController,
    GitController,
    PublicationController,
    PublishedSiteController,
  ],
  providers: [
    GenerationService,
    GenerationStreamer,
    GenerationCache,
    ProjectsService,
    RunsService,
    RunnerClient,
    RunLogStreamer,
    GitService,
    PublicationsService,
    PublishedApps,
  ],
})
export class BuildStudioModule {}
