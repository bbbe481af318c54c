import type { AreaName } from '../config/config.constants';
import { IMPLEMENTED_MODULES, selectModules } from './module-registry';
import { AcademyModule } from './academy/academy.module';
import { AccountModule } from './account/account.module';
import { AuthModule } from './auth/auth.module';
import { BillingModule } from './billing/billing.module';
import { BuildStudioModule } from './build-studio/build-studio.module';
import { ChatModule } from './chat/chat.module';
import { PublicConfigModule } from './config/public-config.module';
import { HealthModule } from './health/health.module';
import { IntegrationsModule } from './integrations/integrations.module';
import { JobsAreaModule } from './jobs/jobs-area.module';
import { MarketingModule } from './marketing/marketing.module';
import { DownloadsModule } from './downloads/downloads.module';
import { MediaModule } from './media/media.module';
import { MovieModule } from './movie/movie.module';
import { MusicModule } from './music/music.module';
import { WpGatewayModule } from './wp-gateway/wp-gateway.module';

describe(selectModules.name, () => {
  it('serves every implemented area when BACKEND_MODULES is unset', () => {
    const selection = selectModules({ worker: false });

    expect(selection.served).toEqual([
      'auth', 'account', 'academy', 'chat', 'media', 'downloads', 'wp-gateway', 'integrations', 'jobs', 'billing', 'build-studio', 'movie', 'music', 'marketing',
      'health', 'config',
    ]);
    expect(selection.served).toHaveLength(Object.keys(IMPLEMENTED_MODULES).length);
    expect(selection.modules).toEqual([
      AuthModule,
      AccountModule,
      AcademyModule,
      ChatModule,
      MediaModule,
      DownloadsModule,
      WpGatewayModule,
      IntegrationsModule,
      JobsAreaModule,
      BillingModule,
      BuildStudioModule,
      MovieModule,
      MusicModule,
      MarketingModule,
      HealthModule,
      PublicConfigModule,
    ]);
    expect(selection.warnings).toEqual([]);
  });

  it('always serves health, even when not listed', () => {
    const selection = selectModules({ requested: ['config'], worker: false });

    expect(selection.served).toEqual(['health', 'config']);
  });

  it('serves only health when only health is listed', () => {
    expect(selectModules({ requested: ['health'], worker: false }).modules).toEqual([HealthModule]);
  });

  it('accepts an area that is not built yet with a warning', () => {
    // A registry of its own: every real area may be built by now.
    const registry = { health: HealthModule, config: PublicConfigModule };
    const selection = selectModules({ requested: ['music', 'config'], worker: false }, registry);

    expect(selection.served).toEqual(['health', 'config']);
    expect(selection.warnings).toEqual(['area "music" is not built yet; this process does not serve it']);
  });

  it('rejects an area name it does not know', () => {
    expect(() => selectModules({ requested: ['bogus' as AreaName], worker: false })).toThrow(/unknown backend area/);
  });

  it('serves only health in worker mode and says that BACKEND_MODULES is ignored', () => {
    const selection = selectModules({ requested: ['config'], worker: true });

    expect(selection.served).toEqual(['health']);
    expect(selection.warnings).toEqual([expect.stringContaining('BACKEND_MODULES is ignored')]);
  });

  it('keeps the canonical area order whatever order the operator wrote', () => {
    const registry = { health: HealthModule, config: PublicConfigModule, chat: class ChatModule {} };

    expect(selectModules({ requested: ['config', 'chat'], worker: false }, registry).served).toEqual([
      'chat',
      'health',
      'config',
    ]);
  });
});

describe('selectModules: job consumers', () => {
  const consumers = [class VideoWorkerModule {}];

  it('runs jobs in the all-in-one process, so one process is a working site', () => {
    const selection = selectModules({ worker: false }, undefined, consumers);

    expect(selection.consumesJobs).toBe(true);
    expect(selection.jobConsumerModules).toEqual(consumers);
  });

  it('runs jobs in a worker', () => {
    expect(selectModules({ worker: true }, undefined, consumers).jobConsumerModules).toEqual(consumers);
  });

  it('only enqueues in a process given an explicit BACKEND_MODULES list', () => {
    const selection = selectModules({ requested: ['media'], worker: false }, undefined, consumers);

    expect(selection.consumesJobs).toBe(false);
    expect(selection.jobConsumerModules).toEqual([]);
  });
});
