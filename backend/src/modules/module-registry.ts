import type { Type } from '@nestjs/common';
import { AREA_NAMES, type AreaName } from '../config/config.constants';
import { AcademyModule } from './academy/academy.module';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { BuildStudioModule } from './build-studio/build-studio.module';
import { ChatModule } from './chat/chat.module';
import { PublicConfigModule } from './config/public-config.module';
import { DownloadsModule } from './downloads/downloads.module';
import { HealthModule } from './health/health.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { JobsAreaModule } from './jobs/jobs-area.module';
import { MarketingModule } from './marketing/marketing.module';
import { MediaModule } from './media/media.module';
import { VideoWorkerModule } from './media/video/video-worker.module';
import { MovieModule } from './movie/movie.module';
import { MovieWorkerModule } from './movie/movie-worker.module';
import { MusicModule } from './music/music.module';
import { MusicWorkerModule } from './music/music-worker.module';
import { WpGatewayModule } from './wp-gateway/wp-gateway.module';

/** Area name → Nest module, for the areas built so far. Areas are added here as they land. */
export const IMPLEMENTED_MODULES: Readonly<Partial<Record<AreaName, Type<unknown>>>> = {
  auth: AuthModule,
  account: AccountModule,
  academy: AcademyModule,
  chat: ChatModule,
  media: MediaModule,
  downloads: DownloadsModule,
  'wp-gateway': WpGatewayModule,
  integrations: IntegrationsModule,
  jobs: JobsAreaModule,
  billing: BillingModule,
  'build-studio': BuildStudioModule,
  movie: MovieModule,
  music: MusicModule,
  marketing: MarketingModule,
  health: HealthModule,
  config: PublicConfigModule,
};

/** Job consumers, loaded by every process that runs jobs, whatever areas it serves. */
export const JOB_CONSUMER_MODULES: readonly Type<unknown>[] = [VideoWorkerModule, MovieWorkerModule, MusicWorkerModule];

export interface ModuleSelectionRequest {
  /** From BACKEND_MODULES; unset → every implemented area. */
  requested?: readonly AreaName[];
  worker: boolean;
}

export interface ModuleSelection {
  /** Areas this process serves, in the canonical order of AREA_NAMES. */
  served: AreaName[];
  modules: Type<unknown>[];
  /**
   * Workers consume jobs, and so does the all-in-one process (BACKEND_MODULES unset) so that one
   * process is a working site; a process given an explicit BACKEND_MODULES list only enqueues.
   */
  consumesJobs: boolean;
  /** JOB_CONSUMER_MODULES when `consumesJobs`, otherwise none. */
  jobConsumerModules: Type<unknown>[];
  warnings: string[];
}

/**
 * Decides what this process serves and whether it runs jobs. `health` is always served, as
 * orchestrators probe every process; workers serve nothing else. Areas that are named but not built
 * yet only produce a warning, so the deployment files can already name the groups they will run.
 */
export function selectModules(
  request: ModuleSelectionRequest,
  registry: Readonly<Partial<Record<AreaName, Type<unknown>>>> = IMPLEMENTED_MODULES,
  consumers: readonly Type<unknown>[] = JOB_CONSUMER_MODULES,
): ModuleSelection {
  const unknown = (request.requested ?? []).filter((name) => !(AREA_NAMES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown backend area(s): ${unknown.join(', ')}`);
  const implemented = AREA_NAMES.filter((area) => registry[area]);
  const warnings: string[] = [];
  let wanted: readonly AreaName[];
  if (request.worker) {
    wanted = ['health'];
    if (request.requested) warnings.push('WORKER=1: BACKEND_MODULES is ignored; a worker serves only /api/health');
  } else {
    wanted = request.requested ?? implemented;
    for (const area of wanted.filter((name) => !registry[name])) {
      warnings.push(`area "${area}" is not built yet; this process does not serve it`);
    }
  }
  const served = AREA_NAMES.filter((area) => registry[area] && (area === 'health' || wanted.includes(area)));
  const consumesJobs = request.worker || request.requested === undefined;
  return {
    served,
    modules: served.map((area) => registry[area] as Type<unknown>),
    consumesJobs,
    jobConsumerModules: consumesJobs ? [...consumers] : [],
    warnings,
  };
}
