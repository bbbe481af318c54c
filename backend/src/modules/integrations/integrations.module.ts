import { Module } from '@nestjs/common';
import { IdentityModule } from '../../identity/identity.module';
import { IntegrationsAuthController } from './integrations-auth.controller';

/** Area `integrations`. So far only its sign-in calls; keys, usage and plans come with their issue. */
@Module({
  imports: [IdentityModule],
  controllers: [IntegrationsAuthController],
})
export class IntegrationsModule {}
