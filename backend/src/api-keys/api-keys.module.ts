import { Module } from '@nestjs/common';
import { ApiKeysService } from './api-keys.service';
import { ApiUsageService } from './api-usage.service';
import { IntegrationPlansService } from './integration-plans.service';

/**
 * API keys, plans and metered usage: shared by the integrations area (which manages them) and the
 * wp-gateway area (which checks and meters them), so either can run in a process of its own.
 */
@Module({
  providers: [ApiKeysService, ApiUsageService, IntegrationPlansService],
  exports: [ApiKeysService, ApiUsageService, IntegrationPlansService],
})
export class ApiKeysModule {}
