import { Inject, Injectable, Logger } from '@nestjs/common';
import { AssetStore } from '../../../assets/asset-store.service';
import type { Engines } from '../../../engines/create-engines';
import { EngineError } from '../../../engines/engine-error';
import { ENGINES } from '../../../engines/engines.module';
import type { JobContext } from '../../../jobs/job-context';
import type { JobFailure } from '../../../jobs/job-kind';
import { JobRunner } from '../../../jobs/job-runner.service';
import { KindRunner } from '../../../jobs/kind-runner';
import { VIDEO_FAILED_MESSAGE, VIDEO_JOB_SETTINGS } from './video.constants';
import type { VideoJobInput, VideoJobResult, VideoJobSettings } from './video.constants';
import { describeEngineFailure } from '../../../engines/engine-error-responses';

/** The provider's own job id, recorded before it is polled, so a retry resumes it instead of paying again. */
const PROVIDER_JOB = 'provider-video';

/**
 * Runs `video.generate` jobs in processes that run jobs: render with the video engine, store the MP4 as
 * the owner's asset, give the result back to the framework. Provider errors, timeouts and lost workers
 * are retried while attempts are left; bad input and a missing engine fail at once.
 */
@Injectable()
export class VideoJobRunner extends KindRunner<VideoJobInput, VideoJobResult> {
  private readonly logger = new Logger(VideoJobRunner.name);

  constructor(
    runner: JobRunner,
    private readonly assets: AssetStore,
    @Inject(ENGINES) private readonly engines: Engines,
    @Inject(VIDEO_JOB_SETTINGS) settings: VideoJobSettings,
  ) {
    super(runner, settings.kind);
  }

  async run(context: JobContext<VideoJobInput>): Promise<VideoJobResult> {
    const engine = this.engines.video;
    // Only a provider's render costs money; the offline engine can simply render again.
    const paid = engine.engine.provider !== 'local';
    const resume = context.recalled<string>(PROVIDER_JOB);
    if (paid && !resume) await context.beginPaidStep(PROVIDER_JOB);
    context.progress(0, 'Rendering');
    const video = await engine.generate(context.input.prompt, {
      signal: context.signal,
      onProgress: (fraction) => context.progress(fraction * 100, 'Rendering'),
      resumeProviderJob: resume,
      onProviderJob: paid ? (id) => context.checkpoint(PROVIDER_JOB, id) : undefined,
    });
    try {
      context.progress(99, 'Saving');
      const { job } = context;
      const saved = await this.assets.saveFile(video.path, {
        contentType: video.contentType,
        kind: 'video',
        ownerUserId: job.owner.userId,
        sessionId: context.input.session_id,
        width: video.width,
        height: video.height,
        durationSeconds: video.seconds,
        jobId: job.id,
      });
      return { media_id: saved.id, duration_seconds: video.seconds, width: video.width, height: video.height, engine: video.engine };
    } finally {
      await video.dispose();
    }
  }

  describeFailure(error: unknown): JobFailure {
    if (!(error instanceof EngineError)) this.logger.error(`video job failed: ${String(error)}`);
    return describeEngineFailure(error, VIDEO_FAILED_MESSAGE);
  }
}
