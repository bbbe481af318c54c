import { Module } from '@nestjs/common';
import { ApiKeysModule } from '../../api-keys/api-keys.module';
import { IdentityModule } from '../../identity/identity.module';
import { ApiKeysController } from './api-keys.controller';
import { IntegrationsAuthController } from './integrations-auth.controller';
import { IntegrationsService } from './integrations.service';
import { UsageController } from './usage.controller';

/** Area `integrations`: its sign-in calls, API keys, monthly usage and the API plans. */
@Module({
  imports: [IdentityModule, ApiKeysModule],
  controllers: [IntegrationsAuthController, ApiKeysController, UsageController],
  providers: [IntegrationsService],
})
export class IntegrationsModule {}
